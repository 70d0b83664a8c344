import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class ReplayLinkTests: XCTestCase {
    /// a → m (a buffering multicast) → C and the late D, which gets 11 and 13 replayed.
    private func trace(mValues: [TraceEvent] = [.value(1, 11), .value(3, 13)]) -> Trace {
        Trace(ticks: 8, lanes: [
            Lane("a", role: .subject, label: "", events: [.value(1, 11), .value(3, 13), .value(5, 16)]),
            Lane("m", role: .operator, label: "", inputs: ["a"], steps: [OperatorStep(name: "multicast", text: "multicast", mapsTickToTick: false)], events:
                [.subscribe(0)] + mValues + [.value(5, 16)]),
            Lane("C", role: .subscriber, label: "", inputs: ["m"], steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)], events: [
                .subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16)]),
            Lane("D", role: .subscriber, label: "", inputs: ["m"], steps: [OperatorStep(name: "sink", text: "sink(at: 4)", mapsTickToTick: true, isTransparent: true)], events: [
                .subscribe(4), .unlimited(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3), .value(5, 16)]),
        ])
    }

    /// The replay links, straight or bent: (start, arrow tip).
    private func links(_ diagram: DiagramLayout) -> [(from: Point, tip: Point)] {
        let lines = diagram.elements(.replayLink).compactMap { element -> Point? in
            switch element {
            case .line(let from, _, _): return from
            case .path(let from, _, _): return from
            default: return nil
            }
        }
        return Array(zip(lines, diagram.arrowTips(.replayLink)))
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    func testEchoesLinkToTheMarbleOnTheNearestUpstreamLane() {
        let diagram = layout(trace())
        let m = diagram.marks(onLane: "m").filter { $0.kind == .value }
        let echoes = diagram.marks(onLane: "D").filter { $0.kind == .replay }
        let found = links(diagram)
        XCTAssertEqual(found.count, 2)
        // Each link leaves its origin 1.5 pt outside the marble and ends 1 pt outside the echo.
        for (link, (origin, echo)) in zip(found, zip(m.prefix(2), echoes)) {
            XCTAssertEqual(distance(link.from, origin.center), origin.frame.width / 2 + 1.5, accuracy: 1e-9)
            XCTAssertEqual(distance(link.tip, echo.center), echo.frame.width / 2 + 1, accuracy: 1e-9)
        }
        // Nothing loops back along D's own line any more.
        XCTAssertFalse(diagram.elements.contains { if case .curve = $0 { return true } else { return false } })
    }

    func testTheWalkGoesFurtherUpWhenTheNearestLaneHasNothingAtThatTick() {
        // m shows nothing at tick 1 (it connected later), so 11's origin is on a.
        let diagram = layout(trace(mValues: [.value(3, 13)]))
        let a11 = diagram.marks(onLane: "a").first { $0.tick == 1 }!
        let m13 = diagram.marks(onLane: "m").first { $0.tick == 3 }!
        let found = links(diagram)
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(distance(found[0].from, a11.center), a11.frame.width / 2 + 1.5, accuracy: 1e-9)
        XCTAssertEqual(distance(found[1].from, m13.center), m13.frame.width / 2 + 1.5, accuracy: 1e-9)
    }

    func testAnEchoPassedOnByAMulticastRowLinksToTheEmissionToo() {
        // m[2] is the multicast's row for D: it got the history replayed and passed it on.
        let trace = Trace(ticks: 8, lanes: [
            Lane("b", role: .operator, label: "", events: [.value(1, 11), .value(3, 13)]),
            Lane(LaneID(binding: "m", subscription: 1), role: .operator, label: "", subscribers: ["C"], inputs: ["b"], events: [.subscribe(0), .value(1, 11), .value(3, 13)]),
            Lane(LaneID(binding: "m", subscription: 2), role: .operator, label: "", subscribers: ["D"], inputs: ["b"], events: [
                .subscribe(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3)]),
            Lane("C", role: .subscriber, label: "", inputs: [LaneID(binding: "m", subscription: 1)], events: [.subscribe(0), .value(1, 11), .value(3, 13)]),
            Lane("D", role: .subscriber, label: "", inputs: [LaneID(binding: "m", subscription: 2)], events: [
                .subscribe(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3)]),
        ])
        let diagram = layout(trace)
        let b = diagram.marks(onLane: "b")
        let row = diagram.marks(onLane: "m[2]").filter { $0.kind == .replay }
        let d = diagram.marks(onLane: "D").filter { $0.kind == .replay }
        let found = links(diagram)
        XCTAssertEqual(found.count, 4)
        // m[2]'s echoes and D's all link to b's marbles: D's echoes stack right under
        // m[2]'s, at the same x, where a link between them would wind around the stack.
        for (link, origin) in zip(found, b + b) {
            XCTAssertEqual(distance(link.from, origin.center), origin.frame.width / 2 + 1.5, accuracy: 1e-9)
        }
        for (link, echo) in zip(found, row + d) {
            XCTAssertEqual(distance(link.tip, echo.center), echo.frame.width / 2 + 1, accuracy: 1e-9)
        }
    }

    func testLinksNeverPassBehindTheMarblesOfALaneInBetween() {
        // C also has a value at 2, right where the straight way from m's 11 to its echo
        // would cross C's line.
        var crowded = trace()
        crowded.lanes[2].events.insert(.value(2, 12), at: 3)
        let diagram = layout(crowded)
        // Each link as points about a point apart along it.
        let paths = sampledLinks(diagram)
        XCTAssertEqual(paths.count, 2)
        // The straight way from m's 11 to its echo would cross C behind C's 12: it curves
        // around it, and no curve has a corner (each piece leaves the way the last arrived).
        XCTAssertTrue(paths.contains { $0.count > 2 })
        for case .path(_, let pieces, _) in diagram.elements {
            for (a, b) in zip(pieces, pieces.dropFirst()) {
                let arrive = Point(x: a.to.x - a.control2.x, y: a.to.y - a.control2.y)
                let leave = Point(x: b.control1.x - a.to.x, y: b.control1.y - a.to.y)
                XCTAssertEqual(arrive.x * leave.y - arrive.y * leave.x, 0, accuracy: 1e-9)
                XCTAssertGreaterThan(arrive.x * leave.x + arrive.y * leave.y, 0)
            }
        }
        for path in paths {
            for (a, b) in zip(path, path.dropFirst()) {
                for marble in diagram.marks(onLane: "C") where marble.kind == .value {
                    XCTAssertGreaterThan(distance(marble.center, toSegment: a, b), marble.frame.width / 2,
                                         "a link passes behind C's \(marble.label!)")
                }
            }
        }
    }

    /// A subject with 80 late subscribers, each replaying its value: the links to the first
    /// lanes are drawn, one to a lane more than `ReplayLinks.mostBandsCrossed` bands down is
    /// left out (routing hundreds of them took minutes), while its echo is still drawn.
    func testALinkCrossingTooManyLanesIsLeftOut() {
        let sink = OperatorStep(name: "sink", text: "sink(at: 3)", mapsTickToTick: true, isTransparent: true)
        let subscribers = (0..<80).map { index -> Lane in
            Lane(LaneID(binding: "C\(index)"), role: .subscriber, label: "", inputs: ["s"], steps: [sink],
                 events: [.subscribe(3), .unlimited(3), .replay(3, 7, from: 1)])
        }
        let trace = Trace(ticks: 5, lanes: [Lane("s", role: .subject, label: "", events: [.value(1, 7)])] + subscribers)
        let diagram = layout(trace)
        let tips = links(diagram).map(\.tip)
        func linked(_ lane: String) -> Bool {
            let echo = diagram.marks(onLane: lane).first { $0.kind == .replay }!
            return tips.contains { distance($0, echo.center) < echo.frame.width / 2 + 2 }
        }
        XCTAssertTrue(linked("C0"))
        XCTAssertTrue(linked("C1"))
        XCTAssertFalse(linked("C79"))
        XCTAssertEqual(diagram.marks(onLane: "C79").filter { $0.kind == .replay }.count, 1)
        // The legend, which says a link leads to each replay's origin, says how many do not:
        // a subscriber is two bands (its line and its request label), so C0 to C32 are linked.
        XCTAssertEqual((0..<80).filter { linked("C\($0)") }, Array(0...32))
        XCTAssertEqual(diagram.texts(.legend), [
            "replayed on subscription; a dashed link leads to where it was first emitted; 47 links crossing more than 64 lane lines and label rows are left out",
        ])
        // With every link drawn it says nothing of links left out.
        let few = layout(Trace(ticks: 5, lanes: Array(trace.lanes.prefix(4))))
        XCTAssertEqual(few.texts(.legend), ["replayed on subscription; a dashed link leads to where it was first emitted"])
    }

    /// Each link as points about a point apart along it.
    private func sampledLinks(_ diagram: DiagramLayout) -> [[Point]] {
        diagram.elements(.replayLink).compactMap { element -> [Point]? in
            switch element {
            case .line(let from, let to, _): return [from, to]
            case .path(let from, let pieces, _):
                var points = [from], start = from
                for piece in pieces {
                    points += (1...200).map { piece.point(at: Double($0) / 200, from: start) }
                    start = piece.to
                }
                return points
            default: return nil
            }
        }
    }

    func testALinkNeverPassesBehindAMarbleStackedUnderALane() {
        // As in BufferSubject(limit: 2, whenFull: .dropNewest): 2 is evicted at tick 3 and
        // drawn under s's 3; the straight way from s's 1 to D's echo at tick 6 would pass
        // behind it.
        let trace = Trace(ticks: 8, lanes: [
            Lane("s", role: .subject, label: "", events: [
                .value(1, 1), .value(2, 2), .value(3, 3), .drop(3, 2, .bufferFull), .value(4, 4), .drop(4, 3, .bufferFull)]),
            Lane("D", role: .subscriber, label: "", inputs: ["s"], events: [
                .subscribe(6), .unlimited(6), .replay(6, 1, from: 1), .replay(6, 4, from: 4)]),
        ])
        let diagram = layout(trace)
        let paths = sampledLinks(diagram)
        XCTAssertEqual(paths.count, 2)
        let stacked = diagram.marks(onLane: "s").filter { $0.kind == .drop }
        XCTAssertEqual(stacked.count, 2)
        for path in paths {
            for (a, b) in zip(path, path.dropFirst()) {
                for marble in stacked {
                    XCTAssertGreaterThan(distance(marble.center, toSegment: a, b), marble.frame.width / 2 + 3,
                                         "a link passes behind the dropped \(marble.label!)")
                }
            }
        }
    }

    private func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
        return distance(p, Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    func testFourReplaysStackAtTheSubscriptionTickUnderTheCaret() {
        // Four at most: more are one burst mark (`BurstTests`).
        let replays: [TraceEvent] = (0..<4).map { .replay(6, .int($0 + 1), from: $0) }
        let trace = Trace(ticks: 10, lanes: [
            Lane("D", role: .subscriber, label: "", events: [.subscribe(6), .unlimited(6)] + replays + [.value(7, 9)]),
        ])
        let diagram = layout(trace)
        let echoes = diagram.marks.filter { $0.kind == .replay }
        let caret = diagram.marks.first { $0.kind == .subscribe }!
        let line = diagram.marks.first { $0.kind == .value }!.center.y
        // The subscription came first: its caret heads the stack, in its first slot.
        XCTAssertEqual(echoes.map(\.center.y), (1...4).map { line + Double($0) * 33 })
        XCTAssertEqual(Set(echoes.map(\.center.x)), [caret.center.x])
        XCTAssertEqual(caret.frame.minY, line + 3)
        assertNoOverlap(diagram.marbles)
    }
}
