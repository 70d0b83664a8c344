/// Binary searches in an array sorted in ascending order.
extension Array where Element: Comparable {
    /// The index of the first element not below `value` (`count` when there is none).
    func firstIndex(notBelow value: Element) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the first element above `value` (`count` when there is none).
    func firstIndex(above value: Element) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The indices of the elements from `lowest` through `highest` (none when `lowest` is
    /// above `highest`).
    func indices(from lowest: Element, through highest: Element) -> Range<Int> {
        let start = firstIndex(notBelow: lowest)
        return start..<Swift.max(start, firstIndex(above: highest))
    }
}
