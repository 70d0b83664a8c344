@testable import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Where marbles would be smaller than their labels, a lane is an overview strip of its rate
/// of events (`DensityOverview`) with every value on hover and its ends in full
/// (`DenseDetail`), and item links are left out.
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

    /// The strokes of the overview strips (role `.marble`), each as a segment.
    private func strokes(_ diagram: DiagramLayout) -> [LineSegment] {
        diagram.elements(.marble).flatMap { element -> [LineSegment] in
            switch element {
            case .line(let from, let to, _): return [LineSegment(from: from, to: to)]
            case .segments(let segments, _): return segments
            default: return []
            }
        }
    }

    func testThousandsOfValuesAreAnOverviewStripWithTheirValuesOnHoverAndTheEndsInFull() {
        let diagram = layout(trace(2_000))
        XCTAssertTrue(diagram.elements(.itemLink).isEmpty)
        // Every event keeps its mark and its value on hover.
        let marks = diagram.marks(onLane: "s")
        XCTAssertEqual(marks.count, 2_000)
        XCTAssertEqual(marks[1].tooltip, "tick 2: 2")
        XCTAssertEqual(diagram.marks(onLane: "b")[1_998].tooltip, "tick 1999: 19990")
        // A pointer finds it in its point-wide column of the strip, as tall as the strip.
        let hover = try! XCTUnwrap(marks[1].hoverFrame)
        XCTAssertEqual(hover.width, 1)
        XCTAssertEqual(hover.x, marks[1].center.x.rounded(.down))
        XCTAssertEqual(hover.center.y, marks[1].center.y, accuracy: 1e-9)
        XCTAssertGreaterThan(hover.height, marks[1].frame.height)
        // The first and last are marbles of the theme's size under the line, on stems.
        let line = marks[1].center.y
        for end in [marks[0], marks[1_999]] {
            XCTAssertEqual(end.frame.height, 28)
            XCTAssertGreaterThan(end.frame.minY, line)
        }
        XCTAssertEqual(diagram.marks(onLane: "b")[1_999].label, "20000")
        XCTAssertEqual(diagram.lines(.stem).count, 4)
        // The rest is one stroke per point of width, a steady stream's all as tall, in one
        // neutral colour (not the values' colours, which aliased into stripes).
        let strip = strokes(diagram).filter { abs(($0.from.y + $0.to.y) / 2 - line) < 1e-9 }
        XCTAssertEqual(Set(strip.map { $0.to.y - $0.from.y }).count, 1)
        XCTAssertEqual(Set(strip.map(\.from.x)).count, strip.count)
        XCTAssertTrue(strip.allSatisfy { $0.from.x == $0.from.x.rounded(.down) + 0.5 })
        XCTAssertEqual(Set(diagram.elements(.marble).compactMap { element -> RGBA? in
            if case .segments(_, let stroke) = element { return stroke.color }
            if case .line(_, _, let stroke) = element { return stroke.color }
            return nil
        }).count, 1)
    }

    /// A change of pace is a step in the strip: a value every tick, then one every fourth.
    func testTheStripIsAsTallAsTheRateOfEvents() {
        let events: [TraceEvent] = (1...5_000).map { .value($0, .int($0 % 10)) }
            + stride(from: 5_004, through: 20_000, by: 4).map { .value($0, .int($0 % 10)) }
        let diagram = layout(Trace(ticks: 20_001, lanes: [Lane("s", role: .subject, label: "", events: events)]))
        let strip = strokes(diagram)
        let middle = strip.map(\.from.x).sorted()[strip.count / 2]
        let heights = { (range: (Double) -> Bool) in Set(strip.filter { range($0.from.x) }.map { $0.to.y - $0.from.y }) }
        let fast = heights { $0 < middle / 3 }, slow = heights { $0 > middle * 1.2 }
        XCTAssertEqual(fast.count, 1)
        XCTAssertEqual(slow.count, 1)
        // Full height (0.3 + 0.7 of it) against a quarter of the rate (0.3 + 0.7 / 4).
        XCTAssertEqual(slow.first! / fast.first!, (0.3 + 0.7 / 4) / 1, accuracy: 1e-9)
        // A lane of a single value is a single element.
        let one = layout(Trace(ticks: 10_001, lanes: [
            Lane("s", role: .subject, label: "", events: (1...10_000).map { .value($0, .int(7)) }),
        ]))
        XCTAssertEqual(one.elements(.marble).filter { if case .circle = $0 { false } else if case .text = $0 { false } else { true } }.count, 1)
    }

    /// Drops in a strip are hollow, as a dropped marble is: the two ends of their stroke in the
    /// drop colour, the middle empty, so that a run of drops (a subscriber that received
    /// nothing) is an empty band and never reads as values received. Values: full strokes.
    func testDropsInTheStripAreHollowAndValuesFull() {
        let events: [TraceEvent] = (1...1_000).map { .value($0, .int($0 % 10)) }
            + (1_001...2_000).map { .init(tick: $0, kind: .drop(.int($0 % 10), reason: .noDemand)) }
            + [.value(2_001, .int(1))]
        let diagram = layout(Trace(ticks: 2_002, lanes: [Lane("s", role: .subject, label: "", events: events)]))
        let line = diagram.marks(onLane: "s")[1].center.y
        func segments(_ role: ElementRole) -> [LineSegment] {
            diagram.elements(role).flatMap { element -> [LineSegment] in
                switch element {
                case .line(let from, let to, _): return [LineSegment(from: from, to: to)]
                case .segments(let segments, _): return segments
                default: return []
                }
            }
        }
        let values = segments(.marble).filter { $0.from.y < line && $0.to.y > line }
        XCTAssertGreaterThan(values.count, 100)
        let drops = segments(.drop)
        XCTAssertGreaterThan(drops.count, 100)
        // Each drop column is two strokes of 1.5 points, one at each end, none across the line.
        for x in Set(drops.map(\.from.x)) {
            let column = drops.filter { $0.from.x == x }.sorted { $0.from.y < $1.from.y }
            XCTAssertEqual(column.count, 2)
            XCTAssertEqual(column[0].to.y - column[0].from.y, DensityOverview.dropEdge, accuracy: 1e-9)
            XCTAssertEqual(column[1].to.y - column[1].from.y, DensityOverview.dropEdge, accuracy: 1e-9)
            XCTAssertLessThan(column[0].to.y, line)
            XCTAssertGreaterThan(column[1].from.y, line)
        }
    }

    func testAFewValuesKeepTheirMarblesAndItemLinks() {
        let diagram = layout(trace(20))
        XCTAssertTrue(diagram.lines(.marble).isEmpty)
        XCTAssertEqual(diagram.elements(.marble).filter { if case .circle = $0 { true } else { false } }.count, 40)
        XCTAssertEqual(diagram.arrowTips(.itemLink).count, 40)
        XCTAssertNil(diagram.marks(onLane: "s")[0].tooltip)
    }
}
