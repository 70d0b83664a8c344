import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Everything at one tick with several marbles reads top to bottom in the order it happened:
/// a subscription's caret heads the stack, the marbles follow on their stem, and the end
/// (finished, failed, cancelled) closes the stem under the last marble, never over the first.
final class StackOrderTests: XCTestCase {
    /// `s.send("--(123#)")`: three values then a failure at tick 2.
    private let failing = Trace(ticks: 8, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [
            .value(2, 1), .value(2, 2), .value(2, 3), .failure(2, "error")]),
    ])

    func testAFailureAfterAStackIsAnXUnderTheLastMarbleOnTheStem() throws {
        let diagram = layout(failing)
        let stack = diagram.marbles
        XCTAssertEqual(stack.map(\.label), ["1", "2", "3"])
        let cross = try XCTUnwrap(diagram.marks.first { $0.kind == .failure })
        // On the stem, a slot under the last marble: its outline (14), the stack gap (5),
        // then the X's half size (0.45 × 14).
        XCTAssertEqual(cross.center.x, stack[2].center.x)
        XCTAssertEqual(cross.center.y, stack[2].center.y + 14 + 5 + 6.3, accuracy: 1e-9)
        XCTAssertEqual(cross.frame.width, 2 * 6.3, accuracy: 1e-9)
        XCTAssertGreaterThan(cross.frame.minY, stack[2].frame.maxY)
        // Nothing of the X on the first marble (the old drawing crossed it out, 21 pt high).
        let crosses = diagram.elements(.failure).compactMap { element -> Point? in
            if case .cross(let center, _, _) = element { return center } else { return nil }
        }
        XCTAssertEqual(crosses, [cross.center])
        // The stem runs from the line on to the X.
        let stem = try XCTUnwrap(diagram.lines(.stem).first)
        XCTAssertEqual(stem.from, stack[0].center)
        XCTAssertEqual(stem.to, cross.center)
        // The error text hangs under the X, its leader pointing up at it.
        let leader = try XCTUnwrap(diagram.lines(.errorLabel).first)
        XCTAssertEqual(leader.from.x, cross.center.x)
        XCTAssertEqual(min(leader.from.y, leader.to.y), cross.center.y + 6.3 + 2, accuracy: 1e-9)
        XCTAssertEqual(diagram.texts(.errorLabel), ["error"])
        assertNoOverlap(stack + [cross])
    }

    func testACompletionAfterAStackIsAMarbleWideBoldBarClosingTheStem() throws {
        let diagram = layout(Trace(ticks: 4, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(1, 1), .value(1, 2), .finished(1)]),
            Lane("t", role: .subject, label: "", events: [.value(1, 1), .finished(2)]),
        ]))
        let stack = diagram.marbles.filter { $0.lane == "s" }
        let bar = try XCTUnwrap(diagram.marks.first { $0.kind == .finished && $0.lane == "s" })
        XCTAssertEqual(bar.center.x, stack[1].center.x)
        XCTAssertEqual(bar.center.y, stack[1].center.y + 25.3, accuracy: 1e-9)
        // Across the stem: as wide as a marble (2 × 14; an upright bar's height, 23.8, read as
        // the stem's foot), its stroke twice an upright bar's, reaching up and down its
        // stroke and as much again.
        XCTAssertEqual(bar.frame.width, 28)
        XCTAssertEqual(bar.frame.height, 8)
        XCTAssertEqual(bar.frame.width, stack[1].frame.width)
        let strokes = diagram.elements(.finish).compactMap { element -> (from: Point, to: Point, width: Double)? in
            if case .line(let from, let to, let stroke) = element { return (from, to, stroke.width) } else { return nil }
        }
        XCTAssertEqual(strokes.count, 2)
        let drawn = try XCTUnwrap(strokes.first { $0.from.y == $0.to.y })
        XCTAssertEqual(drawn.to.x - drawn.from.x, 28)
        XCTAssertEqual(drawn.width, 4)
        // t's plain end on its line stays the upright bar of 2.
        let upright = try XCTUnwrap(strokes.first { $0.from.x == $0.to.x })
        XCTAssertEqual(upright.width, 2)
        XCTAssertEqual(upright.to.y - upright.from.y, 23.8, accuracy: 1e-9)
        XCTAssertEqual(diagram.lines(.stem).first?.to, bar.center)
        // The line ends at the tick, under the first marble, with no bar there.
        let line = try XCTUnwrap(diagram.lines(.timeLine).first)
        XCTAssertEqual(line.to, stack[0].center)
        XCTAssertTrue(diagram.lines(.finish).allSatisfy { $0.from.y > stack[1].frame.maxY })
        assertNoOverlap(stack + [bar])
    }

    func testACaretHeadsTheStackAtItsTickAndARequestMadeBeforeTheValuesStandsBesideIt() throws {
        // An operator's row: subscribed, asked for 2, got them, cancelled, all at tick 2.
        let diagram = layout(Trace(ticks: 5, lanes: [
            Lane("p", role: .operator, label: "", events: [
                .subscribe(2), .request(2, 2), .value(2, 1), .value(2, 2), .cancel(2)]),
        ]))
        let stack = diagram.marbles
        let caret = try XCTUnwrap(diagram.marks.first { $0.kind == .subscribe })
        let line = try XCTUnwrap(diagram.lines(.stem).first).from
        // The caret takes the stack's first slot, its tip 3 pt under the line; the marbles
        // follow a stack pitch (2 × 14 + 5) apart.
        XCTAssertEqual(caret.center.x, line.x)
        XCTAssertEqual(caret.frame.minY, line.y + 3)
        XCTAssertEqual(stack.map(\.center.y), [line.y + 33, line.y + 66])
        XCTAssertGreaterThan(stack[0].frame.minY, caret.frame.maxY)
        // The request, made before the values, stands right of the stack's top, its leader
        // pointing at the line (under the stack it would read as made after them).
        let request = try XCTUnwrap(diagram.marks.first { $0.kind == .request })
        XCTAssertEqual(request.label, "request(2)")
        XCTAssertEqual(request.frame.minX, line.x + 14 + 4)
        XCTAssertEqual(request.frame.minY, line.y + 2)
        // The cancellation closes the stem, flat, its small X on the stem; `cancel()` hangs
        // under it.
        let cancel = try XCTUnwrap(diagram.marks.first { $0.kind == .cancel })
        XCTAssertEqual(cancel.center, Point(x: line.x, y: stack[1].center.y + 25.3))
        let dashes = try XCTUnwrap(diagram.lines(.cancelMark).first)
        XCTAssertEqual(dashes.from.y, dashes.to.y)
        let leader = try XCTUnwrap(diagram.arrowTips(.cancelLabel).first)
        XCTAssertEqual(leader.x, line.x)
        XCTAssertEqual(leader.y, cancel.center.y + 4 + 2)
        for mark in diagram.marks where mark.kind != .value {
            for marble in stack {
                XCTAssertFalse(mark.frame.intersects(marble.frame), "\(mark.kind) on marble \(marble.label!)")
            }
        }
    }

    func testARequestAfterTheValuesOfAStackHangsUnderItsEnd() throws {
        let diagram = layout(Trace(ticks: 5, lanes: [
            Lane("C", role: .subscriber, label: "", events: [
                .subscribe(0), .request(0, 2), .value(2, 1), .value(2, 2), .request(2, 1), .finished(2)]),
        ]))
        let bar = try XCTUnwrap(diagram.marks.first { $0.kind == .finished })
        let request = try XCTUnwrap(diagram.marks.first { $0.kind == .request && $0.tick == 2 })
        XCTAssertEqual(request.frame.minX, bar.center.x)
        XCTAssertEqual(request.frame.minY, bar.frame.maxY + 2)
    }

    func testARequestBeforeTheValuesOfAStackStandsBesideItsTop() throws {
        // `sink(demand: 0)` under a buffer: its request at tick 3 releases two values.
        let diagram = layout(Trace(ticks: 5, lanes: [
            Lane("C", role: .subscriber, label: "", events: [
                .subscribe(0), .request(3, 3), .value(3, 1), .value(3, 2), .finished(3)]),
        ]))
        let stack = diagram.marbles
        let request = try XCTUnwrap(diagram.marks.first { $0.kind == .request })
        XCTAssertEqual(request.frame.minX, stack[0].center.x + 14 + 4)
        XCTAssertEqual(request.frame.minY, stack[0].center.y + 2)
        // The marbles keep the line: no caret heads this stack.
        XCTAssertEqual(diagram.lines(.timeLine).first?.to, stack[0].center)
    }

    func testNoCompletionLinkRunsIntoAStackWhoseEndClosesItsStem() throws {
        // b finishes alone at tick 3; its output c gets two values and finishes there.
        func diagram(_ outputEvents: [TraceEvent]) -> DiagramLayout {
            layout(Trace(ticks: 5, lanes: [
                Lane("b", role: .subject, label: "", events: [.value(1, 1), .finished(3)]),
                Lane("c", role: .operator, label: "b.map", inputs: ["b"],
                     steps: [OperatorStep(name: "map", text: "map { $0 }", mapsTickToTick: true, isTransparent: false)],
                     events: outputEvents),
            ]))
        }
        let single = diagram([.value(1, 1), .value(3, 5), .finished(3)])
        let stacked = diagram([.value(1, 1), .value(3, 5), .value(3, 6), .finished(3)])
        let tick3 = try XCTUnwrap(single.marks.first { $0.kind == .finished && $0.lane == "b" }).center.x
        // Through a single marble the end is at the line, and the link reaches it; under a
        // stack, it would meet the stack's first marble, which did not end anything.
        XCTAssertTrue(single.arrowTips(.itemLink).contains { $0.x == tick3 })
        XCTAssertFalse(stacked.arrowTips(.itemLink).contains { $0.x == tick3 })
        XCTAssertTrue(stacked.arrowTips(.itemLink).contains { $0.x < tick3 })
    }

    func testNoMarkAtAStacksTickLiesOnAMarbleInGeneratedLanes() {
        // Lanes that subscribe, request, emit a stack of 2 to 4 and end (each way), all at one
        // tick, beside a lane with marbles at every tick: every caret, end mark and label
        // stays off every marble, and on the canvas.
        var random = SeededGenerator(seed: 17)
        for round in 0..<40 {
            let ends: [TraceEvent] = [.finished(2), .failure(2, "boom"), .cancel(2)]
            var events: [TraceEvent] = random.next(2) == 0 ? [.subscribe(2)] : [.subscribe(0)]
            if random.next(2) == 0 { events.append(.request(2, random.next(3) + 1)) }
            events += (0..<(random.next(3) + 2)).map { .value(2, .int($0)) }
            if random.next(3) == 0 { events.append(.request(2, 1)) }
            events.append(ends[random.next(3)])
            let trace = Trace(ticks: 5, lanes: [
                Lane("a", role: .operator, label: "", events: events),
                Lane("b", role: .subject, label: "", events: (0..<5).map { .value($0, .int($0)) }),
            ])
            let diagram = layout(trace)
            let canvas = Rect(x: 0, y: 0, width: diagram.size.width, height: diagram.size.height)
            assertNoOverlap(diagram.marbles, in: "round \(round)")
            for mark in diagram.marks {
                XCTAssertTrue(canvas.contains(Point(x: mark.frame.minX, y: mark.frame.minY))
                              && canvas.contains(Point(x: mark.frame.maxX, y: mark.frame.maxY)), "round \(round): \(mark.kind) off the canvas")
                guard mark.kind != .value else { continue }
                for marble in diagram.marbles {
                    XCTAssertFalse(mark.frame.intersects(marble.frame), "round \(round): \(mark.kind) on \(marble.lane)@\(marble.tick)")
                }
            }
        }
    }

    func testASingleMarbleKeepsItsEndThroughItAndItsCaretUnderIt() throws {
        let diagram = layout(Trace(ticks: 4, lanes: [
            Lane("C", role: .subscriber, label: "", events: [.subscribe(1), .unlimited(1), .value(1, 1), .finished(1)]),
        ]))
        let marble = try XCTUnwrap(diagram.marbles.first)
        let bar = try XCTUnwrap(diagram.marks.first { $0.kind == .finished })
        let caret = try XCTUnwrap(diagram.marks.first { $0.kind == .subscribe })
        XCTAssertEqual(bar.center, marble.center)
        XCTAssertEqual(bar.frame.height, 2 * (14 + 7))
        XCTAssertEqual(caret.frame.minY, bar.frame.maxY + 3)
        XCTAssertTrue(diagram.lines(.stem).isEmpty)
    }

    /// `Just(1).append(Fail(...))`: through the lone marble the X read as "1 failed" (or
    /// crossed out); the marble is a stack of one, its caret above it and the X under it.
    func testAFailureAtALoneMarblesTickIsAnXUnderItOnAStem() throws {
        let diagram = layout(Trace(ticks: 4, lanes: [
            Lane("C", role: .subscriber, label: "", events: [.subscribe(1), .unlimited(1), .value(1, 1), .failure(1, "boom")]),
        ]))
        let marble = try XCTUnwrap(diagram.marbles.first)
        let cross = try XCTUnwrap(diagram.marks.first { $0.kind == .failure })
        let caret = try XCTUnwrap(diagram.marks.first { $0.kind == .subscribe })
        XCTAssertEqual(cross.center.x, marble.center.x)
        XCTAssertEqual(cross.center.y, marble.center.y + 14 + 5 + 6.3, accuracy: 1e-9)
        XCTAssertGreaterThan(cross.frame.minY, marble.frame.maxY)
        XCTAssertLessThan(caret.frame.maxY, marble.frame.minY)
        XCTAssertEqual(diagram.lines(.stem).first?.to, cross.center)
        assertNoOverlap([marble, cross])
    }
}
