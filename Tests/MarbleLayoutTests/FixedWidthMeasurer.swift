import MarbleLayout

/// Every character is 0.6 em wide; ink reaches 0.7 em up and 0.2 em down.
struct FixedWidthMeasurer: TextMeasurer {
    func measure(_ text: String, font: FontSpec) -> TextExtent {
        TextExtent(width: Double(text.count) * font.size * 0.6, ascent: font.size * 0.7, descent: font.size * 0.2)
    }
}

extension DiagramLayout {
    /// Marks drawn as marbles (values, replays, drops).
    var marbles: [Mark] { marks.filter { [.value, .replay, .drop].contains($0.kind) } }

    /// The strings of all text elements.
    var texts: [String] {
        elements.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// All text runs.
    var textRuns: [TextRun] {
        elements.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }
}

func layout(_ trace: Trace, theme: Theme = .light) -> DiagramLayout {
    DiagramLayouter.layout(trace, theme: theme, measurer: FixedWidthMeasurer())
}

import MarbleTrace
