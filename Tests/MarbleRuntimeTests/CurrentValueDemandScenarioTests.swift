import MarbleTrace
import TestSupport
import XCTest

/// A `CurrentValueSubject` keeps its value while a subscriber has no demand: the trace shows
/// no drop, and the value current when demand arrives is handed over as a replay from the
/// tick it was set (Combine's behaviour, compared with OpenCombine in
/// `CurrentValueDemandDifferentialTests`).
final class CurrentValueDemandScenarioTests: XCTestCase {
    func testValuesSetBeforeDemandAreKeptNotDropped() {
        assertLanes(runTrace("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 0)
            m.send("-1-2-3---")
            C.request(1, at: 7)
            """), [
            lane("m", .subject, "CurrentValueSubject(0)", [.value(1, 1), .value(3, 2), .value(5, 3), .request(7, 1)]),
            lane("C", .subscriber, "m.sink(demand: 0)", [.subscribe(0), .request(7, 1), .replay(7, 3, from: 5)]),
        ])
    }

    func testAValueSetBetweenRequestsWaitsForTheNext() {
        assertLanes(runTrace("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 1)
            m.send("-1-2-3-4|")
            C.request(1, at: 2)
            C.request(1, at: 6)
            """), [
            lane("m", .subject, "CurrentValueSubject(0)", [
                .request(0, 1), .value(1, 1), .request(2, 1), .value(3, 2), .value(5, 3), .request(6, 1), .value(7, 4), .finished(8),
            ]),
            lane("C", .subscriber, "m.sink(demand: 1)", [
                .subscribe(0), .request(0, 1), .replay(0, 0, from: 0), .request(2, 1), .replay(2, 1, from: 1),
                .request(6, 1), .replay(6, 3, from: 5), .finished(8),
            ]),
        ])
    }

    func testACompletionPassesAValueStillWaitingForDemand() {
        assertLanes(runTrace("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 0)
            m.send("-1|")
            """), [
            lane("m", .subject, "CurrentValueSubject(0)", [.value(1, 1), .finished(2)]),
            lane("C", .subscriber, "m.sink(demand: 0)", [.subscribe(0), .finished(2)]),
        ])
    }
}
