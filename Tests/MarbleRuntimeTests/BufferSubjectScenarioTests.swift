import MarbleTrace
import TestSupport
import XCTest

/// Scenario 18 and the rest of `BufferSubject`'s rules (from the source material's
/// `Buffer` and `BufferSubject`): per-subscription copies, demand, full strategies,
/// subscribers after the completion.
final class BufferSubjectScenarioTests: XCTestCase {
    private let live: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 1), .value(2, 2), .value(3, 3), .value(4, 4), .value(7, 5), .finished(8)]

    func testDropOldestEvictsTheOldestAndTheLateSubscriberGetsWhatWasKept() throws {
        assertLanes(runTrace(try Repository.example("18-buffer-subject-drop-oldest")), [
            lane("s", .subject, "BufferSubject(limit: 2, whenFull: .dropOldest)", [
                .value(1, 1), .value(2, 2), .value(3, 3), .drop(3, 1, .bufferFull), .value(4, 4), .drop(4, 2, .bufferFull),
                .value(7, 5), .drop(7, 3, .bufferFull), .finished(8),
            ]),
            lane("C", .subscriber, "s.sink()", live),
            lane("D", .subscriber, "s.sink(at: 6)", [.subscribe(6), .unlimited(6), .replay(6, 3, from: 3), .replay(6, 4, from: 4), .value(7, 5), .finished(8)]),
        ])
    }

    func testDropNewestEvictsTheNewestKeptValue() throws {
        assertLanes(runTrace(try Repository.example("18-buffer-subject-drop-newest")), [
            lane("s", .subject, "BufferSubject(limit: 2, whenFull: .dropNewest)", [
                .value(1, 1), .value(2, 2), .value(3, 3), .drop(3, 2, .bufferFull), .value(4, 4), .drop(4, 3, .bufferFull),
                .value(7, 5), .drop(7, 4, .bufferFull), .finished(8),
            ]),
            lane("C", .subscriber, "s.sink()", live),
            lane("D", .subscriber, "s.sink(at: 6)", [.subscribe(6), .unlimited(6), .replay(6, 1, from: 1), .replay(6, 4, from: 4), .value(7, 5), .finished(8)]),
        ])
    }

    func testWithoutDemandValuesWaitInTheSubscriptionsBufferAndTheCompletionTakesDemand() {
        // C's copy fills while it has no demand (1 is evicted there, on C's lane); each
        // request hands over buffered values, and the completion waits behind them and
        // takes one unit of demand. D arrives after the end with demand 2: 2 and 3, and its
        // completion waits for a third unit that never comes.
        let trace = runTrace("""
            s = BufferSubject(limit: 2)
            C = s.sink(demand: 0)
            C.request(1, at: 5)
            C.request(5, at: 7)
            D = s.sink(at: 7, demand: 2)
            s.send("-123-|")
            """)
        assertLanes(trace, [
            lane("s", .subject, "BufferSubject(limit: 2)", [
                .value(1, 1), .value(2, 2), .value(3, 3), .drop(3, 1, .bufferFull), .request(5, 1), .finished(5), .request(7, 5), .request(7, 2),
            ]),
            lane("C", .subscriber, "s.sink(demand: 0)", [
                .subscribe(0), .drop(3, 1, .bufferFull), .request(5, 1), .replay(5, 2, from: 2),
                .request(7, 5), .replay(7, 3, from: 3), .finished(7),
            ]),
            lane("D", .subscriber, "s.sink(at: 7, demand: 2)", [.subscribe(7), .request(7, 2), .replay(7, 2, from: 2), .replay(7, 3, from: 3)]),
        ])
    }

    func testCustomErrorEndsTheBufferButNotTheSubject() {
        // Full at 2: the buffer ends with the error and refuses 2 and 3; live C still gets
        // everything, late D gets the kept 1, then the error.
        let trace = runTrace("""
            s = BufferSubject(limit: 1, whenFull: .customError("full"))
            C = s.sink()
            D = s.sink(at: 5)
            s.send("-123")
            """)
        assertLanes(trace, [
            lane("s", .subject, #"BufferSubject(limit: 1, whenFull: .customError("full"))"#, [
                .value(1, 1), .value(2, 2), .drop(2, 2, .bufferFull), .value(3, 3), .drop(3, 3, .bufferFull),
            ]),
            lane("C", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(2, 2), .value(3, 3)]),
            lane("D", .subscriber, "s.sink(at: 5)", [.subscribe(5), .unlimited(5), .replay(5, 1, from: 1), .failure(5, "full")]),
        ])
    }

    func testLimitZeroKeepsNothing() {
        let trace = runTrace("""
            s = BufferSubject(limit: 0)
            C = s.sink()
            D = s.sink(at: 3)
            s.send("-12|")
            """)
        assertLanes(trace, [
            lane("s", .subject, "BufferSubject(limit: 0)", [.value(1, 1), .drop(1, 1, .bufferFull), .value(2, 2), .drop(2, 2, .bufferFull), .finished(3)]),
            lane("C", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(2, 2), .finished(3)]),
            lane("D", .subscriber, "s.sink(at: 3)", [.subscribe(3), .unlimited(3), .finished(3)]),
        ])
    }

    func testDefaultLimitIsOneDroppingTheOldest() {
        let trace = runTrace("""
            s = BufferSubject()
            D = s.sink(at: 4)
            s.send("-12-3")
            """)
        assertLanes(trace, [
            lane("s", .subject, "BufferSubject()", [.value(1, 1), .value(2, 2), .drop(2, 1, .bufferFull), .value(4, 3), .drop(4, 2, .bufferFull)]),
            lane("D", .subscriber, "s.sink(at: 4)", [.subscribe(4), .unlimited(4), .replay(4, 2, from: 2), .value(4, 3)]),
        ])
    }
}
