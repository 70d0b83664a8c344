/// The box between an input lane and its output lane, labelled with the operators as
/// written, spanning the plot like Reactor's and swirly's boxes do. A label too long for
/// one line wraps (at most three lines, breaking before `.` calls and after commas), and
/// the box grows to hold it.
struct OperatorBox {
    var rect: Rect
    var lines: [String]

    static let padding = 8.0
    static let maxLines = 3

    /// A box at `top` spanning `left ..< right`, as tall as `label` needs.
    init(label: String, left: Double, right: Double, top: Double, theme: Theme, measurer: some TextMeasurer) {
        lines = LabelWrapper.lines(label, maxWidth: right - left - 2 * OperatorBox.padding, font: theme.operatorFont,
                                   measurer: measurer, maxLines: OperatorBox.maxLines)
        let height = max(theme.operatorBoxHeight, Double(lines.count) * OperatorBox.lineHeight(theme, measurer) + 2 * OperatorBox.padding - 4)
        rect = Rect(x: left, y: top, width: right - left, height: height.rounded(.up))
    }

    static func lineHeight(_ theme: Theme, _ measurer: some TextMeasurer) -> Double {
        let extent = measurer.measure("Hg", font: theme.operatorFont)
        return ((extent.ascent + extent.descent) * 1.25).rounded()
    }

    /// The box's outline and its label, each line centred.
    func elements(theme: Theme, measurer: some TextMeasurer) -> [Element] {
        let font = theme.operatorFont
        let extent = measurer.measure("Hg", font: font)
        let lineHeight = OperatorBox.lineHeight(theme, measurer)
        // The block of lines is centred as a whole: the first baseline sits half the block
        // above the middle, plus the ascent's share.
        let block = Double(lines.count - 1) * lineHeight
        let firstBaseline = rect.center.y - block / 2 + (extent.ascent - extent.descent) / 2
        var elements: [Element] = [
            .rect(rect, cornerRadius: 3, fill: theme.background, stroke: Stroke(color: theme.foreground, width: 1)),
        ]
        for (index, line) in lines.enumerated() {
            let baseline = (firstBaseline + Double(index) * lineHeight).rounded()
            elements.append(.text(TextRun(line, origin: Point(x: rect.center.x, y: baseline), font: font, color: theme.foreground, anchor: .middle)))
        }
        return elements
    }
}
