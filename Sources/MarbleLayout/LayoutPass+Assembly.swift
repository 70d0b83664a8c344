/// The last phase: the axis under the plot, the legend under the axis, the canvas size,
/// and everything in paint order.
extension LayoutPass {
    func assemble(_ fit: HorizontalFit, _ stack: inout VerticalStacking, links: LaneLinks) -> DiagramLayout {
        let axis = AxisLayout(scale: fit.scale, theme: theme, plotLeft: fit.plotLeft, axisEnd: fit.axisEnd,
                              y: (stack.plotBottom + 14).rounded(), unit: trace.unit, measurer: measurer)
        var contentRight = max(axis.right, fit.geometries.map(\.annotationsRight).max() ?? 0)
        if let titleRun = stack.titleRun {
            contentRight = max(contentRight, titleRun.origin.x + measurer.measure(titleRun.string, font: titleRun.font).width)
        }
        let legend = LegendLayout(models: models, replayLinksLeftOut: links.replaysLeftOut, footnotes: fit.footnotes, theme: theme, left: theme.margin,
                                  top: axis.bottom + 16, maxRight: max(contentRight, 420), measurer: measurer)
        contentRight = max(contentRight, legend.right)
        let bottom = legend.isEmpty ? axis.bottom : legend.bottom

        let size = Size(width: (contentRight + theme.margin).rounded(.up), height: (bottom + theme.margin).rounded(.up))
        var below = [RoledElement(.background, .rect(Rect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 0,
                                                     fill: theme.background, stroke: nil))]
        below += stack.bands
        below += axis.guides(from: stack.plotTop).roled(.guide)
        below += links.replays
        below += links.boxes
        var above = axis.elements.roled(.axis)
        above += legend.elements.roled(.legend)
        if let titleRun = stack.titleRun { above.append(RoledElement(.title, .text(titleRun))) }
        // The lanes' items (most of a big diagram) become the layout's in place, taken out of
        // the stacking: at most one exact copy when their buffer is full, never a doubling.
        var items = stack.laneItems
        stack.laneItems = []
        items.reserveCapacity(below.count + items.count + above.count)
        items.insert(contentsOf: below, at: 0)
        items += above
        var layout = DiagramLayout(size: size, items: items, marks: stack.marks)
        layout.timeScale = fit.scale
        return layout
    }
}
