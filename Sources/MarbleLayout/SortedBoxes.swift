/// Rectangles sorted by their left edge, each with a tag, answering "which of them reach
/// into this x range?" in O(log n + hits): a branch line checked against every mark of every
/// row it passed made a group of hundreds of inner publishers take minutes. A box wider
/// than `piece` is kept as pieces of at most that width (together the same area), so that
/// one long time line does not make every query scan everything left of it. The boxes are
/// kept in chunks of a few hundred: a parent's marbles across the whole diagram come first,
/// and each inner publisher's boxes are inserted among them, which in one array moved
/// everything right of them each time (a flatMap of 10,000 inner publishers spent an eighth
/// of its time there).
struct SortedBoxes<Tag> {
    static var piece: Double { 64 }
    /// A chunk is split in two past this many boxes.
    private static var chunkCapacity: Int { 512 }

    private typealias Entry = (box: Rect, tag: Tag)
    /// By `box.minX`, in chunks that are never empty; boxes with the same `minX` in the order
    /// they came.
    private var chunks: [[Entry]] = []
    /// The widest box's width: a box reaching into an x range starts at most this far left of it.
    private var widest = 0.0

    init() {}

    private(set) var count = 0

    init(_ boxes: [Rect]) where Tag == Void {
        insert(boxes)
    }

    /// Adds `box`; boxes usually come in x order, so this is mostly an append.
    mutating func insert(_ box: Rect, tag: Tag) {
        guard box.width > Self.piece else { return insertPiece(box, tag: tag) }
        let count = (box.width / Self.piece).rounded(.up)
        var left = box.minX
        for number in 1...Int(count) {
            // The last piece ends at the box's edge exactly; neighbours share their edge.
            let right = number == Int(count) ? box.maxX : box.minX + box.width * Double(number) / count
            insertPiece(Rect(x: left, y: box.y, width: right - left, height: box.height), tag: tag)
            left = right
        }
    }

    private mutating func insertPiece(_ box: Rect, tag: Tag) {
        widest = max(widest, box.width)
        count += 1
        guard let last = chunks.last?.last else { return chunks.append([(box, tag)]) }
        // After every box starting at or left of it: in the last chunk that starts there.
        let chunk = last.box.minX <= box.minX ? chunks.count - 1 : max(0, chunks.partitionPoint { $0[0].box.minX > box.minX } - 1)
        chunks[chunk].insert((box, tag), at: chunks[chunk].partitionPoint { $0.box.minX > box.minX })
        if chunks[chunk].count > Self.chunkCapacity {
            let half = Array(chunks[chunk][(Self.chunkCapacity / 2)...])
            chunks[chunk].removeSubrange((Self.chunkCapacity / 2)...)
            chunks.insert(half, at: chunk + 1)
        }
    }

    mutating func insert(_ boxes: [Rect]) where Tag == Void {
        for box in boxes.sorted(by: { $0.minX < $1.minX }) { insert(box, tag: ()) }
    }

    /// Calls `body` with each box reaching into `[left, right]`, in `minX` order, until it
    /// returns true; whether one did.
    func first(from left: Double, to right: Double, where body: (Rect, Tag) -> Bool) -> Bool {
        // A unit of slack: `minX + width` rounded may reach `left` where `left - widest` does not.
        let start = left - widest - 1
        var chunk = chunks.partitionPoint { $0[$0.count - 1].box.minX >= start }
        guard chunk < chunks.count else { return false }
        var index = chunks[chunk].partitionPoint { $0.box.minX >= start }
        while chunk < chunks.count {
            let entries = chunks[chunk]
            while index < entries.count {
                let entry = entries[index]
                guard entry.box.minX <= right else { return false }
                if entry.box.maxX >= left, body(entry.box, entry.tag) { return true }
                index += 1
            }
            chunk += 1
            index = 0
        }
        return false
    }

    /// Whether the segment `a`–`b` touches any of the boxes.
    func anyMeets(segmentFrom a: Point, to b: Point) -> Bool {
        first(from: min(a.x, b.x), to: max(a.x, b.x)) { box, _ in box.meets(segmentFrom: a, to: b) }
    }
}
