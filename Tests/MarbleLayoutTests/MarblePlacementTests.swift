import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class MarblePlacementTests: XCTestCase {
    /// `s` sends 1@1, 2@3 and finishes at 4; `C` subscribes at 0 and receives both.
    private let simple = Trace(ticks: 5, lanes: [
        Lane("s", role: .subject, label: "hot()", events: [.value(1, 1), .value(3, 2), .finished(4)]),
        Lane("C", role: .subscriber, label: "s.sink()", events: [
            .subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .finished(4)]),
    ])

    func testMarblesSitAtTheirTicksWithExactGeometry() {
        let diagram = layout(simple)
        // Name column: "s.sink()" is the widest text, 8 × 5.7 = 45.6 pt; the plot starts at
        // 24 + 45.6 + 22 = 91.6, tick 0 at 91.6 + 14 + 10 = 115.6, snapped to 115.5.
        // Five ticks want 440 / 5 = 88 pt each, capped at 64.
        let s = diagram.marks(onLane: "s").filter { $0.kind == .value }
        let c = diagram.marks(onLane: "C").filter { $0.kind == .value }
        XCTAssertEqual(s.map(\.center), [Point(x: 179.5, y: 39), Point(x: 307.5, y: 39)])
        XCTAssertEqual(c.map(\.center), [Point(x: 179.5, y: 95), Point(x: 307.5, y: 95)])
        XCTAssertEqual(s.map(\.frame.width), [28, 28])
        XCTAssertEqual(s.map(\.label), ["1", "2"])
        XCTAssertEqual(s[0].fill, ValueColor.fill(for: 1, palette: Theme.light.palette))
    }

    func testLanesAreInTraceOrderTopToBottom() {
        let diagram = layout(simple)
        let sY = diagram.marks(onLane: "s")[0].center.y
        let cY = diagram.marks(onLane: "C")[0].center.y
        XCTAssertLessThan(sY, cY)
        let names = diagram.textRuns.filter { $0.font == Theme.light.laneNameFont }
        XCTAssertEqual(names.map(\.string), ["s", "C"])
        XCTAssertLessThan(names[0].origin.y, names[1].origin.y)
    }

    func testFinishedBarStopsTheLineAndSubscriptionStartsIt() {
        let diagram = layout(simple)
        let finished = diagram.marks(onLane: "C").first { $0.kind == .finished }!
        let caret = diagram.marks(onLane: "C").first { $0.kind == .subscribe }!
        XCTAssertEqual(finished.center.x, 371.5)
        XCTAssertEqual(caret.center.x, 115.5)
        let line = Element.line(from: Point(x: 115.5, y: 95), to: Point(x: 371.5, y: 95),
                                stroke: Stroke(color: Theme.light.foreground, width: Theme.light.lineWidth))
        XCTAssertTrue(diagram.elements(.timeLine).contains(line))
    }

    func testSameTickValuesStackWithoutOverlap() {
        let trace = Trace(ticks: 6, lanes: [
            Lane("y", role: .subject, label: "", events: [
                .value(2, "a"), .value(2, "b"), .value(2, "c"), .value(3, "d")]),
        ])
        let marbles = layout(trace).marbles
        let column = marbles.filter { $0.tick == 2 }
        XCTAssertEqual(column.map(\.label), ["a", "b", "c"])
        XCTAssertEqual(Set(column.map(\.center.x)).count, 1)
        XCTAssertEqual(column[1].center.y - column[0].center.y, 33) // 2 × 14 + 5
        XCTAssertEqual(column[2].center.y - column[1].center.y, 33)
        assertNoOverlap(marbles)
    }

    func testValueAndFinishedAtOneTickReadAsOneTick() {
        let trace = Trace(ticks: 4, lanes: [
            Lane("y", role: .subject, label: "", events: [.value(2, "d"), .finished(2)]),
        ])
        let diagram = layout(trace)
        let marble = diagram.marbles[0]
        let bar = diagram.marks.first { $0.kind == .finished }!
        // The bar is at the tick's x, through the marble, 7 pt past its outline above and
        // below; painted first, so the marble's label stays whole.
        XCTAssertEqual(bar.center, marble.center)
        XCTAssertEqual(diagram.elements(.finish), [.line(
            from: Point(x: marble.center.x, y: marble.frame.minY - 7), to: Point(x: marble.center.x, y: marble.frame.maxY + 7),
            stroke: Stroke(color: Theme.light.foreground, width: Theme.light.terminalWidth))])
        let order = diagram.items.map(\.role)
        XCTAssertLessThan(order.firstIndex(of: .finish)!, order.firstIndex(of: .marble)!)
        // The line stops at the tick: under the marble.
        XCTAssertEqual(diagram.lines(.timeLine).map(\.to.x), [marble.center.x])
    }

    func testAFailureAtATickWithAValueIsAnXUnderItsMarble() {
        let trace = Trace(ticks: 4, lanes: [
            Lane("y", role: .subject, label: "", events: [.value(2, "d"), .failure(2, "boom")]),
        ])
        let diagram = layout(trace)
        let marble = diagram.marbles[0]
        let failure = diagram.marks.first { $0.kind == .failure }!
        // Through the marble the X read as "d failed": it closes a stem under it instead, a
        // slot down (outline 14, stack gap 5, the X's half size 0.45 × 14), at its usual size.
        let center = Point(x: marble.center.x, y: marble.center.y + 14 + 5 + 6.3)
        XCTAssertEqual(diagram.elements(.failure), [.cross(center: center, halfSize: 6.3,
                                                           stroke: Stroke(color: Theme.light.failure, width: 2.25, cap: .round))])
        XCTAssertEqual(failure.center, center)
        XCTAssertEqual(diagram.lines(.stem).map(\.to), [center])
    }

    func testACancelAtATickWithAValueHasItsMarkOverTheMarble() {
        let trace = Trace(ticks: 4, lanes: [
            Lane("y", role: .subscriber, label: "", events: [.subscribe(0), .value(2, "d"), .cancel(2)]),
        ])
        let diagram = layout(trace)
        let marble = diagram.marbles[0]
        let crosses = diagram.elements(.cancelMark).compactMap { element -> Point? in
            if case .cross(let center, _, _) = element { return center } else { return nil }
        }
        XCTAssertEqual(crosses, [Point(x: marble.center.x, y: marble.frame.minY - 7)])
    }

    func testLongLabelsGrowIntoPills() {
        let trace = Trace(ticks: 6, lanes: [
            Lane("w", role: .subject, label: "", events: [.value(1, "complete"), .value(3, 42)]),
        ])
        let marbles = layout(trace).marbles
        XCTAssertEqual(marbles[0].label, "complete")
        XCTAssertGreaterThan(marbles[0].frame.width, marbles[0].frame.height)
        XCTAssertEqual(marbles[1].frame.width, marbles[1].frame.height)
        assertNoOverlap(marbles)
    }

    func testLayoutIsDeterministic() {
        XCTAssertEqual(layout(simple), layout(simple))
    }

    func testEmptyTraceStillLaysOut() {
        let diagram = layout(Trace(ticks: 0, lanes: []))
        XCTAssertGreaterThan(diagram.size.width, 0)
        XCTAssertGreaterThan(diagram.size.height, 0)
        XCTAssertTrue(diagram.marks.isEmpty)
    }
}
