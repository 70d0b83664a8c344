/// Rectangles sorted by their left edge, each with a tag, answering "which of them reach
/// into this x range?" in O(log n + hits): a branch line checked against every mark of every
/// row it passed made a group of hundreds of inner publishers take minutes. A box wider
/// than `piece` is kept as pieces of at most that width (together the same area), so that
/// one long time line does not make every query scan everything left of it.
struct SortedBoxes<Tag> {
    static var piece: Double { 64 }

    /// By `box.minX`.
    private var entries: [(box: Rect, tag: Tag)] = []
    /// The widest box's width: a box reaching into an x range starts at most this far left of it.
    private var widest = 0.0

    init() {}

    var count: Int { entries.count }

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
        if let last = entries.last, last.box.minX > box.minX {
            entries.insert((box, tag), at: firstIndex { $0.minX > box.minX })
        } else {
            entries.append((box, tag))
        }
    }

    mutating func insert(_ boxes: [Rect]) where Tag == Void {
        for box in boxes.sorted(by: { $0.minX < $1.minX }) { insert(box, tag: ()) }
    }

    /// Calls `body` with each box reaching into `[left, right]`, in `minX` order, until it
    /// returns true; whether one did.
    func first(from left: Double, to right: Double, where body: (Rect, Tag) -> Bool) -> Bool {
        // A unit of slack: `minX + width` rounded may reach `left` where `left - widest` does not.
        var index = firstIndex { $0.minX >= left - widest - 1 }
        while index < entries.count, entries[index].box.minX <= right {
            let entry = entries[index]
            if entry.box.maxX >= left, body(entry.box, entry.tag) { return true }
            index += 1
        }
        return false
    }

    /// Whether the segment `a`–`b` touches any of the boxes.
    func anyMeets(segmentFrom a: Point, to b: Point) -> Bool {
        first(from: min(a.x, b.x), to: max(a.x, b.x)) { box, _ in box.meets(segmentFrom: a, to: b) }
    }

    /// The first index whose box satisfies `holds`, a predicate false then true in `minX` order.
    private func firstIndex(where holds: (Rect) -> Bool) -> Int {
        entries.partitionPoint { holds($0.box) }
    }
}
