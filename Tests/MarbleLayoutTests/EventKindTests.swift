import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class EventKindTests: XCTestCase {
    private let demand = Trace(ticks: 13, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [
            .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .value(9, 5), .value(11, 6), .finished(12)]),
        Lane("C", role: .subscriber, label: "s.sink(demand: 2)", events: [
            .subscribe(0), .request(0, 2), .value(1, 1), .value(3, 2), .drop(5, 3), .request(7, 2),
            .value(7, 4), .value(9, 5), .drop(11, 6), .finished(12)]),
    ])

    func testDropsAreHollowStruckAndExplained() {
        let diagram = layout(demand)
        let drops = diagram.marks.filter { $0.kind == .drop }
        XCTAssertEqual(drops.map(\.tick), [5, 11])
        XCTAssertEqual(drops.map(\.label), ["3", "6"])
        XCTAssertEqual(drops[0].fill, Theme.light.background)
        XCTAssertEqual(drops[0].tooltip, "3 dropped at tick 5: no demand")
        // The strike: a line from lower left to upper right through the marble's centre.
        let center = drops[0].center
        let strike = diagram.lines(.drop).contains { from, to in
            from.x < center.x && to.x > center.x && from.y > center.y && to.y < center.y
        }
        XCTAssertTrue(strike)
        XCTAssertTrue(diagram.texts.contains("dropped: no demand"))
        XCTAssertFalse(diagram.texts.contains("dropped: buffer full"))
    }

    func testNoLegendWithoutDrops() {
        var trace = demand
        trace.lanes[1].events.removeAll { if case .drop = $0.kind { return true } else { return false } }
        XCTAssertFalse(layout(trace).texts.contains { $0.hasPrefix("dropped") })
    }

    func testRequestsHangUnderTheSubscriberLane() {
        let diagram = layout(demand)
        let requests = diagram.marks.filter { $0.kind == .request }
        XCTAssertEqual(requests.map(\.label), ["request(2)", "request(2)"])
        XCTAssertEqual(requests.map(\.lane), ["C", "C"])
        let lineY = diagram.marks(onLane: "C").first { $0.kind == .value }!.center.y
        for request in requests { XCTAssertGreaterThan(request.frame.minY, lineY) }
        // The request at the subscription tick hangs from the caret, at the tick's x: its
        // leader's tip 2 pt under the caret.
        let caret = diagram.marks.first { $0.kind == .subscribe }!
        XCTAssertEqual(requests[0].frame.minX, caret.center.x)
        XCTAssertEqual(requests[0].frame.minY, caret.frame.maxY + 2)
        // The one at 7 points up at the marble received at 7.
        let four = diagram.marks(onLane: "C").first { $0.tick == 7 && $0.kind == .value }!
        XCTAssertEqual(requests[1].frame.minX, four.center.x)
        XCTAssertEqual(requests[1].frame.minY, four.frame.maxY + 2)
    }

    func testCrowdedRequestsNeverOverlap() {
        // Twelve at consecutive ticks are one label (`RequestRun`), four are drawn one by one.
        let many: [TraceEvent] = [.subscribe(0)] + (0..<12).map { .request($0, 1000 + $0) }
        let gathered = layout(Trace(ticks: 12, lanes: [Lane("C", role: .subscriber, label: "", events: many)]))
        XCTAssertEqual(gathered.marks.filter { $0.kind == .request }.map(\.label), ["request(1000)…(1011) ×12, Σ 12066"])
        let events: [TraceEvent] = [.subscribe(0)] + (0..<4).map { .request($0, 1000 + $0) }
        let trace = Trace(ticks: 12, lanes: [Lane("C", role: .subscriber, label: "", events: events)])
        let requests = layout(trace).marks.filter { $0.kind == .request }
        XCTAssertEqual(requests.count, 4)
        // Texts and leaders: the frame spans leader to text end, so frames must not meet.
        for i in requests.indices {
            for j in requests.indices where j > i {
                let a = requests[i].frame, b = requests[j].frame
                // 8.5 pt annotations: 0.9 em from ink top to ink bottom.
                let textA = Rect(x: a.x, y: a.maxY - 7.65, width: a.width, height: 7.65)
                let textB = Rect(x: b.x, y: b.maxY - 7.65, width: b.width, height: 7.65)
                XCTAssertFalse(textA.intersects(textB), "\(requests[i].label!) meets \(requests[j].label!)")
            }
        }
    }

    func testConnectIsAPurpleUpwardMarkUnderTheConnectable() {
        let trace = Trace(ticks: 6, lanes: [
            Lane("m", role: .operator, label: "s.multicast { PassthroughSubject() }", events: [
                .subscribe(2), .connect(2), .request(2, 1), .value(3, 1)]),
        ])
        let diagram = layout(trace)
        let connect = diagram.marks.first { $0.kind == .connect }!
        XCTAssertEqual(connect.label, "connect()")
        XCTAssertEqual(connect.tick, 2)
        // From the caret, like a request; it hangs below the request of the same tick, on a
        // longer leader, as Reactor draws connect() under its subscribe() and request().
        let caret = diagram.marks.first { $0.kind == .subscribe }!
        XCTAssertEqual(connect.frame.minX, caret.center.x)
        XCTAssertEqual(connect.frame.minY, caret.frame.maxY + 2)
        let request = diagram.marks.first { $0.kind == .request }!
        XCTAssertEqual(request.frame.minX, connect.frame.minX)
        XCTAssertGreaterThan(connect.frame.maxY, request.frame.maxY)
        let text = diagram.textRuns.first { $0.string == "connect()" }!
        XCTAssertEqual(text.color, Theme.light.connect)
        XCTAssertEqual(diagram.arrowTips(.connectMark).map(\.x), [connect.frame.minX])
    }

    func testAConnectAtATickWithAnEchoStepsAsideForItsReplayLink() {
        // As m[1] in example 07: the subject's current value, replayed at the connection,
        // is linked straight down to the subscriber's echo: connect() stands beside that
        // link (9 pt right), not in line with it.
        let trace = Trace(ticks: 4, lanes: [
            Lane("m", role: .operator, label: "", events: [.subscribe(0), .connect(0), .replay(0, 0, from: 0), .value(2, 11)]),
            Lane("C", role: .subscriber, label: "", inputs: ["m"], events: [.subscribe(0), .unlimited(0), .replay(0, 0, from: 0), .value(2, 11)]),
        ])
        let diagram = layout(trace)
        let caret = diagram.marks(onLane: "m").first { $0.kind == .subscribe }!
        let connect = diagram.marks.first { $0.kind == .connect }!
        XCTAssertEqual(connect.frame.minX, caret.center.x + 9)
        // The subscriber below feeds no lane: its request hangs from its caret.
        let request = diagram.marks.first { $0.kind == .request }!
        XCTAssertEqual(request.frame.minX, diagram.marks(onLane: "C").first { $0.kind == .subscribe }!.center.x)
    }

    func testACancelAtTheSubscriptionTickPointsAtItsMarkNotAtTheCaret() {
        // As b in example 09: subscribed and cancelled at tick 0. The caret stands left of
        // the tick, the cancel mark right of it; cancel()'s leader points up at the bottom
        // of the mark (2 pt under it), not at the caret.
        let trace = Trace(ticks: 4, lanes: [
            Lane("b", role: .operator, label: "", events: [.subscribe(0), .cancel(0)]),
        ])
        let diagram = layout(trace)
        let caret = diagram.marks.first { $0.kind == .subscribe }!
        let cancel = diagram.marks.first { $0.kind == .cancel }!
        XCTAssertEqual(cancel.center.x - caret.center.x, 12)
        let tip = diagram.arrowTips(.cancelLabel)
        XCTAssertEqual(tip.map(\.x), [cancel.center.x])
        XCTAssertEqual(tip.first?.y ?? 0, cancel.frame.maxY + 2, accuracy: 0.001)
    }

    func testUnlimitedDemandIsInfinity() {
        let trace = Trace(ticks: 3, lanes: [Lane("C", role: .subscriber, label: "", events: [.subscribe(0), .unlimited(0)])])
        XCTAssertEqual(layout(trace).marks.first { $0.kind == .request }?.label, "request(∞)")
    }

    func testOnlySubscribersAndLimitedDemandsShowTheirRequests() {
        // An unlimited request passed on by an operator or an inner publisher is not drawn,
        // nor is a limited one on top of unlimited demand (s: a filter below giving back the
        // unit of a value it removed changes nothing); a limited one is, on any row, and a
        // subscriber's always is.
        let trace = Trace(ticks: 4, lanes: [
            Lane("s", role: .source, label: "", events: [.subscribe(0), .unlimited(0), .value(1, 1), .request(2, 1)]),
            Lane("b", role: .operator, label: "", inputs: ["s"], events: [.subscribe(0), .request(0, 3), .value(1, 1)]),
            Lane("C", role: .subscriber, label: "", inputs: ["b"], events: [.subscribe(0), .unlimited(0), .value(1, 1), .request(3, 1)]),
        ])
        let requests = layout(trace).marks.filter { $0.kind == .request }
        XCTAssertEqual(requests.map(\.lane), ["b", "C", "C"])
        XCTAssertEqual(requests.map(\.label), ["request(3)", "request(∞)", "request(1)"])
        XCTAssertEqual(layout(trace).marks.filter { $0.kind == .subscribe }.map(\.lane), ["s", "b", "C"])
    }

    func testASubjectsLimitedRequestsExplainItsDrops() {
        // As in flatMap(maxPublishers: .max(1)) on a hot subject: the subject's lane carries
        // the requests it got, so the value it then finds no demand for has a visible cause.
        let trace = Trace(ticks: 8, lanes: [
            Lane("s", role: .subject, label: "", events: [.request(0, 1), .value(1, 1), .value(3, 2), .request(5, 1), .value(7, 3)]),
            Lane("f", role: .operator, label: "", inputs: ["s"], events: [.subscribe(0), .unlimited(0), .value(1, 1), .drop(3, 2), .value(7, 3)]),
        ])
        let diagram = layout(trace)
        let requests = diagram.marks.filter { $0.kind == .request }
        XCTAssertEqual(requests.map(\.lane), ["s", "s"])
        XCTAssertEqual(requests.map(\.tick), [0, 5])
        XCTAssertEqual(requests.map(\.label), ["request(1)", "request(1)"])
        // Each hangs from its tick, under the subject's line.
        let caret = diagram.marks(onLane: "f").first { $0.kind == .subscribe }!
        let s = diagram.marks(onLane: "s").first { $0.kind == .value }!
        XCTAssertEqual(requests[0].frame.minX, caret.center.x)
        XCTAssertEqual(requests[0].frame.minY, s.center.y + 2)
    }

    func testReplaysAreEchoesStackedAtTheSubscriptionTickLinkedToTheirOrigin() {
        let trace = Trace(ticks: 10, lanes: [
            Lane("D", role: .subscriber, label: "m.sink(at: 4)", events: [
                .subscribe(4), .unlimited(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3), .value(5, 16), .finished(8)]),
        ])
        let diagram = layout(trace)
        let echoes = diagram.marks.filter { $0.kind == .replay }
        XCTAssertEqual(echoes.map(\.tick), [4, 4])
        XCTAssertEqual(echoes[1].tooltip, "13 replayed at tick 4, first emitted at tick 3")
        // They arrived at tick 4, so they stack at tick 4's x, like any values of one tick
        // (2 × 14 + 5 apart), under the caret of the subscription they followed, which
        // heads the stack 3 pt under the line.
        let caret = diagram.marks.first { $0.kind == .subscribe }!
        let line = diagram.marks.first { $0.kind == .value }!.center.y
        XCTAssertEqual(echoes.map(\.center.x), [caret.center.x, caret.center.x])
        XCTAssertEqual(echoes.map(\.center.y), [line + 33, line + 66])
        XCTAssertEqual(caret.frame.minY, line + 3)
        assertNoOverlap(diagram.marbles)
        let outlines = diagram.elements(.echo).filter {
            if case .circle(_, _, _, let stroke?) = $0 { return stroke.dash == [3, 2] } else { return false }
        }
        XCTAssertEqual(outlines.count, 2)
        // No lane upstream: the links go back along the lane itself.
        let links = diagram.elements(.replayLink).filter { if case .curve = $0 { return true } else { return false } }
        XCTAssertEqual(links.count, 2)
        XCTAssertTrue(diagram.texts.contains { $0.hasPrefix("replayed on subscription") })
    }

    func testFailureDrawsAnXWithItsError() {
        let trace = Trace(ticks: 9, lanes: [
            Lane("w", role: .source, label: "", events: [.value(1, "a"), .failure(7, "timeout")]),
        ])
        let diagram = layout(trace)
        let failure = diagram.marks.first { $0.kind == .failure }!
        XCTAssertEqual(failure.label, "timeout")
        XCTAssertEqual(diagram.elements(.failure), [.cross(center: failure.center, halfSize: failure.frame.width / 2, stroke: Stroke(color: Theme.light.failure, width: 2.25, cap: .round))])
        let error = diagram.textRuns.first { $0.string == "timeout" }!
        XCTAssertGreaterThan(error.origin.y, failure.frame.maxY)
        XCTAssertEqual(error.color, Theme.light.failure)
        // A stream that failed has no arrow on its line.
        XCTAssertTrue(diagram.arrowTips(.timeLine).isEmpty)
    }

    func testCancelEndsTheLine() {
        let trace = Trace(ticks: 9, lanes: [
            Lane("x", role: .subscriber, label: "", events: [.subscribe(0), .unlimited(0), .value(1, "a"), .cancel(5)]),
        ])
        let diagram = layout(trace)
        let cancel = diagram.marks.first { $0.kind == .cancel }!
        let lineY = cancel.center.y
        let laneLineEnds = diagram.lines(.timeLine).filter { $0.from.y == lineY }.map(\.to.x)
        XCTAssertEqual(laneLineEnds, [cancel.center.x])
        XCTAssertTrue(diagram.texts.contains("cancel()"))
        XCTAssertTrue(diagram.texts.contains("cancelled"))
    }
}
