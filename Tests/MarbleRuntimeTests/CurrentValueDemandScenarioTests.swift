import MarbleTrace
import TestSupport
import XCTest

/// A `CurrentValueSubject` holds its value while a subscriber has no demand: the value current
/// when demand arrives is handed over as a replay from the tick it was set (Combine's
/// behaviour, compared with OpenCombine in `CurrentValueDemandDifferentialTests`); a held
/// value replaced before then, or held when the subject ends, is a drop on the subscriber's
/// lane, so the diagram says why the subscriber never got it.
final class CurrentValueDemandScenarioTests: XCTestCase {
    /// `m = CurrentValueSubject(0)` sent `sends`, `C = m.sink(demand:)` with `requests`:
    /// the lanes of `m` and `C`.
    private func assertSubjectAndSink(demand: Int, sends: String, requests: String = "",
                                      subject: [TraceEvent], sink: [TraceEvent], line: UInt = #line) {
        assertLanes(runTrace("m = CurrentValueSubject(0)\nC = m.sink(demand: \(demand))\nm.send(\"\(sends)\")\n\(requests)"), [
            // The subject's lane starts with the 0 it holds from the start.
            lane("m", .subject, "CurrentValueSubject(0)", [.initial(0, 0)] + subject),
            lane("C", .subscriber, "m.sink(demand: \(demand))", sink),
        ], line: line)
    }

    func testValuesSetBeforeDemandAreHeldAndTheOverwrittenOnesDropped() {
        assertSubjectAndSink(demand: 0, sends: "-1-2-3---", requests: "C.request(1, at: 7)",
                             subject: [.value(1, 1), .value(3, 2), .value(5, 3), .request(7, 1)],
                             sink: [.subscribe(0), .drop(1, 0, .overwritten), .drop(3, 1, .overwritten), .drop(5, 2, .overwritten),
                                    .request(7, 1), .replay(7, 3, from: 5)])
    }

    /// The scenario: C receives 2; 0 and 1 were overwritten while held, 3 was held
    /// when the subject finished.
    func testOnlyTheValueCurrentAtTheRequestArrivesAndTheOthersAreDrawnLost() {
        assertSubjectAndSink(demand: 0, sends: "-1-2----3|", requests: "C.request(1, at: 5)",
                             subject: [.value(1, 1), .value(3, 2), .request(5, 1), .value(8, 3), .finished(9)],
                             sink: [.subscribe(0), .drop(1, 0, .overwritten), .drop(3, 1, .overwritten), .request(5, 1),
                                    .replay(5, 2, from: 3), .drop(9, 3, .endedBeforeRequested), .finished(9)])
    }

    func testAValueSetBetweenRequestsWaitsForTheNext() {
        assertSubjectAndSink(demand: 1, sends: "-1-2-3-4|", requests: "C.request(1, at: 2)\nC.request(1, at: 6)",
                             subject: [.request(0, 1), .value(1, 1), .request(2, 1), .value(3, 2), .value(5, 3), .request(6, 1),
                                       .value(7, 4), .finished(8)],
                             sink: [.subscribe(0), .request(0, 1), .replay(0, 0, from: 0), .request(2, 1), .replay(2, 1, from: 1),
                                    .drop(5, 2, .overwritten), .request(6, 1), .replay(6, 3, from: 5),
                                    .drop(8, 4, .endedBeforeRequested), .finished(8)])
    }

    func testACompletionLosesAValueStillWaitingForDemand() {
        assertSubjectAndSink(demand: 0, sends: "-1|", subject: [.value(1, 1), .finished(2)],
                             sink: [.subscribe(0), .drop(1, 0, .overwritten), .drop(2, 1, .endedBeforeRequested), .finished(2)])
    }
}
