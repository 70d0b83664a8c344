import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A cold publisher nobody subscribed to reads as not running: a faint dashed line with no
/// arrow and a note, while a subject with no subscriber keeps its live line.
final class NeverSubscribedTests: XCTestCase {
    private let trace = Trace(ticks: 4, lanes: [
        Lane("p", role: .source, label: "[1, 2, 3].publisher", events: []),
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: []),
        Lane("C", role: .subscriber, label: "q.sink()", events: [.subscribe(0), .value(1, 1)]),
    ])

    func testAnUnsubscribedColdRowIsDashedWithoutArrowAndSaysSo() throws {
        let diagram = layout(trace)
        let lineY = { (name: String) -> Double in
            let baseline = diagram.textRuns.first { $0.string == name }!.origin.y
            return diagram.lines(.timeLine).map(\.from.y).min { abs($0 - baseline) < abs($1 - baseline) }!
        }
        let strokes = diagram.elements(.timeLine).compactMap { element -> (y: Double, stroke: Stroke)? in
            if case .line(let from, _, let stroke) = element { return (from.y, stroke) } else { return nil }
        }
        let p = try XCTUnwrap(strokes.first { $0.y == lineY("p") })
        let s = try XCTUnwrap(strokes.first { $0.y == lineY("s") })
        XCTAssertFalse(p.stroke.dash.isEmpty)
        XCTAssertTrue(s.stroke.dash.isEmpty)
        let arrowYs = diagram.arrowTips(.timeLine).map(\.y)
        XCTAssertFalse(arrowYs.contains(lineY("p")))
        XCTAssertTrue(arrowYs.contains(lineY("s")))
        XCTAssertEqual(diagram.texts(.idleNote), ["never subscribed: nothing ran"])
        let note = try XCTUnwrap(diagram.textRuns.first { $0.string == "never subscribed: nothing ran" })
        XCTAssertGreaterThan(note.origin.y, lineY("p"))
        XCTAssertLessThan(note.origin.y, lineY("s"))
    }
}
