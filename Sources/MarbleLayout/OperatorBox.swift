/// The box between an input lane and its output lane, labelled with the operators as
/// written, spanning the plot like Reactor's and swirly's boxes do.
struct OperatorBox {
    var rect: Rect
    var label: String

    /// The box's outline and its label, centred; a label wider than the box is cut short.
    func elements(theme: Theme, measurer: some TextMeasurer) -> [Element] {
        let font = theme.operatorFont
        let text = LabelWrapper.ellipsized(label, maxWidth: rect.width - 16, font: font, measurer: measurer)
        let extent = measurer.measure("Hg", font: font)
        let baseline = (rect.center.y + (extent.ascent - extent.descent) / 2).rounded()
        return [
            .rect(rect, cornerRadius: 3, fill: theme.background, stroke: Stroke(color: theme.foreground, width: 1)),
            .text(TextRun(text, origin: Point(x: rect.center.x, y: baseline), font: font, color: theme.foreground, anchor: .middle)),
        ]
    }
}
