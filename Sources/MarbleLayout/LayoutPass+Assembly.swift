/// The last phase: the axis under the plot, the legend under the axis, the canvas size,
/// and everything in paint order.
extension LayoutPass {
    func assemble(_ fit: HorizontalFit, _ stack: VerticalStacking, links: LaneLinks) -> DiagramLayout {
        let axis = AxisLayout(scale: fit.scale, theme: theme, plotLeft: fit.plotLeft, axisEnd: fit.axisEnd,
                              y: (stack.plotBottom + 14).rounded(), unit: trace.unit, measurer: measurer)
        var contentRight = max(axis.right, fit.geometries.map(\.annotationsRight).max() ?? 0)
        if let titleRun = stack.titleRun {
            contentRight = max(contentRight, titleRun.origin.x + measurer.measure(titleRun.string, font: titleRun.font).width)
        }
        let legend = LegendLayout(models: models, footnotes: fit.footnotes, theme: theme, left: theme.margin,
                                  top: axis.bottom + 16, maxRight: max(contentRight, 420), measurer: measurer)
        contentRight = max(contentRight, legend.right)
        let bottom = legend.isEmpty ? axis.bottom : legend.bottom

        let size = Size(width: (contentRight + theme.margin).rounded(.up), height: (bottom + theme.margin).rounded(.up))
        var items = [RoledElement(.background, .rect(Rect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 0,
                                                     fill: theme.background, stroke: nil))]
        items += stack.bands
        items += axis.guides(from: stack.plotTop).roled(.guide)
        items += links.replays
        items += links.boxes
        items += stack.laneItems
        items += axis.elements.roled(.axis)
        items += legend.elements.roled(.legend)
        if let titleRun = stack.titleRun { items.append(RoledElement(.title, .text(titleRun))) }
        return DiagramLayout(size: size, items: items, marks: stack.marks)
    }
}
