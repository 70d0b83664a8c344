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
        models = trace.lanes.map(LaneModel.init)
        graph = LaneGraph(trace.lanes)
        groups = LayoutPass.groups(trace.lanes, parents: graph.parents)
        tickCount = max(trace.ticks, (models.map(\.lastTick).max() ?? 0) + 1, 1)
    }

    func run() -> DiagramLayout {
        let fit = fitHorizontally()
        let stack = stackVertically(fit)
        let links = links(fit, stack)
        return assemble(fit, stack, links: links)
    }
}
