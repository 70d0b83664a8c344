@testable import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Where marbles would be smaller than their labels, every event becomes a stroke across the
/// line with its value on hover, and item links are left out.
final class DensityDrawingTests: XCTestCase {
    /// `b = s.map { $0 * 10 }` over `count` ticks with a value at each.
    private func trace(_ count: Int) -> Trace {
        Trace(ticks: count + 1, lanes: [
            Lane("s", role: .subject, label: "hot()", events: (1...count).map { .value($0, .int($0)) }),
            Lane("b", role: .operator, label: "s.map", inputs: ["s"],
                 steps: [OperatorStep(name: "map", text: "map { $0 * 10 }", mapsTickToTick: true, isTransparent: false)],
                 events: (1...count).map { .value($0, .int($0 * 10)) }),
        ])
    }

    func testThousandsOfValuesAreStrokesWithTheirValueOnHover() {
        let diagram = layout(trace(2_000))
        let strokes = diagram.lines(.marble)
        XCTAssertEqual(strokes.count, 4_000)
        XCTAssertFalse(diagram.elements(.marble).contains { if case .circle = $0 { true } else { false } })
        XCTAssertTrue(diagram.elements(.itemLink).isEmpty)
        let marks = diagram.marks(onLane: "s")
        XCTAssertEqual(marks.count, 2_000)
        for (mark, stroke) in zip(marks, strokes.prefix(2_000)) {
            XCTAssertEqual(stroke.from.x, mark.center.x)
            XCTAssertEqual(stroke.to.x, mark.center.x)
            XCTAssertEqual((stroke.from.y + stroke.to.y) / 2, mark.center.y, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(stroke.to.y - stroke.from.y, 6)
        }
        XCTAssertEqual(marks[0].tooltip, "1")
        XCTAssertEqual(diagram.marks(onLane: "b")[1_999].tooltip, "20000")
    }

    func testAFewValuesKeepTheirMarblesAndItemLinks() {
        let diagram = layout(trace(20))
        XCTAssertTrue(diagram.lines(.marble).isEmpty)
        XCTAssertEqual(diagram.elements(.marble).filter { if case .circle = $0 { true } else { false } }.count, 40)
        XCTAssertEqual(diagram.arrowTips(.itemLink).count, 40)
        XCTAssertNil(diagram.marks(onLane: "s")[0].tooltip)
    }
}
