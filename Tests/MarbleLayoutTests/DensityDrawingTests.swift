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

    /// 10,000 values 0.36 pt apart, on half points: many share their x, and only the last
    /// at each x, the one that shows, is drawn, in event order; its colour's runs are one
    /// element each. Every event keeps its mark.
    func testTensOfThousandsOfValuesDrawOnlyTheStrokesThatShow() {
        let diagram = layout(trace(10_000))
        var painted: [(x: Double, middle: Double, color: RGBA)] = []
        for element in diagram.elements(.marble) {
            switch element {
            case .line(let from, let to, let stroke): painted.append((from.x, (from.y + to.y) / 2, stroke.color))
            case .segments(let segments, let stroke): painted += segments.map { ($0.from.x, ($0.from.y + $0.to.y) / 2, stroke.color) }
            default: XCTFail("a density stroke is a line or segments: \(element)")
            }
        }
        var shown: [(x: Double, middle: Double, color: RGBA)] = []
        for lane in ["s", "b"] {
            let marks = diagram.marks(onLane: lane)
            XCTAssertEqual(marks.count, 10_000)
            var lastAt: [Double: Mark] = [:], xs: [Double] = []
            for mark in marks where lastAt.updateValue(mark, forKey: mark.center.x) == nil { xs.append(mark.center.x) }
            shown += xs.map { (lastAt[$0]!.center.x, lastAt[$0]!.center.y, lastAt[$0]!.fill!) }
        }
        XCTAssertLessThan(shown.count, 20_000)
        XCTAssertEqual(painted.map(\.x), shown.map(\.x))
        XCTAssertEqual(painted.map(\.color), shown.map(\.color))
        for (stroke, mark) in zip(painted, shown) { XCTAssertEqual(stroke.middle, mark.middle, accuracy: 1e-9) }
        XCTAssertLessThan(diagram.elements(.marble).count, painted.count)
        // A lane of a single value is a single element.
        let one = layout(Trace(ticks: 10_001, lanes: [
            Lane("s", role: .subject, label: "", events: (1...10_000).map { .value($0, .int(7)) }),
        ]))
        XCTAssertEqual(one.elements(.marble).count, 1)
    }

    func testAFewValuesKeepTheirMarblesAndItemLinks() {
        let diagram = layout(trace(20))
        XCTAssertTrue(diagram.lines(.marble).isEmpty)
        XCTAssertEqual(diagram.elements(.marble).filter { if case .circle = $0 { true } else { false } }.count, 40)
        XCTAssertEqual(diagram.arrowTips(.itemLink).count, 40)
        XCTAssertNil(diagram.marks(onLane: "s")[0].tooltip)
    }
}
