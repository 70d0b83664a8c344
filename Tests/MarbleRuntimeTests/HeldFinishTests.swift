import MarbleTrace
import TestSupport
import XCTest

/// A `buffer` that holds its upstream's finish records where the hold began on its lane; the
/// lane's `finished`, if any, is where the finish was let through.
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
}
