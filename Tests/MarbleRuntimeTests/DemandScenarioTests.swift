import MarbleTrace
import TestSupport
import XCTest

/// Scenarios 10 and 15 and the cold demand buffer: cancel, limited demand, drops.
final class DemandScenarioTests: XCTestCase {
    func testCancelledSinkStopsAtTheCancelMark() throws {
        assertLanes(runTrace(try Repository.example("10-sink-cancel")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("C", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .cancel(4)]),
        ])
    }

    func testDemandDropsWhatWasNotRequested() throws {
        assertLanes(runTrace(try Repository.example("15-demand")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [
                .request(0, 2), .value(1, 1), .value(3, 2), .value(5, 3), .request(7, 2), .value(7, 4), .value(9, 5), .value(11, 6), .finished(12),
            ]),
            lane("C", .subscriber, "s.sink(demand: 2)", [
                .subscribe(0), .request(0, 2), .value(1, 1), .value(3, 2), .drop(5, 3),
                .request(7, 2), .value(7, 4), .value(9, 5), .drop(11, 6), .finished(12),
            ]),
        ])
    }

    func testColdBuffersUntilDemandAndPlaysPerSubscriber() throws {
        let forC: [TraceEvent] = [.subscribe(0), .request(0, 1), .value(1, 1), .request(5, 1), .value(5, 2), .request(8, 5), .value(8, 3), .finished(8)]
        let forD: [TraceEvent] = [.subscribe(3), .unlimited(3), .value(4, 1), .value(6, 2), .value(8, 3), .finished(9)]
        assertLanes(runTrace(try Repository.example("20-cold-demand-buffer")), [
            lane("p[1]", .source, "cold(\"-1-2-3|\")", feeds: "C", forC),
            lane("p[2]", .source, "cold(\"-1-2-3|\")", feeds: "D", forD),
            lane("C", .subscriber, "p.sink(demand: 1)", forC),
            lane("D", .subscriber, "p.sink(at: 3)", forD),
        ])
    }

    func testCurrentValueIsReplayedToEachNewSubscriber() throws {
        assertLanes(runTrace(try Repository.example("21-current-value")), [
            lane("s", .subject, "CurrentValueSubject(0)", [.initial(0, 0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("C", .subscriber, "s.sink()", [
                .subscribe(0), .unlimited(0), .replay(0, 0, from: 0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8),
            ]),
            lane("D", .subscriber, "s.sink(at: 4)", [
                .subscribe(4), .unlimited(4), .replay(4, 2, from: 3), .value(5, 3), .value(7, 4), .finished(8),
            ]),
        ])
    }
}
