import MarbleTrace
import TestSupport
import XCTest

/// Scenario 4 (Deferred), the Create demand buffer (scenario 20's seed) and the examples of
/// the one-upstream operators: whole traces, drops and requests included.
final class OperatorScenarioTests: XCTestCase {
    func testDeferredBuildsANewTimelinePerSubscriber() throws {
        let forC: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]
        let forD: [TraceEvent] = [.subscribe(4), .unlimited(4), .value(5, 1), .value(7, 2), .value(9, 3), .value(11, 4), .finished(12)]
        let scanC: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]
        let scanD: [TraceEvent] = [.subscribe(4), .unlimited(4), .value(5, 11), .value(7, 13), .value(9, 16), .value(11, 20), .finished(12)]
        assertLanes(runTrace(try Repository.example("04-deferred")), [
            lane("d[1]", .source, "Deferred { cold(\"-1-2-3-4|\") }", feeds: "C", forC),
            lane("d[2]", .source, "Deferred { cold(\"-1-2-3-4|\") }", feeds: "D", forD),
            lane("b[1]", .operator, "d.scan(10, +)", feeds: "C", scanC),
            lane("b[2]", .operator, "d.scan(10, +)", feeds: "D", scanD),
            lane("C", .subscriber, "b.sink()", scanC),
            lane("D", .subscriber, "b.sink(at: 4)", scanD),
        ])
    }

    func testCompactMapAndRemoveDuplicatesGiveBackTheDemandOfWhatTheyRemove() throws {
        let survivors: [TraceEvent] = [.subscribe(0), .request(0, 3), .value(3, 20), .value(9, 30), .value(13, 40), .finished(14)]
        assertLanes(runTrace(try Repository.example("50-filtering-chain")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [
                // The demand compactMap (1 at 1 and 7) and removeDuplicates (2 at 5, 3 at 11)
                // give back for what they remove, returned with the value.
                .request(0, 3), .value(1, 1), .request(1, 1), .value(3, 2), .value(5, 2), .request(5, 1), .value(7, 1), .request(7, 1),
                .value(9, 3), .value(11, 3), .request(11, 1), .value(13, 4), .finished(14),
            ]),
            lane("a", .operator, "s.compactMap { $0 > 1 ? $0 * 10 : nil }", [
                .subscribe(0), .request(0, 3), .value(3, 20), .value(5, 20), .request(5, 1),
                .value(9, 30), .value(11, 30), .request(11, 1), .value(13, 40), .finished(14),
            ]),
            lane("b", .operator, "a.removeDuplicates()", survivors),
            lane("C", .subscriber, "b.sink(demand: 3)", survivors),
        ])
    }

    func testReduceAndCollectPublishAtTheEndAndTheResultWaitsForDemand() throws {
        let reduced: [TraceEvent] = [.subscribe(0), .request(12, 1), .value(12, 15), .finished(12)]
        assertLanes(runTrace(try Repository.example("51-reduce-collect")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .value(9, 5), .finished(10)]),
            // The reduce holds its finish (and result) from 10, where the upstream finished.
            lane("r", .operator, "s.reduce(0, +)", [.subscribe(0), .finishHeld(10)] + reduced.dropFirst()),
            lane("C", .subscriber, "r.sink(demand: 0)", reduced),
            lane("D", .subscriber, "s.collect().sink()", [.subscribe(0), .unlimited(0), .value(10, .array([1, 2, 3, 4, 5])), .finished(10)]),
            lane("E", .subscriber, "s.collect(2).sink()", [
                .subscribe(0), .unlimited(0), .value(3, .array([1, 2])), .value(7, .array([3, 4])), .value(10, .array([5])), .finished(10),
            ]),
        ])
    }

    func testPrefixFinishesOnTheNextValueAndFirstWaitsForDemand() throws {
        let first: [TraceEvent] = [.subscribe(0), .request(6, 1), .value(6, 1), .finished(6)]
        assertLanes(runTrace(try Repository.example("52-prefix-first-demand")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [
                .request(0, 1), .value(1, 1), .value(3, 2), .request(4, 2), .value(5, 3), .value(7, 4), .value(9, 5), .finished(10),
            ]),
            lane("p", .operator, "s.prefix(2)", [
                .subscribe(0), .request(0, 1), .value(1, 1), .drop(3, 2), .request(4, 2), .value(5, 3), .finished(7),
            ]),
            lane("C", .subscriber, "p.sink(demand: 1)", [
                .subscribe(0), .request(0, 1), .value(1, 1), .request(4, 2), .value(5, 3), .finished(7),
            ]),
            // first() took 1 and finished at 1; the finish is held until D's request.
            lane("f", .operator, "s.first()", [.subscribe(0), .finishHeld(1)] + first.dropFirst()),
            lane("D", .subscriber, "f.sink(demand: 0)", first),
        ])
    }

    func testCreateDropsWhatIsBufferedAtItsCompletionAndColdKeepsIt() throws {
        let cold: [TraceEvent] = [
            .subscribe(0), .request(0, 1), .value(1, 1), .request(5, 1), .value(5, 2), .request(8, 5), .value(8, 3), .finished(8),
        ]
        let create: [TraceEvent] = [.subscribe(0), .request(0, 1), .value(1, 1), .request(5, 1), .value(5, 2)]
        assertLanes(runTrace(try Repository.example("53-create-demand-buffer")), [
            lane("c", .source, "cold(\"-1-2-3|\")", cold),
            lane("C", .subscriber, "c.sink(demand: 1)", cold),
            lane("k", .source, "Create(\"-1-2-3|\")", create + [.drop(6, 3), .finished(6)]),
            // The request at 8 comes after the end: the sink no longer has a subscription.
            lane("D", .subscriber, "k.sink(demand: 1)", create + [.finished(6)]),
        ])
    }

    func testCreateHoldsACompletionUntilTheFirstRequest() {
        let held: [TraceEvent] = [.subscribe(0), .request(4, 1), .value(4, 1), .finished(4)]
        assertLanes(runTrace("""
            k = Create("(12|)")
            C = k.sink(demand: 0)
            C.request(1, at: 4)
            """), [
            lane("k", .source, "Create(\"(12|)\")", [.subscribe(0), .request(4, 1), .value(4, 1), .drop(4, 2), .finished(4)]),
            lane("C", .subscriber, "k.sink(demand: 0)", held),
        ])
    }

    func testAValueLostAboveAChainIsShownAsWhatTheChainWouldHaveSent() {
        // The second 1 is lost for lack of demand, but removeDuplicates would have skipped
        // it: nothing to show. 2 is lost too; the chain would have sent 20: a lost 20.
        assertLanes(runTrace("""
            lanes "per statement"
            s = PassthroughSubject<Int>()
            C = s.compactMap { $0 * 10 }.removeDuplicates().sink(demand: 1)
            C.request(1, at: 6)
            s.send("-1-1-2-3|")
            """), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.request(0, 1), .value(1, 1), .value(3, 1), .value(5, 2), .request(6, 1), .value(7, 3), .finished(8)]),
            lane("C", .subscriber, "s.compactMap { $0 * 10 }.removeDuplicates().sink(demand: 1)", [
                .subscribe(0), .request(0, 1), .value(1, 10), .drop(5, 20), .request(6, 1), .value(7, 30), .finished(8),
            ]),
        ])
    }
}
