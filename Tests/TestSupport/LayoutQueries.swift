import MarbleLayout
import MarbleTrace
import XCTest

// How tests lay a trace out (text of a fixed width, so geometry is checkable without Cairo) and
// what they look up in the result.

/// Every character is 0.6 em wide; ink reaches 0.7 em up and 0.2 em down.
public struct FixedWidthMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: FontSpec) -> TextExtent {
        TextExtent(width: Double(text.count) * font.size * 0.6, ascent: font.size * 0.7, descent: font.size * 0.2)
    }
}

extension DiagramLayout {
    /// Marks drawn as marbles (values, replays, drops).
    public var marbles: [Mark] { marks.filter { [.value, .replay, .drop].contains($0.kind) } }

    /// The strings of all text elements.
    public var texts: [String] {
        elements.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// All text runs.
    public var textRuns: [TextRun] {
        elements.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }
}

/// `trace` laid out with `FixedWidthMeasurer`.
public func layout(_ trace: Trace, theme: Theme = .light) -> DiagramLayout {
    DiagramLayouter.layout(trace, theme: theme, measurer: FixedWidthMeasurer())
}

/// Fails if any two marbles share area (circles and pills, by their frames). A sweep over
/// frames sorted by their left edge keeps this fast for thousands of marbles. `context` (the
/// diagram's name) starts the failure message.
public func assertNoOverlap(_ marbles: [Mark], in context: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    let sorted = marbles.sorted { $0.frame.minX < $1.frame.minX }
    for i in sorted.indices {
        let a = sorted[i].frame.insetBy(0.01)
        var j = i + 1
        while j < sorted.count, sorted[j].frame.minX < a.maxX {
            let b = sorted[j].frame.insetBy(0.01)
            if a.intersects(b) {
                XCTFail((context.map { "\($0): " } ?? "") + "\(sorted[i].lane)@\(sorted[i].tick) \(a) overlaps \(sorted[j].lane)@\(sorted[j].tick) \(b)", file: file, line: line)
            }
            j += 1
        }
    }
}

extension Rect {
    /// The rectangle shrunk by `d` on every side.
    public func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

/// Queries on a layout by what its elements stand for, so that tests never identify a
/// kind of mark by its stroke, dash or corner radius.
extension DiagramLayout {
    /// The rectangles standing for `role` (operator boxes, group bands).
    public func rects(_ role: ElementRole) -> [Rect] {
        elements(role).compactMap { if case .rect(let rect, _, _, _) = $0 { return rect } else { return nil } }
    }

    /// The straight lines standing for `role`, as (from, to): a batch's segments and a path's legs one by one.
    public func lines(_ role: ElementRole) -> [(from: Point, to: Point)] {
        elements(role).flatMap { element -> [(from: Point, to: Point)] in
            switch element {
            case .line(let from, let to, _): return [(from, to)]
            case .segments(let segments, _): return segments.map { ($0.from, $0.to) }
            case .polyline(let points, _): return zip(points, points.dropFirst()).map { ($0, $1) }
            default: return []
            }
        }
    }

    /// The arrowhead tips of the elements standing for `role`.
    public func arrowTips(_ role: ElementRole) -> [Point] {
        elements(role).compactMap { if case .arrowhead(let tip, _, _, _, _) = $0 { return tip } else { return nil } }
    }

    /// The texts standing for `role`.
    public func texts(_ role: ElementRole) -> [String] {
        elements(role).compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// The operator boxes, top to bottom.
    public var operatorBoxes: [Rect] { rects(.operatorBox) }
}
