import MarbleLayout
import MarbleTrace
import XCTest

final class BranchTests: XCTestCase {
    /// `f = s.flatMap { cold("-x|") }`: three inner publishers; the first ends before the
    /// third starts, the second overlaps both.
    private let flatMap = Trace(ticks: 12, lanes: [
        Lane("f", role: .operator, label: "s.flatMap { ... }", events: [
            .value(2, 1), .value(5, 2), .value(7, 3), .finished(10)]),
        Lane("C", role: .subscriber, label: "f.sink()", inputs: ["f"], steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)], events: [
            .subscribe(0), .unlimited(0), .value(2, 1), .value(5, 2), .value(7, 3), .finished(10)]),
        Lane(LaneID(binding: "f", inner: 1), role: .source, label: "", parent: "f", events: [.subscribe(1), .value(2, 1), .finished(3)]),
        Lane(LaneID(binding: "f", inner: 2), role: .source, label: "", parent: "f", events: [.subscribe(2), .value(5, 2), .finished(8)]),
        Lane(LaneID(binding: "f", inner: 3), role: .source, label: "", parent: "f", events: [.subscribe(6), .value(7, 3), .finished(8)]),
    ])

    private func lineY(_ diagram: DiagramLayout, _ lane: String) -> Double {
        diagram.marks(onLane: lane).first { $0.kind == .value }!.center.y
    }

    func testBranchesHangUnderTheirParentBeforeTheNextLane() {
        let diagram = layout(flatMap)
        XCTAssertLessThan(lineY(diagram, "f"), lineY(diagram, "f.1"))
        XCTAssertLessThan(lineY(diagram, "f.2"), lineY(diagram, "C"))
        // f.1 is over by tick 3, so f.3 (from tick 6) reuses its row; f.2 overlaps both.
        XCTAssertEqual(lineY(diagram, "f.1"), lineY(diagram, "f.3"))
        XCTAssertGreaterThan(lineY(diagram, "f.2"), lineY(diagram, "f.1"))
        XCTAssertTrue(diagram.texts.contains("f.1, f.3"))
        XCTAssertTrue(diagram.texts.contains("f.2"))
        // A branch has no caret: the branch itself is the subscription.
        XCTAssertEqual(diagram.marks.filter { $0.kind == .subscribe }.map(\.lane), ["C"])
    }

    func testABranchIsASlantedLineFromTheParentAtTheSubscriptionTick() {
        let diagram = layout(flatMap)
        let parentY = lineY(diagram, "f")
        let rowY = lineY(diagram, "f.2")
        // f.2 was subscribed at tick 2, where f has a marble.
        let x2 = diagram.marks(onLane: "f").first { $0.tick == 2 }!.center.x
        let lineStroke = Stroke(color: Theme.light.foreground, width: Theme.light.lineWidth)
        // Ticks are 440 / 12 ≈ 36.7 pt apart, so the slant runs its full 16 pt to the right;
        // the row's line starts there.
        XCTAssertTrue(diagram.elements.contains(.line(from: Point(x: x2, y: parentY), to: Point(x: x2 + 16, y: rowY), stroke: lineStroke)))
        let rowLines = diagram.elements.compactMap { element -> Point? in
            if case .line(let from, let to, lineStroke) = element, from.y == rowY, to.y == rowY { return from }
            return nil
        }
        XCTAssertTrue(rowLines.contains(Point(x: x2 + 16, y: rowY)))
    }

    func testManyInnerPublishersInSequenceShareOneRow() {
        let inner = (0..<15).map { k in
            Lane(LaneID(binding: "f", inner: k + 1), role: .source, label: "", parent: "f", events: [
                .subscribe(4 * k), .value(4 * k + 1, .int(k)), .finished(4 * k + 2)])
        }
        let trace = Trace(ticks: 60, lanes: [Lane("f", role: .operator, label: "", events: [.value(59, 0)])] + inner)
        let diagram = layout(trace)
        XCTAssertEqual(Set(inner.map { lineY(diagram, $0.name) }).count, 1)
        assertNoOverlap(diagram.marbles)
    }

    func testAParentCycleDoesNotHangAndDrawsBothLanes() {
        let trace = Trace(ticks: 4, lanes: [
            Lane("x", role: .source, label: "", parent: "y", events: [.value(1, 1)]),
            Lane("y", role: .source, label: "", parent: "x", events: [.value(2, 2)]),
        ])
        XCTAssertEqual(Set(layout(trace).marbles.map(\.lane)), ["x", "y"])
    }
}
