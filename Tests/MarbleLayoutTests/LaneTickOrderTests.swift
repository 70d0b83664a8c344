import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A lane's events are in tick order, whatever order a hand-built lane lists them in: `Lane`
/// puts them so (a tick's events keeping the order given), and the layout, which reads a
/// tick's marbles as the run of events since the last tick, relies on it.
final class LaneTickOrderTests: XCTestCase {
    private let sorted: [TraceEvent] = [
        .subscribe(0), .request(0, 1), .value(1, 1), .drop(1, 2), .value(1, 3), .request(3, 2), .value(3, 4),
        .drop(6, 5), .finished(6),
    ]

    func testEventsInTickOrderAreKeptAsGiven() {
        XCTAssertEqual(Lane("C", role: .subscriber, label: "", events: sorted).events, sorted)
    }

    func testEventsOutOfTickOrderArePutInItKeepingEachTicksOrder() {
        let shuffled: [TraceEvent] = [
            .value(3, 4), .drop(6, 5), .value(1, 1), .subscribe(0), .drop(1, 2), .finished(6), .request(0, 1),
            .request(3, 2), .value(1, 3),
        ]
        // Tick 3's request came after its value in the list, and stays after it.
        XCTAssertEqual(Lane("C", role: .subscriber, label: "", events: shuffled).events, [
            .subscribe(0), .request(0, 1), .value(1, 1), .drop(1, 2), .value(1, 3), .value(3, 4), .request(3, 2),
            .drop(6, 5), .finished(6),
        ])
    }

    func testAShuffledLaneIsDrawnAsTheSortedOne() {
        let trace = Trace(ticks: 8, lanes: [Lane("C", role: .subscriber, label: "", events: sorted)])
        // The ticks last to first, each tick's events in their order.
        let byTick = Dictionary(grouping: sorted, by: \.tick)
        let shuffled = byTick.keys.sorted(by: >).flatMap { byTick[$0]! }
        XCTAssertNotEqual(shuffled.map(\.tick), sorted.map(\.tick))
        let drawn = layout(Trace(ticks: 8, lanes: [Lane("C", role: .subscriber, label: "", events: shuffled)]))
        XCTAssertEqual(drawn.marks, layout(trace).marks)
        XCTAssertEqual(drawn, layout(trace))
    }
}
