/// Rows stacked top to bottom, each with a height, kept so that a row inserted anywhere, a
/// row's height changed, where a row stands and how far down it starts all cost O(log rows).
/// `BranchRowPlacement` inserts each inner publisher's row under its parent: with the rows in
/// an array, every insert moved and renumbered all the rows below, which made a flatMap of
/// 50,000 inner publishers (a 100 KB file) take a minute.
///
/// A treap ordered by position, not by key: each node keeps its subtree's row count and
/// height sum, and a link to its parent so that a row's position and the height above it are
/// found walking up. Rows are known by ids handed out in order (0, 1, 2, …), and only the
/// row added last can be taken out again, as a candidate row refused is. The priorities are
/// a fixed function of the id: the same rows always make the same tree, so the same sums.
struct RowStack {
    private var left: [Int] = []
    private var right: [Int] = []
    private var up: [Int] = []
    private var priority: [UInt64] = []
    /// Rows in the subtree.
    private var size: [Int] = []
    private var height: [Double] = []
    /// Heights of the subtree's rows.
    private var total: [Double] = []
    private var root = -1

    /// The number of rows.
    var count: Int { height.count }

    /// Adds a row of `height` at `position` (0 is the top, `count` the bottom) and returns its id.
    @discardableResult
    mutating func insert(height rowHeight: Double, at position: Int) -> Int {
        precondition(position >= 0 && position <= count, "a row's position is within the stack")
        let id = count
        left.append(-1)
        right.append(-1)
        up.append(-1)
        priority.append(Self.priority(of: id))
        size.append(1)
        height.append(rowHeight)
        total.append(rowHeight)
        let (above, below) = split(root, first: position)
        root = merge(merge(above, id), below)
        up[root] = -1
        return id
    }

    /// Takes out the row added last.
    mutating func removeLast() {
        let id = count - 1
        precondition(id >= 0, "a row to remove")
        let (above, rest) = split(root, first: position(of: id))
        let (_, below) = split(rest, first: 1)
        root = merge(above, below)
        if root >= 0 { up[root] = -1 }
        left.removeLast()
        right.removeLast()
        up.removeLast()
        size.removeLast()
        priority.removeLast()
        height.removeLast()
        total.removeLast()
    }

    /// Changes the height of row `id`.
    mutating func setHeight(_ rowHeight: Double, of id: Int) {
        height[id] = rowHeight
        var node = id
        while node >= 0 {
            update(node)
            node = up[node]
        }
    }

    /// Where row `id` stands, from 0 at the top.
    func position(of id: Int) -> Int {
        var position = left[id] >= 0 ? size[left[id]] : 0
        var node = id
        while up[node] >= 0 {
            let parent = up[node]
            if right[parent] == node { position += 1 + (left[parent] >= 0 ? size[left[parent]] : 0) }
            node = parent
        }
        return position
    }

    /// The heights of the rows above row `id`, added up.
    func heightAbove(_ id: Int) -> Double {
        var sum = left[id] >= 0 ? total[left[id]] : 0
        var node = id
        while up[node] >= 0 {
            let parent = up[node]
            if right[parent] == node { sum += height[parent] + (left[parent] >= 0 ? total[left[parent]] : 0) }
            node = parent
        }
        return sum
    }

    /// The id of the row under row `id`, if any.
    func next(after id: Int) -> Int? {
        if right[id] >= 0 {
            var node = right[id]
            while left[node] >= 0 { node = left[node] }
            return node
        }
        var node = id
        while up[node] >= 0 {
            let parent = up[node]
            if left[parent] == node { return parent }
            node = parent
        }
        return nil
    }

    /// The ids of the rows, top to bottom.
    var ids: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        var pending: [Int] = []
        var node = root
        while node >= 0 || !pending.isEmpty {
            while node >= 0 {
                pending.append(node)
                node = left[node]
            }
            node = pending.removeLast()
            result.append(node)
            node = right[node]
        }
        return result
    }

    // MARK: The tree

    /// Splits the subtree at `node` into its first `first` rows and the rest.
    private mutating func split(_ node: Int, first: Int) -> (Int, Int) {
        guard node >= 0 else { return (-1, -1) }
        let leftSize = left[node] >= 0 ? size[left[node]] : 0
        if first <= leftSize {
            let (a, b) = split(left[node], first: first)
            left[node] = b
            if b >= 0 { up[b] = node }
            update(node)
            if a >= 0 { up[a] = -1 }
            return (a, node)
        }
        let (a, b) = split(right[node], first: first - leftSize - 1)
        right[node] = a
        if a >= 0 { up[a] = node }
        update(node)
        if b >= 0 { up[b] = -1 }
        return (node, b)
    }

    /// The subtree of `a`'s rows followed by `b`'s.
    private mutating func merge(_ a: Int, _ b: Int) -> Int {
        guard a >= 0 else { return b }
        guard b >= 0 else { return a }
        if priority[a] > priority[b] {
            let merged = merge(right[a], b)
            right[a] = merged
            up[merged] = a
            update(a)
            return a
        }
        let merged = merge(a, left[b])
        left[b] = merged
        up[merged] = b
        update(b)
        return b
    }

    private mutating func update(_ node: Int) {
        var rows = 1, sum = height[node]
        if left[node] >= 0 {
            rows += size[left[node]]
            sum = total[left[node]] + sum
        }
        if right[node] >= 0 {
            rows += size[right[node]]
            sum += total[right[node]]
        }
        size[node] = rows
        total[node] = sum
    }

    /// SplitMix64 of the id: spread, and the same on every run.
    private static func priority(of id: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: id) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
