import MarbleTrace

/// Which drawn lane feeds which, resolved to lane indices.
///
/// A lane names its inputs by binding (`["b"]`); when `b` was subscribed several times its
/// rows are `b[1]`, `b[2]`, and the row meant is the one feeding the same subscriber, so
/// that links follow one subscription chain.
struct LaneGraph {
    /// Per lane, the lanes it reads from.
    let inputs: [[Int]]
    /// Per lane, the lane it branches off (an inner publisher of `flatMap`).
    let parents: [Int?]

    init(_ lanes: [Lane]) {
        var byName: [String: Int] = [:]
        var byBinding: [String: [Int]] = [:]
        for (index, lane) in lanes.enumerated() {
            byName[lane.name] = byName[lane.name] ?? index
            byBinding[lane.bindingName, default: []].append(index)
        }
        inputs = lanes.enumerated().map { index, lane in
            lane.inputs.compactMap { name -> Int? in
                if let exact = byName[name], lanes[exact].bindingName == lanes[exact].name || byBinding[name] == nil {
                    return exact
                }
                guard let rows = byBinding[name], !rows.isEmpty else { return byName[name] }
                // The row feeding this lane, or feeding the same subscriber as this row.
                let consumer = lane.subscriber ?? lane.name
                // Rows that all feed one subscriber are one chain subscribing again (`retry`):
                // this lane reads from each in turn, and the last is the one right above it.
                return rows.first { lanes[$0].subscriber == consumer }
                    ?? rows.first { lanes[$0].subscriber == lane.name }
                    ?? (Set(rows.map { lanes[$0].subscriber }).count == 1 ? rows.last : nil)
            }.filter { $0 != index }
        }
        parents = lanes.enumerated().map { index, lane in
            guard let parent = lane.parent, let found = byName[parent] ?? byBinding[parent]?.first, found != index else { return nil }
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
