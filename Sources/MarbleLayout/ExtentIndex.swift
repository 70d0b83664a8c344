/// Things drawn along a lane, sorted by x, answering "what is drawn over this x range?" in
/// O(log n + hits), where a scan of the whole lane per item link, caret or annotation made a
/// big diagram's layout quadratic.
struct ExtentIndex<Item> {
    struct Entry {
        var x: Double
        /// How far it reaches either side of `x` (at most).
        var halfWidth: Double
        var item: Item
    }

    /// Sorted by `x`.
    private let entries: [Entry]
    /// How far the widest entry reaches either side of its `x`.
    let widestHalf: Double

    init(_ entries: [Entry]) {
        self.entries = entries.sorted { $0.x < $1.x }
        widestHalf = entries.map(\.halfWidth).max() ?? 0
    }

    /// The entries whose centre lies within `[left, right]` widened by the widest half width
    /// and `slack`: a superset of those that can reach into the range, in x order.
    func candidates(from left: Double, to right: Double, slack: Double) -> ArraySlice<Entry> {
        let low = firstIndex { $0.x >= left - widestHalf - slack }
        let high = firstIndex { $0.x > right + widestHalf + slack }
        return entries[low..<max(low, high)]
    }

    /// The entries whose centre lies at or right of `left` less the widest half width and
    /// `slack`, in x order: a superset of those reaching right of `left`.
    func candidates(from left: Double, slack: Double) -> ArraySlice<Entry> {
        entries[firstIndex { $0.x >= left - widestHalf - slack }...]
    }

    /// The first index (in x order) whose entry satisfies `holds`, a predicate false then true.
    private func firstIndex(where holds: (Entry) -> Bool) -> Int {
        entries.partitionPoint(where: holds)
    }
}
