import MarbleTrace

/// How lanes relate on the page: which group they belong to, which lane they branch off,
/// which box sits above a group, which rows a group has, where a replay's link starts.
extension LayoutPass {
    /// Groups lanes by binding; branch lanes are placed after their parent (and after the
    /// parent's earlier branches), in trace order.
    static func groups(_ lanes: [Lane], parents: [Int?]) -> [[Int]] {
        var order: [LaneID] = []
        var members: [LaneID: [Int]] = [:]
        var children: [Int: [Int]] = [:]
        for (index, lane) in lanes.enumerated() {
            if let parent = parents[index], LayoutPass.root(of: index, parents: parents) != index {
                children[parent, default: []].append(index)
                continue
            }
            if members[lane.id.stream] == nil { order.append(lane.id.stream) }
            members[lane.id.stream, default: []].append(index)
        }
        func withBranches(_ index: Int) -> [Int] {
            [index] + (children[index] ?? []).flatMap(withBranches)
        }
        return order.map { members[$0]!.flatMap(withBranches) }
    }

    /// The lane at the top of `index`'s chain of parents; `index` itself when the chain is a
    /// cycle (which a trace should not have, but must not hang the layout).
    static func root(of index: Int, parents: [Int?]) -> Int {
        var current = index
        var seen: Set<Int> = [index]
        while let parent = parents[current] {
            if seen.contains(parent) { return index }
            seen.insert(parent)
            current = parent
        }
        return current
    }

    /// Whether lane `index` is drawn as a branch of another lane.
    func isBranch(_ index: Int) -> Bool {
        LayoutPass.isBranch(index, parents: graph.parents)
    }

    /// Whether lane `index` is drawn as a branch of another lane, with `parents` the lanes' parents.
    static func isBranch(_ index: Int, parents: [Int?]) -> Bool {
        parents[index] != nil && root(of: index, parents: parents) != index
    }

    /// The operator box above group `index`, if its first lane is derived through operators
    /// worth writing down: the label; the names of its inputs when they are not in the
    /// group right above (the box then says where the values come from); and the input
    /// whose values may be linked through the box, when it is the last row right above.
    func operatorBox(above index: Int) -> (label: String, sources: [String], linked: Int?)? {
        let output = groups[index][0]
        let lane = trace.lanes[output]
        let inputs = graph.inputs[output]
        guard lane.deservesOperatorBox, let label = lane.operatorLabel, !inputs.isEmpty else { return nil }
        let above = index > 0 ? Set(groups[index - 1]) : []
        if inputs.allSatisfy(above.contains) {
            let last = groups[index - 1].last!
            let linked = !isBranch(last) && inputs.contains(last) ? last : nil
            return (label, [], linked)
        }
        var sources: [String] = []
        for input in inputs where !sources.contains(trace.lanes[input].id.stream.description) {
            sources.append(trace.lanes[input].id.stream.description)
        }
        return (label, sources, nil)
    }

    /// For each echo of lane `index` (by marble index), the lane upstream and the marble its
    /// link starts from: the nearest input that emitted the value at the echo's `from` tick
    /// (the marble of the same value if several share that tick); failing that, one that got
    /// the same value replayed at the same moment (a multicast's subject row passing on a
    /// history whose emission is not drawn). An echo passed on through a multicast links to
    /// the emission too, not to the subject row's echo stacked at the same x right above it,
    /// which a link could only reach by winding around the stack.
    func replayOrigins(_ index: Int, _ geometries: [LaneGeometry]) -> [Int: (lane: Int, marble: Int)] {
        var result: [Int: (lane: Int, marble: Int)] = [:]
        // Each lane's marbles by tick, made when a lane is first asked: an echo looks up the
        // marbles at one tick instead of scanning every marble upstream.
        var byTick: [Int: [Int: [Int]]] = [:]
        func marbles(of lane: Int, at tick: Int) -> [Int] {
            if let lookup = byTick[lane] { return lookup[tick] ?? [] }
            let lookup = Dictionary(grouping: geometries[lane].marbles.indices) { geometries[lane].marbles[$0].tick }
            byTick[lane] = lookup
            return lookup[tick] ?? []
        }
        for (marbleIndex, marble) in geometries[index].marbles.enumerated() {
            guard case .replay(let from) = marble.item.kind else { continue }
            func emissions(_ lane: Int) -> [Int] {
                // A subject's initial value counts: it is where a replay of it came from.
                marbles(of: lane, at: from).filter { [.value, .initial].contains(geometries[lane].marbles[$0].item.kind) }
            }
            func passedOn(_ lane: Int) -> [Int] {
                marbles(of: lane, at: marble.tick).filter {
                    guard case .replay(from) = geometries[lane].marbles[$0].item.kind else { return false }
                    return geometries[lane].marbles[$0].item.value == marble.item.value
                }
            }
            let candidates: (Int) -> [Int]
            if graph.upstream(of: index, where: { !emissions($0).isEmpty }) != nil {
                candidates = emissions
            } else {
                candidates = passedOn
            }
            guard let lane = graph.upstream(of: index, where: { !candidates($0).isEmpty }) else { continue }
            let found = candidates(lane)
            let same = found.first { geometries[lane].marbles[$0].item.value == marble.item.value }
            result[marbleIndex] = (lane, same ?? found[0])
        }
        return result
    }
}
