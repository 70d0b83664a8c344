import MarbleTrace
import TestSupport
import XCTest

/// A `CurrentValueSubject` keeps its value while a subscriber has no demand: the trace shows
/// no drop, and the value current when demand arrives is handed over as a replay from the
/// tick it was set (Combine's behaviour, compared with OpenCombine in
/// `CurrentValueDemandDifferentialTests`).
final class CurrentValueDemandScenarioTests: XCTestCase {
    /// `m = CurrentValueSubject(0)` sent `sends`, `C = m.sink(demand:)` with `requests`:
    /// the lanes of `m` and `C`.
    private func assertSubjectAndSink(demand: Int, sends: String, requests: String = "",
                                      subject: [TraceEvent], sink: [TraceEvent], line: UInt = #line) {
        assertLanes(runTrace("m = CurrentValueSubject(0)\nC = m.sink(demand: \(demand))\nm.send(\"\(sends)\")\n\(requests)"), [
            lane("m", .subject, "CurrentValueSubject(0)", subject),
            lane("C", .subscriber, "m.sink(demand: \(demand))", sink),
        ], line: line)
    }

    func testValuesSetBeforeDemandAreKeptNotDropped() {
        assertSubjectAndSink(demand: 0, sends: "-1-2-3---", requests: "C.request(1, at: 7)",
                             subject: [.value(1, 1), .value(3, 2), .value(5, 3), .request(7, 1)],
                             sink: [.subscribe(0), .request(7, 1), .replay(7, 3, from: 5)])
    }

    func testAValueSetBetweenRequestsWaitsForTheNext() {
        assertSubjectAndSink(demand: 1, sends: "-1-2-3-4|", requests: "C.request(1, at: 2)\nC.request(1, at: 6)",
                             subject: [.request(0, 1), .value(1, 1), .request(2, 1), .value(3, 2), .value(5, 3), .request(6, 1),
                                       .value(7, 4), .finished(8)],
                             sink: [.subscribe(0), .request(0, 1), .replay(0, 0, from: 0), .request(2, 1), .replay(2, 1, from: 1),
                                    .request(6, 1), .replay(6, 3, from: 5), .finished(8)])
    }

    func testACompletionPassesAValueStillWaitingForDemand() {
        assertSubjectAndSink(demand: 0, sends: "-1|", subject: [.value(1, 1), .finished(2)], sink: [.subscribe(0), .finished(2)])
    }
}
