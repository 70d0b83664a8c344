import MarbleTrace

/// One run of the layout: the phases share the models, the groups and the lane graph.
///
/// The phases, in order: fit the time scale and marble sizes horizontally
/// (`fitHorizontally`), stack groups of rows and their operator boxes vertically
/// (`stackVertically`), draw the links between lanes (`links`), and assemble the whole
/// with its axis and legend (`assemble`).
struct LayoutPass<Measurer: TextMeasurer> {
    let trace: Trace
    let theme: Theme
    let measurer: Measurer
    let models: [LaneModel]
    /// Lane indices per binding, in order of first appearance: `b[1]`, `b[2]` share one group.
    /// An inner publisher's lane follows right after the lane it branches off, in that group.
    let groups: [[Int]]
    let graph: LaneGraph
    let tickCount: Int

    init(trace: Trace, theme: Theme, measurer: Measurer) {
        self.trace = trace
        self.theme = theme
        self.measurer = measurer
        let graph = LaneGraph(trace.lanes)
        self.graph = graph
        let groups = LayoutPass.groups(trace.lanes, parents: graph.parents)
        self.groups = groups
        var models = trace.lanes.indices.map { index in
            LaneModel(trace.lanes[index], repeatedBelow: LayoutPass.repeatedRequests(of: index, in: trace.lanes, graph: graph))
        }
        for group in groups {
            let branches = group.filter { LayoutPass.isBranch($0, parents: graph.parents) }
            guard branches.count > BranchRowPlacement.mostBranchesKeptClear else { continue }
            for index in branches { models[index].isCrowdedBranch = true }
        }
        self.models = models
        tickCount = max(trace.ticks, (models.map(\.lastTick).max() ?? 0) + 1, 1)
    }

    func run() -> DiagramLayout {
        let fit = fitHorizontally()
        var stack = stackVertically(fit)
        let links = links(fit, stack)
        return assemble(fit, &stack, links: links)
    }
}

extension LayoutPass {
    /// The requests of the one row that reads from lane `index`, by tick, when exactly one
    /// does: a request it gets of the same size at the same tick merely passes that row's on.
    static func repeatedRequests(of index: Int, in lanes: [Lane], graph: LaneGraph) -> [Int: [Int?]] {
        guard graph.readers[index].count == 1 else { return [:] }
        // A step that asks its upstream on its own schedule (a buffer topping itself up):
        // a request of the same size at the same tick as one it received is its own, and is
        // what says why a value got in.
        let reader = lanes[graph.readers[index][0]]
        guard !reader.steps.contains(where: \.traits.requestsOnItsOwn) else { return [:] }
        var requests: [Int: [Int?]] = [:]
        for event in lanes[graph.readers[index][0]].events {
            if case .request(let n) = event.kind { requests[event.tick, default: []].append(n) }
        }
        return requests
    }
}
