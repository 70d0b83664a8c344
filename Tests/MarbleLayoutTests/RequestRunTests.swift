import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Requests at ticks closer together than their labels can be drawn (a buffer drained by
/// `request(1)` each tick) are one label spanning them, their list on hover; each label hung
/// under the next one's leader, a staircase as deep as the requests were many.
final class RequestRunTests: XCTestCase {
    /// A subscriber asking `demands[i]` at tick `i + 2`, a value arriving at each.
    private func drained(_ demands: [Int?]) -> DiagramLayout {
        var events: [TraceEvent] = [.subscribe(0)]
        for (index, demand) in demands.enumerated() { events += [.request(index + 2, demand), .value(index + 2, 1)] }
        return layout(Trace(ticks: demands.count + 3, lanes: [
            Lane("C", role: .subscriber, label: "b.sink(demand: 0)", events: events),
        ]))
    }

    private func requests(_ diagram: DiagramLayout) -> [Mark] {
        diagram.marks.filter { $0.kind == .request }
    }

    func testRequestsCloserThanTheirLabelsAreOneLabelSpanningThem() throws {
        let diagram = drained(Array(repeating: 1, count: 20))
        XCTAssertEqual(diagram.texts(.requestLabel), ["request(1) ×20"])
        let mark = try XCTUnwrap(requests(diagram).first)
        XCTAssertEqual(requests(diagram).count, 1)
        XCTAssertEqual(mark.tick, 2)
        XCTAssertEqual(mark.tooltip, "20 requests at ticks 2–21: " + (2...21).map { "request(1) at \($0)" }.joined(separator: "; "))
        // An arrowhead at the first request's tick and one at the last's, on one level.
        let values = diagram.marks.filter { $0.kind == .value }
        let tips = diagram.arrowTips(.requestLabel)
        XCTAssertEqual(tips.map(\.x), [values.first!.center.x, values.last!.center.x])
        XCTAssertEqual(tips[0].y, tips[1].y)
        XCTAssertEqual(mark.frame.maxX, values.last!.center.x)
        // As many as a burst stacks (`Burst.largestStack`) are drawn one by one, as before.
        let few = drained([1, 1, 1, 1])
        XCTAssertEqual(few.texts(.requestLabel), Array(repeating: "request(1)", count: 4))
        XCTAssertEqual(requests(few).map(\.tick), [2, 3, 4, 5])
    }

    func testDifferentDemandsSayFirstLastAndSum() {
        let diagram = drained([1, 2, 1, 1, 3, nil])
        XCTAssertEqual(diagram.texts(.requestLabel), ["request(1)…(∞) ×6, Σ ∞"])
        let finite = drained([2, 2, 1, 1, 3, 1])
        XCTAssertEqual(finite.texts(.requestLabel), ["request(2)…(1) ×6, Σ 10"])
        // Demands adding up past Int.max are unlimited, as Combine's saturate (this trapped).
        let huge = drained([Int.max - 1, Int.max, 1, Int.max - 2, 5])
        XCTAssertEqual(huge.texts(.requestLabel), ["request(\(Int.max - 1))…(5) ×5, Σ ∞"])
    }

    /// The height no longer grows with the requests, nor does the label's; the hover lists
    /// the first and last 50 ticks. (A dense lane, from a few hundred ticks, is as tall as
    /// what hangs under its strip.)
    func testTheDiagramIsNoTallerForMoreRequests() throws {
        let few = drained(Array(repeating: 1, count: 20)), some = drained(Array(repeating: 1, count: 60))
        XCTAssertEqual(few.size.height, some.size.height)
        let many = drained(Array(repeating: 1, count: 300)), more = drained(Array(repeating: 1, count: 3_000))
        XCTAssertEqual(more.texts(.requestLabel), ["request(1) ×3000"])
        XCTAssertEqual(Set([few, some, many, more].map { requests($0)[0].frame.height }).count, 1)
        let tooltip = try XCTUnwrap(requests(many).first?.tooltip)
        XCTAssertTrue(tooltip.hasPrefix("300 requests at ticks 2–301: request(1) at 2; request(1) at 3; "))
        XCTAssertTrue(tooltip.contains("request(1) at 51; … 200 more ticks …; request(1) at 252; "))
        XCTAssertTrue(tooltip.hasSuffix("; request(1) at 301"))
    }
}
