import MarbleLayout

/// Queries on a layout by what its elements stand for, so that tests never identify a
/// kind of mark by its stroke, dash or corner radius.
extension DiagramLayout {
    /// The rectangles standing for `role` (operator boxes, group bands).
    func rects(_ role: ElementRole) -> [Rect] {
        elements(role).compactMap { if case .rect(let rect, _, _, _) = $0 { return rect } else { return nil } }
    }

    /// The straight lines standing for `role`, as (from, to).
    func lines(_ role: ElementRole) -> [(from: Point, to: Point)] {
        elements(role).compactMap { if case .line(let from, let to, _) = $0 { return (from, to) } else { return nil } }
    }

    /// The arrowhead tips of the elements standing for `role`.
    func arrowTips(_ role: ElementRole) -> [Point] {
        elements(role).compactMap { if case .arrowhead(let tip, _, _, _, _) = $0 { return tip } else { return nil } }
    }

    /// The texts standing for `role`.
    func texts(_ role: ElementRole) -> [String] {
        elements(role).compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// The operator boxes, top to bottom.
    var operatorBoxes: [Rect] { rects(.operatorBox) }

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
