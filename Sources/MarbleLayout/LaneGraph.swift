import MarbleTrace

/// Which drawn lane feeds which, resolved to lane indices from the rows each lane names
/// exactly: `b[2]` when the second subscription of `b` feeds it.
struct LaneGraph {
    /// Per lane, the lanes it reads from.
    let inputs: [[Int]]
    /// Per lane, the lane it branches off (an inner publisher of `flatMap`).
    let parents: [Int?]
    /// Per lane, the lanes that read from it.
    let readers: [[Int]]

    init(_ lanes: [Lane]) {
        var byID: [LaneID: Int] = [:]
        for (index, lane) in lanes.enumerated() where byID[lane.id] == nil {
            byID[lane.id] = index
        }
        inputs = lanes.enumerated().map { index, lane in
            lane.inputs.compactMap { byID[$0] }.filter { $0 != index }
        }
        var readers = Array(repeating: [Int](), count: lanes.count)
        for (reader, sources) in inputs.enumerated() {
            for source in sources { readers[source].append(reader) }
        }
        self.readers = readers
        parents = lanes.enumerated().map { index, lane in
            guard let parent = lane.parent, let found = byID[parent], found != index else { return nil }
            return found
        }
    }

    /// The first lane upstream of `lane` (breadth first, nearest first) for which `matches`
    /// holds; nil if none does.
    func upstream(of lane: Int, where matches: (Int) -> Bool) -> Int? {
        var seen: Set<Int> = [lane]
        var frontier = inputs[lane]
        while !frontier.isEmpty {
            var next: [Int] = []
            for candidate in frontier where !seen.contains(candidate) {
                seen.insert(candidate)
                if matches(candidate) { return candidate }
                next += inputs[candidate]
            }
            frontier = next
        }
        return nil
    }
}
