/// Names the lanes of a file's chains: a chain bound to a name (`let b = …`, `b = …`) gives that
/// name to its last stage; every other stage is named after its operator and a count
/// (`map1`, `map2`, `sink1`), as interpreted mode names the sinks no name keeps.
struct LaneNamer {
    private var counts: [String: Int] = [:]
    private(set) var used: Set<String> = []

    /// A fresh name for a stage made by `operatorName`: `map1`, then `map2`.
    mutating func next(_ operatorName: String) -> String {
        let base = operatorName.isEmpty ? "stage" : operatorName
        while true {
            counts[base, default: 0] += 1
            let name = "\(base)\(counts[base]!)"
            if !used.contains(name) {
                used.insert(name)
                return name
            }
        }
    }

    /// Marks `name` (a binding's) as taken.
    mutating func take(_ name: String) {
        used.insert(name)
    }

    /// Starts counting again (each test method is a diagram of its own).
    mutating func reset() {
        counts = [:]
        used = []
    }
}
