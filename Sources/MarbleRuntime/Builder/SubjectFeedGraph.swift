import MarbleDSL

/// Which subjects send into which (`p.subscribe(m)` where `p` carries subject `s`: s → m).
/// A new link that closes a cycle is refused: a subject feeding itself would recurse without end.
struct SubjectFeedGraph {
    private var edges: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]

    mutating func connect(_ sources: Set<ObjectIdentifier>, to target: ObjectIdentifier, at expr: Expr) throws {
        for source in sources where source == target || reaches(from: target, to: source) {
            throw RuntimeError.feedsItsOwnInput(expr.text, at: expr.range)
        }
        for source in sources {
            edges[source, default: []].insert(target)
        }
    }

    private func reaches(from start: ObjectIdentifier, to goal: ObjectIdentifier) -> Bool {
        var seen: Set<ObjectIdentifier> = [start]
        var pending = [start]
        while let node = pending.popLast() {
            for next in edges[node] ?? [] where seen.insert(next).inserted {
                if next == goal { return true }
                pending.append(next)
            }
        }
        return false
    }
}
