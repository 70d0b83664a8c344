import HeapModule

/// The rows of a group with more branches than `BranchRowPlacement.mostBranchesKeptClear`:
/// each inner publisher goes into the topmost of its parent's rows that is free at its time,
/// or a new one, as few rows as the most inner publishers alive at once, and its branch line
/// crosses whatever lies on the way. Keeping every line clear gave each of 1,000 overlapping
/// inner publishers a row of its own: a staircase too tall for a PNG (32,767 pixels a side),
/// and for 50,000 a minute of placement checking lines against rows.
enum CompactBranchRows {
    /// Room kept in a row between one inner publisher's drawing and the next one's.
    static let spacing = 8.0

    /// A row of one parent's branches while they are placed, and the right end of what it
    /// draws; in a heap, by `key` (that right end, or the row's position), then by index.
    private struct Slot: Comparable {
        var key: Double
        var index: Int
        var right: Double
        static func == (a: Slot, b: Slot) -> Bool { (a.key, a.index) == (b.key, b.index) }
        static func < (a: Slot, b: Slot) -> Bool { (a.key, a.index) < (b.key, b.index) }
    }

    /// One parent's rows: the busy ones by right end, the free ones by position (topmost first).
    private struct Slots {
        var busy = Heap<Slot>()
        var free = Heap<Slot>()
        var lanes: [[Int]] = []

        /// Puts `lane`, drawing from `left` to `right`, into the topmost row free at `left`, or a new one.
        mutating func place(_ lane: Int, from left: Double, to right: Double) {
            while let earliest = busy.min, earliest.right + spacing < left {
                var slot = busy.removeMin()
                slot.key = Double(slot.index)
                free.insert(slot)
            }
            // (Lanes come in the order they were subscribed, so a row freed for one is free for
            // the next; if not, the next takes a new row.)
            var slot = Slot(key: 0, index: lanes.count, right: right)
            if let topmost = free.min, topmost.right + spacing < left {
                slot.index = free.removeMin().index
                slot.right = max(slot.right, topmost.right)
                lanes[slot.index].append(lane)
            } else {
                lanes.append([lane])
            }
            slot.key = slot.right
            busy.insert(slot)
        }
    }

    /// The rows of `lanes` (a group, in order), top to bottom: a lane that is no branch (or
    /// whose parent comes later in the group) in a row of its own, each followed by the rows of
    /// its branches (and theirs, in turn).
    static func rows(_ lanes: [BranchRowPlacement.Lane]) -> [[Int]] {
        let inGroup = Set(lanes.map(\.index))
        var placed: Set<Int> = []
        var slots: [Int: Slots] = [:]
        var tops: [Int] = []
        for lane in lanes {
            defer { placed.insert(lane.index) }
            guard let line = lane.line, inGroup.contains(line.parent), placed.contains(line.parent) else {
                tops.append(lane.index)
                continue
            }
            let left = min(line.fromX, line.toX, lane.footprint.left)
            // Taken out while it changes: a copy left in the dictionary would make every
            // change copy the rows (quadratic in the inner publishers).
            var parentSlots = slots.removeValue(forKey: line.parent) ?? Slots()
            parentSlots.place(lane.index, from: left, to: lane.footprint.right)
            slots[line.parent] = parentSlots
        }
        // Depth first: a row, then the rows of each of its lanes' branches.
        var rows: [[Int]] = []
        var pending = tops.reversed().map { [$0] }
        while let row = pending.popLast() {
            rows.append(row)
            for lane in row.reversed() {
                pending += (slots[lane]?.lanes ?? []).reversed()
            }
        }
        return rows
    }

    /// The rows of a group of more than `BranchRowPlacement.mostBranchesKeptClear` lanes and no
    /// branches, the subscriptions of one binding (a `retry`'s, one after another): each in the
    /// topmost row free at its time. A row each made a `retry(300)` too tall for a PNG.
    static func sequentialRows(_ lanes: [BranchRowPlacement.Lane]) -> [[Int]] {
        var slots = Slots()
        for lane in lanes { slots.place(lane.index, from: lane.footprint.left, to: lane.footprint.right) }
        return slots.lanes
    }
}
