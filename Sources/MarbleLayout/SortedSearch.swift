/// The binary search of the layout's sorted indexes (`ExtentIndex`, `SortedBoxes`, replay
/// links' bands, annotation levels).
extension Array {
    /// The index of the first element that satisfies `holds`, a predicate false then true
    /// along the array (`count` when none does).
    func partitionPoint(where holds: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if holds(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// Binary searches in an array sorted in ascending order.
extension Array where Element: Comparable {
    /// The index of the first element not below `value` (`count` when there is none).
    func firstIndex(notBelow value: Element) -> Int {
        partitionPoint { $0 >= value }
    }

    /// The index of the first element above `value` (`count` when there is none).
    func firstIndex(above value: Element) -> Int {
        partitionPoint { $0 > value }
    }

    /// The indices of the elements from `lowest` through `highest` (none when `lowest` is
    /// above `highest`).
    func indices(from lowest: Element, through highest: Element) -> Range<Int> {
        let start = firstIndex(notBelow: lowest)
        return start..<Swift.max(start, firstIndex(above: highest))
    }
}
