import MarbleLayout
import MarbleTrace

/// Every character is 0.6 em wide; ink reaches 0.7 em up and 0.2 em down.
struct FixedWidthMeasurer: TextMeasurer {
    func measure(_ text: String, font: FontSpec) -> TextExtent {
        TextExtent(width: Double(text.count) * font.size * 0.6, ascent: font.size * 0.7, descent: font.size * 0.2)
    }
}

func layout(_ trace: Trace, theme: Theme = .light) -> DiagramLayout {
    DiagramLayouter.layout(trace, theme: theme, measurer: FixedWidthMeasurer())
}
