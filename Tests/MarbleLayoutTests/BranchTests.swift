import MarbleLayout
import MarbleTrace
import TestSupport
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
        // f.2 branches off at tick 2, where f.1 has its marble: a row under f.1's would take
        // its branch line through that marble, so f.2 gets a row right under f, above f.1's.
        // f.1 is over by tick 3, but its row is out of f.3's reach (tick 6) without crossing
        // f.2's line: f.3 too gets a row on top. Newest on top, no branch crosses anything.
        let rows = ["f.3", "f.2", "f.1"].map { lineY(diagram, $0) }
        XCTAssertEqual(rows, rows.sorted())
        XCTAssertEqual(Set(rows).count, 3)
        XCTAssertEqual(Set(diagram.texts(.laneTag)), ["f.1", "f.2", "f.3"])
        // A branch has no caret: the branch itself is the subscription.
        XCTAssertEqual(diagram.marks.filter { $0.kind == .subscribe }.map(\.lane), ["C"])
    }

    /// Samples of each branch line (each leg of a routed one), a point apart.
    private func branchPoints(_ diagram: DiagramLayout) -> [[Point]] {
        diagram.lines(.branch).map { from, to in
            let steps = Int(max(abs(to.x - from.x), abs(to.y - from.y)).rounded(.up))
            return (0...steps).map { step in
                let t = Double(step) / Double(steps)
                return Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            }
        }
    }

    func testSwitchToLatestBranchesCrossNoOtherRowsMarks() {
        // As in example 42: each inner publisher is cancelled at the tick the next one is
        // subscribed; in a row under the cancelled one, the next branch would run down
        // through its cancel mark and its `cancel()` label.
        let steps = [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)]
        let trace = Trace(ticks: 14, lanes: [
            Lane("w", role: .operator, label: "", events: [
                .subscribe(0), .value(2, 10), .value(5, 20), .value(8, 30), .value(10, 31), .value(12, 32), .finished(13)]),
            Lane("C", role: .subscriber, label: "", inputs: ["w"], steps: steps, events: [
                .subscribe(0), .unlimited(0), .value(2, 10), .value(5, 20), .value(8, 30), .finished(13)]),
            Lane(LaneID(binding: "w", inner: 1), role: .source, label: "", parent: "w", events: [.subscribe(1), .value(2, 10), .cancel(4)]),
            Lane(LaneID(binding: "w", inner: 2), role: .source, label: "", parent: "w", events: [.subscribe(4), .value(5, 20), .cancel(7)]),
            Lane(LaneID(binding: "w", inner: 3), role: .source, label: "", parent: "w", events: [
                .subscribe(7), .value(8, 30), .value(10, 31), .value(12, 32), .finished(13)]),
        ])
        let diagram = layout(trace)
        XCTAssertEqual(diagram.lines(.branch).count, 3)
        let marks = diagram.marks.filter { $0.lane != "w" }
        for (points, lane) in zip(branchPoints(diagram), ["w.1", "w.2", "w.3"]) {
            for mark in marks where mark.lane != lane {
                let around = Rect(x: mark.frame.minX - 3, y: mark.frame.minY - 3, width: mark.frame.width + 6, height: mark.frame.height + 6)
                XCTAssertFalse(points.contains(where: around.contains), "\(lane)'s branch crosses \(mark.lane)'s \(mark.kind) at \(mark.tick)")
            }
        }
        // The cancel() labels are clear of the branches too.
        let labels = diagram.elements(.cancelLabel).compactMap { element -> Point? in
            if case .text(let run) = element { return run.origin } else { return nil }
        }
        XCTAssertEqual(labels.count, 2)
        for points in branchPoints(diagram) {
            for origin in labels {
                XCTAssertFalse(points.contains { $0.x >= origin.x - 3 && $0.x <= origin.x + 60 && $0.y >= origin.y - 12 && $0.y <= origin.y + 4 })
            }
        }
        // Newest on top: w.3, w.2, w.1.
        let rows = ["w.3", "w.2", "w.1"].map { lineY(diagram, $0) }
        XCTAssertEqual(rows, rows.sorted())
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
        XCTAssertTrue(diagram.elements(.branch).contains(.line(from: Point(x: x2, y: parentY), to: Point(x: x2 + 16, y: rowY), stroke: lineStroke)))
        let rowLines = diagram.lines(.timeLine).filter { $0.from.y == rowY && $0.to.y == rowY }.map(\.from)
        XCTAssertTrue(rowLines.contains(Point(x: x2 + 16, y: rowY)))
    }

    func testBranchesOfInnerPublishersAllAtOneTickGoRoundTheStackNotThroughIt() {
        // As `retry` in example 81: three inner publishers, each subscribed, emitting and
        // ending at their parent's tick 0. Every row is taken at that tick, so the straight
        // slants ran behind the marbles of the rows between.
        let trace = Trace(ticks: 2, lanes: [
            Lane("r", role: .operator, label: "", events: [.subscribe(0), .value(0, .string("page")), .finished(0)]),
            Lane(LaneID(binding: "r", inner: 1), role: .source, label: "", parent: "r", events: [.subscribe(0), .value(0, .string("page")), .finished(0)]),
            Lane(LaneID(binding: "r", inner: 2), role: .source, label: "", parent: "r", events: [.subscribe(0), .value(0, .string("page")), .finished(0)]),
            Lane(LaneID(binding: "r", inner: 3), role: .source, label: "", parent: "r", events: [.subscribe(0), .value(0, .string("page")), .finished(0)]),
        ])
        let diagram = layout(trace)
        let values = diagram.marks.filter { $0.kind == .value }
        XCTAssertEqual(values.count, 4)
        XCTAssertEqual(Set(values.map(\.center.x)).count, 1, "all four marbles at tick 0")
        let samples = branchPoints(diagram).flatMap { $0 }
        XCTAssertFalse(samples.isEmpty)
        // The parent's marble the branch leaves from is the only one it may start under.
        for mark in values {
            // Inside the outline: a branch may end on it.
            let box = Rect(x: mark.frame.minX + 0.5, y: mark.frame.minY + 0.5, width: mark.frame.width - 1, height: mark.frame.height - 1)
            let inside = samples.filter(box.contains)
            let starts = Set(diagram.lines(.branch).map(\.from))
            XCTAssertTrue(inside.allSatisfy { sample in starts.contains { $0.y == mark.center.y && box.contains($0) } && sample.y == mark.center.y },
                          "a branch runs through \(mark.lane)'s marble")
        }
        // Each branch ends on its row's line, at the right edge of that row's marble.
        let ends = diagram.elements(.branch).compactMap { element -> Point? in
            switch element {
            case .line(_, let to, _): return to
            case .polyline(let points, _): return points.last
            default: return nil
            }
        }
        XCTAssertEqual(ends.count, 3)
        for lane in ["r.1", "r.2", "r.3"] {
            let marble = values.first { $0.lane == lane }!
            XCTAssertTrue(ends.contains { $0.y == marble.center.y && abs($0.x - marble.frame.maxX) < 1e-9 }, "\(lane)'s branch ends beside its marble")
        }
    }

    func testABranchGoesRoundTheFailureMarksAtItsTickNotThroughThem() throws {
        // As `retry` in example 81: a subscription row subscribed and failed at tick 0, its
        // caret and X side by side on the tick, and the inner publisher that failed it,
        // subscribed and failed there too. The slant from the parent's line ran through the
        // parent's X (an end mark, which the route did not count) and stopped in the air
        // right of the inner row's X.
        let trace = Trace(ticks: 2, lanes: [
            Lane("r", role: .operator, label: "", events: [.subscribe(0), .failure(0, "offline")]),
            Lane(LaneID(binding: "r", inner: 1), role: .source, label: "", parent: "r", events: [.subscribe(0), .failure(0, "offline")]),
        ])
        let diagram = layout(trace)
        let crosses = diagram.marks.filter { $0.kind == .failure }
        XCTAssertEqual(crosses.count, 2)
        let parentX = try XCTUnwrap(crosses.first { $0.lane == "r" })
        let innerX = try XCTUnwrap(crosses.first { $0.lane == "r.1" })
        // Nothing of the branch inside either X's box, nor in the parent's error label.
        let labels = diagram.textRuns.filter { $0.string == "offline" }
        XCTAssertEqual(labels.count, 2)
        for sample in branchPoints(diagram).flatMap({ $0 }) {
            for cross in crosses {
                XCTAssertFalse(cross.frame.insetBy(0.01).contains(sample), "the branch runs through \(cross.lane)'s X at \(sample)")
            }
            for label in labels {
                let box = Rect(x: label.origin.x, y: label.origin.y - 0.7 * 8.5, width: 7 * 0.6 * 8.5, height: 0.9 * 8.5)
                XCTAssertFalse(box.contains(sample), "the branch runs through a label at \(sample)")
            }
        }
        // A bracket: from the right of the parent's X (its room: 0.45 × 14 and a point for the
        // stroke's round cap) along its line, down 8 right of the parent's "offline" hanging
        // under the X (its leader at the X's centre, its text 3 right of that and 7 × 0.6 ×
        // 8.5 wide), then back to the right of the inner row's X.
        let points = try XCTUnwrap(diagram.elements(.branch).compactMap { element -> [Point]? in
            if case .polyline(let points, _) = element { return points } else { return nil }
        }.first)
        let parentRight = parentX.center.x + 7.3, innerRight = innerX.center.x + 7.3
        let run = parentX.center.x + 3 + 7 * 0.6 * 8.5 + 8
        XCTAssertEqual(points.count, 4)
        let expected = [Point(x: parentRight, y: parentX.center.y), Point(x: run, y: parentX.center.y),
                        Point(x: run, y: innerX.center.y), Point(x: innerRight, y: innerX.center.y)]
        for (point, wanted) in zip(points, expected) {
            XCTAssertEqual(point.x, wanted.x, accuracy: 1e-9)
            XCTAssertEqual(point.y, wanted.y)
        }
        // The parent's X stands right of its caret, on the tick, where the branch leaves.
        XCTAssertEqual(parentX.center.x, innerX.center.x + 6)
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

    /// `f = s.flatMap { cold("-x-y|") }` with `count` inner publishers, one every 2 ticks: two
    /// alive at once; or, `cancelled`, each cancelled after its first value as a
    /// `switchToLatest` does it (one alive at once).
    private func manyInners(_ count: Int, cancelled: Bool = false) -> Trace {
        let inners = (1...count).map { inner in
            Lane(LaneID(binding: "f", inner: inner), role: .source, label: "", parent: "f",
                 events: cancelled ? [.subscribe(2 * inner), .value(2 * inner + 1, 10), .cancel(2 * inner + 2)]
                     : [.subscribe(2 * inner), .value(2 * inner + 1, 10), .value(2 * inner + 2, 11), .finished(2 * inner + 3)])
        }
        return Trace(ticks: 2 * count + 6, lanes: [
            Lane("f", role: .operator, label: "s.flatMap { ... }",
                 events: (1...count).flatMap { [TraceEvent.value(2 * $0 + 1, 10), .value(2 * $0 + 2, 11)] } + [.finished(2 * count + 4)]),
        ] + inners)
    }

    /// That the 64 lanes `name(1...64)` of `few` have a row each, and the 65 of `many` alternate
    /// between two rows, the first lane's on top; the line y of those two rows.
    private func assertRowEachUpTo64ThenTwoRows(_ few: DiagramLayout, _ many: DiagramLayout, _ name: (Int) -> String,
                                               file: StaticString = #filePath, line: UInt = #line) -> [Double] {
        XCTAssertEqual(Set((1...64).map { lineY(few, name($0)) }).count, 64, file: file, line: line)
        let rows = (1...2).map { lineY(many, name($0)) }
        XCTAssertLessThan(rows[0], rows[1], file: file, line: line)
        XCTAssertEqual((1...65).map { lineY(many, name($0)) }, (0..<65).map { rows[$0 % 2] }, file: file, line: line)
        return rows
    }

    func testPastSixtyFourBranchesRowsAreAsFewAsTheInnerPublishersAliveAtOnce() {
        // 64 kept clear: a staircase, a row each (each branch line would cross the last
        // inner publisher's end mark on the way to a lower row). 65: two rows, inner
        // publisher n in row (n - 1) % 2 from the top, its branch a plain slant that may
        // cross the row above it.
        let compact = layout(manyInners(65))
        let rows = assertRowEachUpTo64ThenTwoRows(layout(manyInners(64)), compact) { "f.\($0)" }
        XCTAssertLessThan(lineY(compact, "f"), rows[0])
        XCTAssertEqual(compact.lines(.branch).count, 65)
        XCTAssertEqual(compact.lines(.branch).map(\.from.y), Array(repeating: lineY(compact, "f"), count: 65))
        // The shared rows' tags: too many to list, so the first two and the last.
        XCTAssertEqual(compact.texts(.laneTag), ["f.1, f.3, …, f.65", "f.2, f.4, …, f.64"])
    }

    func testInADensityDrawingCrowdedInnerPublishersHangNothingAndStayInAFewRows() {
        // 1,200 inner publishers over 2,406 ticks: a density drawing. Their first and last
        // values would hang as full-size marbles, each giving its inner publisher a row; the
        // parent's lane shows those values, and their hover the inner's own.
        let diagram = layout(manyInners(1_200))
        XCTAssertEqual(diagram.lines(.stem).count, 2)
        XCTAssertEqual(diagram.marks(onLane: "f.1").filter { $0.kind == .value }.map(\.tooltip), ["tick 3: 10", "tick 4: 11"])
        XCTAssertTrue((1...1_200).allSatisfy { inner in diagram.marks(onLane: "f.\(inner)").allSatisfy { $0.frame.height < 28 } })
        let rows = Set((1...1_200).map { lineY(diagram, "f.\($0)") })
        XCTAssertLessThanOrEqual(rows.count, 20)
        XCTAssertGreaterThan(rows.min()!, lineY(diagram, "f"))
    }

    func testInADensityDrawingCrowdedBranchesAreAMutedFanAndTheirCancelsHaveNoLabels() {
        let dense = layout(manyInners(1_200, cancelled: true))
        XCTAssertEqual(dense.elements(.cancelMark).isEmpty, false)
        XCTAssertEqual(dense.texts(.cancelLabel), [])
        let strokes = Set(dense.elements(.branch).compactMap { element -> Stroke? in
            if case .line(_, _, let stroke) = element { return stroke } else { return nil }
        })
        XCTAssertEqual(strokes, [Stroke(color: Theme.light.mutedText, width: Theme.light.lineWidth / 2)])
        // 70 of them, not dense: each cancel has its label, and the lines are drawn in full.
        let sparse = layout(manyInners(70, cancelled: true))
        XCTAssertEqual(sparse.texts(.cancelLabel), Array(repeating: "cancel()", count: 70))
        XCTAssertEqual(Set(sparse.elements(.branch).compactMap { element -> Stroke? in
            if case .line(_, _, let stroke) = element { return stroke } else { return nil }
        }), [Stroke(color: Theme.light.foreground, width: Theme.light.lineWidth)])
    }

    /// `c.retry(count - 1)` of `cold("-1#")`: `count` subscriptions of c, one after another.
    private func retried(_ count: Int) -> Trace {
        let subscriptions = (1...count).map { number -> Lane in
            let tick = 3 * number
            let events: [TraceEvent] = [.subscribe(tick), .value(tick + 1, 1), .failure(tick + 2, "error")]
            return Lane(LaneID(binding: "c", subscription: number), role: .source, label: "cold(\"-1#\")", events: events)
        }
        return Trace(ticks: 3 * count + 4, lanes: subscriptions)
    }

    func testPastSixtyFourSubscriptionsOneAfterAnotherShareRows() {
        // 64: a row each, as a few retries read best. 65: each in the topmost row free at its
        // time; the next starts a tick after the last ended, too close for its error label, so
        // they alternate between two rows.
        _ = assertRowEachUpTo64ThenTwoRows(layout(retried(64)), layout(retried(65))) { "c[\($0)]" }
    }
}
