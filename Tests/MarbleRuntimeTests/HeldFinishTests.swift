import MarbleTrace
import TestSupport
import XCTest

/// An operator that holds its upstream's finish until demand comes records where the hold
/// began on the lane below it; the lane's `finished`, if any, is where the finish was let
/// through. As in Combine (OpenCombine 0.14): `buffer`; the reducing operators (`collect()`,
/// `reduce`, `count`, `first`, ...: ReduceProducer), whose result and finish wait for the first
/// request; `flatMap`, whose finish waits behind values kept for lack of demand. Operators
/// that merely wait for time (`receive(on:)`, `delay`) or for inner publishers (`switchToLatest`,
/// a `flatMap` with one still running) hold nothing for demand.
final class HeldFinishTests: XCTestCase {
    private func bufferRun(_ requests: String) -> Trace? {
        runTrace("""
            s = PassthroughSubject<Int>()
            b = s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
            C = b.sink(demand: 1)
            \(requests)
            s.send("-1-2-3-4|")
            """)
    }

    func testAFinishHeldForValuesAndDemandIsMarkedWhereTheUpstreamFinished() {
        let trace = bufferRun("C.request(1, at: 6)\nC.request(3, at: 9)")
        XCTAssertEqual(trace?[lane: "b"]?.events, [
            .subscribe(0), .request(0, 1), .value(1, 1), .request(6, 1), .value(6, 2), .finishHeld(8),
            .request(9, 3), .value(9, 3), .value(9, 4), .finished(9),
        ])
        XCTAssertEqual(trace?[lane: "s"]?.events.last, .finished(8))
    }

    func testAFinishNeverLetThroughIsMarkedAndTheLaneHasNoFinish() {
        let trace = bufferRun("C.request(1, at: 6)\nC.request(2, at: 9)")
        let events = trace?[lane: "b"]?.events ?? []
        XCTAssertEqual(events.filter { [.finished, .finishHeld].contains($0.kind) }, [.finishHeld(8)])
    }

    func testAFinishWithNothingToWaitForIsNotHeld() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            b = s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
            C = b.sink()
            s.send("-1-2|")
            """)
        XCTAssertEqual(trace?[lane: "b"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .finished(4)])
    }

    func testTheJSONTraceNamesTheHoldAndReadsItBack() throws {
        let trace = try XCTUnwrap(bufferRun("C.request(1, at: 6)\nC.request(3, at: 9)"))
        let json = TraceJSON.encode(trace)
        XCTAssertTrue(json.contains(#"{ "t": 8, "kind": "finish held" }"#), json)
        XCTAssertEqual(try TraceJSON.decode(json), trace)
    }

    func testAReducingOperatorHoldsItsResultAndFinishUntilTheFirstRequest() {
        let trace = runTrace("""
            s = hot("-1-2|")
            C = s.collect().sink(demand: 0)
            D = s.reduce(0, +).sink(demand: 0)
            F = s.first().sink(demand: 0)
            G = s.count().sink()
            C.request(1, at: 6)
            D.request(1, at: 7)
            """)
        XCTAssertEqual(trace?[lane: "C"]?.events, [
            .subscribe(0), .finishHeld(4), .request(6, 1), .value(6, .array([1, 2])), .finished(6),
        ])
        XCTAssertEqual(trace?[lane: "D"]?.events, [.subscribe(0), .finishHeld(4), .request(7, 1), .value(7, 3), .finished(7)])
        // first() finishes at its first value; with no request it holds both, never let through.
        XCTAssertEqual(trace?[lane: "F"]?.events, [.subscribe(0), .finishHeld(1)])
        // Asked for before the upstream finished: nothing is held.
        XCTAssertEqual(trace?[lane: "G"]?.events, [.subscribe(0), .unlimited(0), .value(4, 2), .finished(4)])
    }

    func testAFlatMapHoldsItsFinishBehindValuesKeptForDemand() {
        let trace = runTrace("""
            s = hot("-1-2|")
            C = s.flatMap { cold("-x|", values: [x: $0 * 10]) }.sink(demand: 1)
            C.request(1, at: 7)
            """)
        XCTAssertEqual(trace?[lane: "C"]?.events, [
            .subscribe(0), .request(0, 1), .value(2, 10), .finishHeld(5), .request(7, 1), .value(7, 20), .finished(7),
        ])
        // Waiting for an inner publisher to finish is no hold for demand.
        let waiting = runTrace("""
            s = hot("-1|")
            C = s.flatMap { cold("---x|", values: [x: $0]) }.sink()
            """)
        XCTAssertEqual(waiting?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(4, 1), .finished(5)])
    }
}
