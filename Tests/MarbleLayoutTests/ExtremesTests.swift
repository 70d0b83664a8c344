import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// One lane or fifteen, five ticks or five hundred: the layout adapts and stays readable.
final class ExtremesTests: XCTestCase {
    /// `L0` a subject, then `Lk = L(k-1).map { $0 + 1 }` for k = 1 ..< lanes.
    private func chain(lanes: Int, ticks: Int) -> Trace {
        Trace(ticks: ticks, lanes: (0..<lanes).map { k in
            let values: [TraceEvent] = stride(from: 1, to: ticks - 1, by: max(1, ticks / 12)).map { .value($0, .int($0 + k)) }
            return Lane(LaneID(binding: "L\(k)"), role: k == 0 ? .subject : .operator, label: "",
                        inputs: k == 0 ? [] : [LaneID(binding: "L\(k - 1)")],
                        steps: k == 0 ? [] : [OperatorStep(name: "map", text: "map { $0 + 1 }", mapsTickToTick: true)],
                        events: (k == 0 ? [] : [.subscribe(0), .request(0, 100)]) + values + [.finished(ticks - 1)])
        })
    }

    private func boxes(_ diagram: DiagramLayout) -> [Rect] {
        diagram.operatorBoxes
    }

    func testOneLaneOfFiveTicksUsesFullSizeMarblesAndTheWidestSpacing() {
        let diagram = layout(Trace(ticks: 5, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(1, 1), .value(2, 2), .finished(4)]),
        ]))
        let marbles = diagram.marbles
        XCTAssertEqual(marbles.map(\.frame.width), [28, 28])
        // 440 pt over five ticks would be 88 per tick: capped at the theme's 64.
        XCTAssertEqual(marbles[1].center.x - marbles[0].center.x, 64)
        XCTAssertTrue(boxes(diagram).isEmpty)
    }

    func testFifteenLanesChainedThroughOperatorsGetFourteenBoxesThatTouchNothing() {
        let diagram = layout(chain(lanes: 15, ticks: 40))
        let boxes = boxes(diagram)
        XCTAssertEqual(boxes.count, 14)
        for box in boxes {
            for mark in diagram.marks {
                XCTAssertFalse(box.intersects(mark.frame), "\(mark.lane)@\(mark.tick) \(mark.kind) meets a box")
            }
        }
        // Boxes are stacked top to bottom, one between each pair of lanes.
        for (upper, lower) in zip(boxes, boxes.dropFirst()) { XCTAssertLessThan(upper.maxY, lower.minY) }
        let lines = (0..<15).map { k in diagram.marks(onLane: "L\(k)").first { $0.kind == .value }!.center.y }
        for (k, box) in boxes.enumerated() {
            XCTAssertLessThan(lines[k], box.minY)
            XCTAssertGreaterThan(lines[k + 1], box.maxY)
        }
        assertNoOverlap(diagram.marbles)
    }

    func testFiveHundredTicksShrinkMarblesInsteadOfGrowingPastTheCap() {
        let diagram = layout(chain(lanes: 3, ticks: 500))
        let marbles = diagram.marbles
        let first = marbles.filter { $0.lane == "L0" }
        // Sparse values (every 41 ticks) sit on a compact axis: 4 pt per tick, what the last
        // value (493) and the completion 6 ticks later need: a 14 pt marble, a 2 pt bar and
        // an 8 pt gap, (14 + 2 + 8) / 6. Marbles shrink only by the half point of slack.
        XCTAssertEqual(first[1].center.x - first[0].center.x, 41 * 4, accuracy: 0.5)
        XCTAssertEqual(first[0].frame.width, 28 * 3.5 / 4, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(diagram.size.width, Theme.light.maxPlotWidth)
        assertNoOverlap(marbles)

        // Every tick busy: marbles shrink to fit 7.2 pt, and nothing overlaps; the first and
        // last keep their size, hanging under the line (`DenseDetail`).
        let dense = Trace(ticks: 500, lanes: [
            Lane("d", role: .subject, label: "", events: (0..<500).map { .value($0, .int($0 % 10)) }),
        ])
        let dots = layout(dense).marbles
        XCTAssertEqual(dots.count, 500)
        XCTAssertLessThan(dots[1].frame.width, 7.2)
        XCTAssertLessThan(dots[498].frame.width, 7.2)
        XCTAssertEqual([dots[0].frame.height, dots[499].frame.height], [28, 28])
        assertNoOverlap(dots)
    }

    func testABurstAtOneTickIsOneMarkTheEndThroughItAndItsRequestBelow() {
        let burst: [TraceEvent] = (1...6).map { .value(3, .int($0)) }
        let trace = Trace(ticks: 6, lanes: [
            Lane("C", role: .subscriber, label: "", events: [.subscribe(0), .request(0, 6)] + burst + [.request(3, 1), .finished(3)]),
        ])
        let diagram = layout(trace)
        // Six at one tick are more than a stack shows well (`BurstTests`): one mark.
        let marks = diagram.marbles
        XCTAssertEqual(marks.map(\.label), ["values ×6: 1…6"])
        XCTAssertEqual(marks[0].tooltip, "6 values at tick 3 (values): 1, 2, 3, 4, 5, 6")
        // The completion at the same tick is drawn through it, as through a lone marble.
        let finished = diagram.marks.first { $0.kind == .finished }!
        XCTAssertEqual(finished.center, marks[0].center)
        // The request made after the values hangs under the mark.
        let request = diagram.marks.first { $0.kind == .request && $0.tick == 3 }!
        XCTAssertGreaterThan(request.frame.minY, marks[0].frame.maxY)
    }
}
