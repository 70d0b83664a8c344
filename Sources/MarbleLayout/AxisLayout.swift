/// The time axis under the lanes: a line with an arrow, a small mark per tick, a number
/// every `labelStep` ticks, the unit after the arrow, and faint guides up through the plot.
struct AxisLayout {
    private(set) var elements: [Element] = []
    /// Where the axis line is.
    let y: Double
    /// The rightmost point drawn (the unit, else the arrow).
    private(set) var right: Double
    /// The lowest point drawn (the numbers).
    private(set) var bottom: Double
    private let scale: TimeScale
    private let theme: Theme

    init(scale: TimeScale, theme: Theme, plotLeft: Double, axisEnd: Double, y: Double, unit: String?, measurer: some TextMeasurer) {
        self.y = y
        self.scale = scale
        self.theme = theme
        let color = theme.mutedText
        let stroke = Stroke(color: color, width: 1)
        let tip = axisEnd + theme.arrowLength
        elements.append(.line(from: Point(x: plotLeft, y: y), to: Point(x: tip - theme.arrowLength * 0.5, y: y), stroke: stroke))
        elements.append(.arrowhead(tip: Point(x: tip, y: y), direction: Point(x: 1, y: 0),
                                   length: theme.arrowLength * 0.8, width: theme.arrowWidth * 0.8, fill: color))
        let digits = measurer.measure("0", font: theme.axisFont)
        let numberBaseline = y + 6 + 3 + digits.ascent
        // A small mark at every tick when ticks are at least 5 pt apart, else only where labelled.
        let markStep = scale.spacing >= 5 ? 1 : scale.labelStep
        for tick in stride(from: 0, through: scale.tickCount, by: markStep) {
            let labelled = tick % scale.labelStep == 0
            let x = scale.x(tick)
            elements.append(.line(from: Point(x: x, y: y), to: Point(x: x, y: y + (labelled ? 5 : 3)), stroke: stroke))
            if labelled {
                elements.append(.text(TextRun(String(tick), origin: Point(x: x, y: numberBaseline),
                                              font: theme.axisFont, color: color, anchor: .middle)))
            }
        }
        right = tip
        if let unit, !unit.isEmpty {
            let x = tip + 6
            elements.append(.text(TextRun(unit, origin: Point(x: x, y: y + digits.ascent / 2), font: theme.axisFont, color: color)))
            right = x + measurer.measure(unit, font: theme.axisFont).width
        }
        bottom = numberBaseline + digits.descent + 2
    }

    /// Faint vertical guides at the labelled ticks, from `top` down to the axis.
    func guides(from top: Double) -> [Element] {
        stride(from: 0, through: scale.tickCount, by: scale.labelStep).map { tick in
            let x = scale.x(tick)
            return .line(from: Point(x: x, y: top), to: Point(x: x, y: y), stroke: Stroke(color: theme.guide, width: 1))
        }
    }
}
