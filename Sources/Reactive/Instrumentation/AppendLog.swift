/// An append-only store for what a recorder keeps on every signal: elements go into chunks
/// that never move, so appending never copies what is already kept and checks no uniqueness,
/// as a growing `Array` in a recorder's field does on every append. Read once the run is
/// over (`forEach`, `moveToArray`).
///
/// Chunks start small (a run has many rows of a few events) and double up to a bound, so the
/// chunks of a long row waste little and are freed one by one as they are moved out.
public final class AppendLog<Element> {
    /// The filled chunks, each with how many elements it holds, in order; the chunk being
    /// filled is not among them.
    private var filled: [(start: UnsafeMutablePointer<Element>, count: Int)] = []
    /// Where the next element goes, and the end of the chunk being filled (both `nil` before
    /// the first chunk).
    @usableFromInline @exclusivity(unchecked) var cursor: UnsafeMutablePointer<Element>?
    @usableFromInline @exclusivity(unchecked) var end: UnsafeMutablePointer<Element>?
    private var current: UnsafeMutablePointer<Element>?
    private var filledCount = 0

    private static var firstChunk: Int { 16 }
    private static var largestChunk: Int { 1 << 14 }

    public init() {}

    deinit {
        forEachChunk { start, count in
            start.deinitialize(count: count)
            start.deallocate()
        }
    }

    /// How many elements it holds.
    public var count: Int {
        guard let current, let cursor else { return 0 }
        return filledCount + (cursor - current)
    }

    /// Keeps `element` after the others.
    @inlinable @inline(__always)
    public func append(_ element: Element) {
        if cursor == end { startChunk() }
        let slot = cursor.unsafelyUnwrapped
        slot.initialize(to: element)
        cursor = slot + 1
    }

    @usableFromInline
    func startChunk() {
        let size: Int
        if let current, let cursor {
            let count = cursor - current
            filled.append((current, count))
            filledCount += count
            size = Swift.min(count * 2, Self.largestChunk)
        } else {
            size = Self.firstChunk
        }
        let chunk = UnsafeMutablePointer<Element>.allocate(capacity: size)
        current = chunk
        cursor = chunk
        end = chunk + size
    }

    /// Calls `body` with every element in the order they were appended.
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        try forEachChunk { start, count in
            for element in UnsafeBufferPointer(start: start, count: count) { try body(element) }
        }
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
        current = nil
        cursor = nil
        end = nil
        return result
    }

    private func forEachChunk(_ body: (UnsafeMutablePointer<Element>, Int) throws -> Void) rethrows {
        for (start, count) in filled { try body(start, count) }
        if let current, let cursor { try body(current, cursor - current) }
    }
}
