import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// The branch lines of a `switchToLatest` whose ticks are close: each inner publisher's first
/// marble is drawn over its line's start, and each is cancelled at the tick the next one is
/// subscribed (the handover).
final class SwitchToLatestBranchTests: XCTestCase {
    /// `s = hot("-1-1-1-1-1-|")`, `w = s.map { cold("-x-y|", ...) }.switchToLatest()` on an
    /// axis of 64 ticks (as with 30 inner publishers), which puts the ticks 26 pt apart: inner
    /// publisher k is subscribed at tick 2k - 1, emits 10 at 2k and is cancelled at 2k + 1;
    /// the fifth runs on to 11 at 12 and finishes at 13.
    private var trace: Trace {
        let steps = [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)]
        let values: [Int: Int] = [2: 10, 4: 10, 6: 10, 8: 10, 10: 10, 12: 11]
        let events = values.keys.sorted().map { TraceEvent.value($0, .int(values[$0]!)) }
        let inner = (1...5).map { k -> Lane in
            let end: [TraceEvent] = k == 5 ? [.value(12, 11), .finished(13)] : [.cancel(2 * k + 1)]
            return Lane(LaneID(binding: "w", inner: k), role: .source, label: "", parent: "w",
                        events: [.subscribe(2 * k - 1), .value(2 * k, 10)] + end)
        }
        return Trace(ticks: 64, lanes: [
            Lane("w", role: .operator, label: "", events: [.subscribe(0)] + events + [.finished(13)]),
            Lane("C", role: .subscriber, label: "", inputs: ["w"], steps: steps,
                 events: [.subscribe(0), .unlimited(0)] + events + [.finished(13)]),
        ] + inner)
    }

    private func lineY(_ diagram: DiagramLayout, _ lane: String) -> Double {
        diagram.marks(onLane: lane).first { $0.kind == .value }!.center.y
    }

    func testEachBranchIsTheSlantFromItsSubscriptionTickToItsRowUnderItsFirstMarble() throws {
        let diagram = layout(trace)
        let parentY = lineY(diagram, "w")
        // A staircase, the newest inner publisher right under the parent: each is cancelled at
        // the tick the next is subscribed, so a row under an earlier one would take the next
        // branch through its cancel mark.
        let rows = ["w.5", "w.4", "w.3", "w.2", "w.1"].map { lineY(diagram, $0) }
        XCTAssertEqual(rows, rows.sorted())
        XCTAssertEqual(Set(rows).count, 5)
        // The first marble covers the line's start (the ticks are 26 pt apart, the slant runs
        // 13 of them): the slant ends under it, as the line does. It was a bracket round
        // every mark in its rows' span, its stub back along the row's whole line.
        let tick2 = try XCTUnwrap(diagram.marks(onLane: "C").first { $0.tick == 2 }).center.x
        let tick4 = try XCTUnwrap(diagram.marks(onLane: "C").first { $0.tick == 4 }).center.x
        let spacing = (tick4 - tick2) / 2
        let stroke = Stroke(color: Theme.light.foreground, width: Theme.light.lineWidth)
        let expected = (1...5).map { k -> Element in
            let x = tick2 + Double(2 * k - 3) * spacing
            return .line(from: Point(x: x, y: parentY), to: Point(x: x + spacing / 2, y: rows[5 - k]), stroke: stroke)
        }
        XCTAssertEqual(diagram.elements(.branch), expected)
        for k in 1...5 {
            let marble = try XCTUnwrap(diagram.marks(onLane: "w.\(k)").first { $0.kind == .value })
            XCTAssertLessThan(marble.frame.minX, tick2 + Double(2 * k - 3) * spacing + spacing / 2, "w.\(k)'s marble covers its line's start")
        }
    }

    func testNoBranchRunsAlongARowsLinePastItsLastMark() {
        let diagram = layout(trace)
        let lanes = ["w", "C"] + (1...5).map { "w.\($0)" }
        for (from, to) in diagram.lines(.branch) where from.y == to.y {
            for lane in lanes where lineY(diagram, lane) == from.y {
                let lastMark = diagram.marks(onLane: lane).map(\.frame.maxX).max()!
                XCTAssertLessThanOrEqual(max(from.x, to.x), lastMark, "a branch runs along \(lane)'s line from \(from) to \(to)")
            }
        }
    }
}
