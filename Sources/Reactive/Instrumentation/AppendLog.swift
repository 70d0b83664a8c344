/// An append-only store for what a recorder keeps on every signal: elements go into chunks
/// that never move, so appending never copies what is already kept and checks no uniqueness,
/// as a growing `Array` in a recorder's field does on every append. Read once the run is
/// over (`forEach`, `moveToArray`, or chunk by chunk by pointer).
///
/// Chunks start small (a run has many rows of a few events) and double up to a bound, so the
/// chunks of a long row waste little and are freed one by one as they are moved out.
@_spi(RunRecording) public final class AppendLog<Element> {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// The filled chunks, each with how many elements it holds, in order; the chunk being
    /// filled is not among them.
    @usableFromInline var filled: [(start: UnsafeMutablePointer<Element>, count: Int)] = []
    /// The chunk being filled, where its next element goes, and its end.
    @usableFromInline var current: UnsafeMutablePointer<Element>
    @usableFromInline @exclusivity(unchecked) var cursor: UnsafeMutablePointer<Element>
    @usableFromInline @exclusivity(unchecked) var end: UnsafeMutablePointer<Element>
    private var filledCount = 0

    private static var firstChunk: Int { 16 }
    private static var largestChunk: Int { 1 << 14 }

    public init() {
        current = .allocate(capacity: Self.firstChunk)
        cursor = current
        end = current + Self.firstChunk
    }

    deinit {
        freeChunks()
    }

    private func freeChunks() {
        forEachChunk { start, count in
            start.deinitialize(count: count)
            start.deallocate()
        }
    }

    /// Lets go of every element and of the memory that held them.
    public func removeAll() {
        freeChunks()
        filled = []
        filledCount = 0
        current = .allocate(capacity: Self.firstChunk)
        cursor = current
        end = current + Self.firstChunk
    }

    /// How many elements it holds.
    public var count: Int {
        filledCount + (cursor - current)
    }

    /// Keeps `element` after the others.
    @inlinable @inline(__always)
    public func append(_ element: Element) {
        if cursor == end { startChunk() }
        cursor.initialize(to: element)
        cursor += 1
    }

    @usableFromInline
    func startChunk() {
        let count = cursor - current
        filled.append((current, count))
        filledCount += count
        let size = Swift.min(count * 2, Self.largestChunk)
        current = .allocate(capacity: size)
        cursor = current
        end = current + size
    }

    /// Calls `body` with every element in the order they were appended.
    @inlinable
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        try forEachChunk { start, count in
            for element in UnsafeBufferPointer(start: start, count: count) { try body(element) }
        }
    }

    /// The first chunk to read: the first filled one, else the one being filled.
    @inlinable
    var firstChunk: (start: UnsafeMutablePointer<Element>, end: UnsafeMutablePointer<Element>) {
        guard let first = filled.first else { return (current, cursor) }
        return (first.start, first.start + first.count)
    }

    /// The chunk after the one that ends at `end`, for a reader that has used up a chunk;
    /// `index` counts the chunks read so far. Called once per chunk, so not inlined.
    @usableFromInline
    func chunk(after index: inout Int) -> (start: UnsafeMutablePointer<Element>, end: UnsafeMutablePointer<Element>) {
        index += 1
        guard index < filled.count else { return (current, cursor) }
        return (filled[index].start, filled[index].start + filled[index].count)
    }

    /// Frees every chunk without deinitialising its elements, which the caller has moved
    /// out, and starts over empty.
    @usableFromInline
    func forgetMoved() {
        forEachChunk { start, _ in start.deallocate() }
        filled = []
        filledCount = 0
        current = .allocate(capacity: Self.firstChunk)
        cursor = current
        end = current + Self.firstChunk
    }

    /// The elements in the order they were appended, moved out of the log (which is empty
    /// afterwards): each chunk is freed once moved, so they are not kept twice for long.
    public func moveToArray() -> [Element] {
        let total = count
        guard total > 0 else { return [] }
        let result = [Element](unsafeUninitializedCapacity: total) { buffer, initialized in
            var next = buffer.baseAddress!
            forEachChunk { start, count in
                next.moveInitialize(from: start, count: count)
                start.deallocate()
                next += count
            }
            initialized = total
        }
        filled = []
        filledCount = 0
        current = .allocate(capacity: Self.firstChunk)
        cursor = current
        end = current + Self.firstChunk
        return result
    }

    @inlinable
    func forEachChunk(_ body: (UnsafeMutablePointer<Element>, Int) throws -> Void) rethrows {
        for (start, count) in filled { try body(start, count) }
        try body(current, cursor - current)
    }
}
