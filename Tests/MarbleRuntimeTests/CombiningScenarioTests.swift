import MarbleTrace
import TestSupport
import XCTest

/// Whole traces of the combining examples, and of `merge` and `combineLatest`, which
/// OpenCombine 0.14.0 lacks: their expectations follow Apple's documentation, quoted at each
/// test.
final class CombiningScenarioTests: XCTestCase {
    private func pair(_ a: MarbleValue, _ b: MarbleValue) -> MarbleValue { .tuple([a, b]) }

    // MARK: - Examples

    func testZipVersusCombineLatest() throws {
        let zipped: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(3, pair(1, "x")), .value(7, pair(2, "y")), .finished(9)]
        let latest: [TraceEvent] = [
            .subscribe(0), .unlimited(0), .value(3, pair(1, "x")), .value(5, pair(2, "x")),
            .value(7, pair(3, "x")), .value(7, pair(3, "y")), .finished(11),
        ]
        assertLanes(runTrace(try Repository.example("40-zip-vs-combine-latest")), [
            lane("a", .source, "hot(\"-1---2-3---|\")", [.value(1, 1), .value(5, 2), .value(7, 3), .finished(11)]),
            lane("b", .source, "hot(\"---x---y-|\")", [.value(3, "x"), .value(7, "y"), .finished(9)]),
            lane("z", .operator, "a.zip(b)", zipped),
            lane("c", .operator, "a.combineLatest(b)", latest),
            lane("Z", .subscriber, "z.sink()", zipped),
            lane("C", .subscriber, "c.sink()", latest),
        ])
    }

    func testFlatMapWithOnePublisherAtATimeDrawsEachInnerAsABranch() throws {
        let inner = "cold(\"-x-y|\", values: [x: $0 * 10, y: $0 * 10 + 1])"
        let trace = runTrace(try Repository.example("41-flatmap-max-publishers"))
        assertLanes(trace, [
            lane("s", .source, "hot(\"-1-2---3---|\")", [.request(0, 1), .value(1, 1), .value(3, 2), .request(5, 1), .value(7, 3), .finished(11)]),
            lane("f", .operator, "s.flatMap(maxPublishers: .max(1)) { \(inner) }", [
                .subscribe(0), .unlimited(0), .value(2, 10), .drop(3, 2), .value(4, 11), .value(8, 30), .value(10, 31), .finished(11),
            ]),
            lane("f.1", .operator, inner, [.subscribe(1), .unlimited(1), .value(2, 10), .value(4, 11), .finished(5)]),
            lane("f.2", .operator, inner, [.subscribe(7), .unlimited(7), .value(8, 30), .value(10, 31), .finished(11)]),
            lane("C", .subscriber, "f.sink()", [
                .subscribe(0), .unlimited(0), .value(2, 10), .value(4, 11), .value(8, 30), .value(10, 31), .finished(11),
            ]),
        ])
        XCTAssertEqual(trace?.lanes.map { $0.parent ?? "-" }, ["-", "-", "f", "f", "-"])
    }

    func testSwitchToLatestCancelsEachInnerOnItsOwnBranch() throws {
        let inner = "cold(\"-x-y-z|\", values: [x: $0 * 10, y: $0 * 10 + 1, z: $0 * 10 + 2])"
        let output: [TraceEvent] = [
            .subscribe(0), .unlimited(0), .value(2, 10), .value(5, 20), .value(8, 30), .value(10, 31), .value(12, 32), .finished(13),
        ]
        let trace = runTrace(try Repository.example("42-switch-to-latest"))
        assertLanes(trace, [
            lane("s", .source, "hot(\"-1--2--3---|\")", [.value(1, 1), .value(4, 2), .value(7, 3), .finished(11)]),
            lane("w", .operator, "s.map { \(inner) }.switchToLatest()", output),
            lane("w.1", .operator, inner, [.subscribe(1), .unlimited(1), .value(2, 10), .cancel(4)]),
            lane("w.2", .operator, inner, [.subscribe(4), .unlimited(4), .value(5, 20), .cancel(7)]),
            lane("w.3", .operator, inner, [.subscribe(7), .unlimited(7), .value(8, 30), .value(10, 31), .value(12, 32), .finished(13)]),
            lane("C", .subscriber, "w.sink()", output),
        ])
        XCTAssertEqual(trace?.lanes.map { $0.parent ?? "-" }, ["-", "-", "w", "w", "w", "-"])
    }

    func testRetryResubscribesThenCatchReplacesTheFailure() throws {
        let recovered: [TraceEvent] = [
            .subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 1), .value(7, 2), .value(8, 0), .finished(8),
        ]
        assertLanes(runTrace(try Repository.example("43-retry-catch")), [
            lane("s[1]", .source, "cold(\"-1-2#\", error: \"flaky\")", feeds: "C",
                 [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .failure(4, "flaky")]),
            // The resubscription by retry feeds the same subscriber as the first.
            lane("s[2]", .source, "cold(\"-1-2#\", error: \"flaky\")", feeds: "C",
                 [.subscribe(4), .unlimited(4), .value(5, 1), .value(7, 2), .failure(8, "flaky")]),
            lane("r", .operator, "s.retry(1)", [
                .subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 1), .value(7, 2), .failure(8, "flaky"),
            ]),
            lane("c", .operator, "r.catch { Just(0) }", recovered),
            lane("C", .subscriber, "c.sink()", recovered),
        ])
    }

    // MARK: - Inner lanes

    func testInnerLanesFollowTheirParentAndAnUnboundFlatMapDrawsNone() {
        let trace = runTrace("""
            s = hot("-1-2|")
            f = s.flatMap { Just($0) }
            g = s.flatMap { Just($0) }.map { $0 * 2 }
            C = f.sink()
            D = g.sink()
            m = s.merge(with: s.flatMap { Just($0) })
            """)
        // g's flatMap is a stage of g's chain, with its inner lanes; the flatMap inside m's
        // argument is bound to no lane and draws none.
        XCTAssertEqual(trace?.lanes.map(\.name), ["s", "f", "f.1", "f.2", "flatMap", "flatMap.1", "flatMap.2", "g", "C", "D", "m"])
        XCTAssertEqual(trace?[lane: "f.2"]?.events, [.subscribe(3), .unlimited(3), .value(3, 2), .finished(3)])
        XCTAssertEqual(trace?[lane: "f.2"]?.role, .operator)
    }

    func testATupleBindsDollarZeroAndDollarOneInALaterClosure() {
        let trace = runTrace("""
            a = hot("-1-2|")
            b = hot("--5-6|")
            C = a.zip(b).map { $0 * 10 + $1 }.sink()
            D = a.zip(b).map { x, y in y }.sink()
            """)
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(2, 15), .value(4, 26), .finished(4)])
        XCTAssertEqual(trace?[lane: "D"]?.events, [.subscribe(0), .unlimited(0), .value(2, 5), .value(4, 6), .finished(4)])
    }

    // MARK: - merge (Apple's documentation; not in OpenCombine 0.14.0)

    /// "The merged publisher continues to emit elements until all upstream publishers finish."
    func testMergeInterleavesAndFinishesWhenAllHaveFinished() {
        let merged: [TraceEvent] = [
            .subscribe(0), .unlimited(0), .value(1, 1), .value(2, 2), .value(5, 3), .value(6, 4), .value(7, 9), .finished(9),
        ]
        assertLanes(runTrace("""
            a = hot("-1---3---|")
            b = hot("--2---4|")
            c = hot("-------9|")
            m = a.merge(with: b, c)
            C = m.sink()
            """), [
            lane("a", .source, "hot(\"-1---3---|\")", [.value(1, 1), .value(5, 3), .finished(9)]),
            lane("b", .source, "hot(\"--2---4|\")", [.value(2, 2), .value(6, 4), .finished(7)]),
            lane("c", .source, "hot(\"-------9|\")", [.value(7, 9), .finished(8)]),
            lane("m", .operator, "a.merge(with: b, c)", merged),
            lane("C", .subscriber, "m.sink()", merged),
        ])
    }

    /// "If an upstream publisher produces an error, the merged publisher fails with that error."
    func testMergeFailsWithTheFirstFailureAndCancelsTheOthers() {
        assertLanes(runTrace("""
            a = cold("-1---3|")
            b = cold("--#", error: "b failed")
            C = a.merge(with: b).sink()
            """), [
            lane("a", .source, "cold(\"-1---3|\")", [.subscribe(0), .unlimited(0), .value(1, 1), .cancel(2)]),
            lane("b", .source, "cold(\"--#\", error: \"b failed\")", [.subscribe(0), .unlimited(0), .failure(2, "b failed")]),
            lane("C", .subscriber, "a.merge(with: b).sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .failure(2, "b failed")]),
        ])
    }

    /// Demand, as our merge requests it: the docs do not say. With limited demand downstream,
    /// each upstream is asked for one value at a time and a value that finds no demand waits
    /// (one per upstream) until a request serves it, in upstream order (so a's 3 is served
    /// at 5 before b's 2, which waited longer); unlimited demand goes to every upstream.
    func testMergeAsksEachUpstreamForOneValueAtATimeUnderLimitedDemand() {
        assertLanes(runTrace("""
            a = cold("-1-3|")
            b = cold("--2-4|")
            C = a.merge(with: b).sink(demand: 1)
            C.request(1, at: 5)
            C.request(.unlimited, at: 8)
            """), [
            lane("a", .source, "cold(\"-1-3|\")", [.subscribe(0), .request(0, 1), .value(1, 1), .request(1, 1), .value(3, 3), .finished(4)]),
            lane("b", .source, "cold(\"--2-4|\")", [.subscribe(0), .request(0, 1), .value(2, 2), .unlimited(8), .value(8, 4), .finished(8)]),
            lane("C", .subscriber, "a.merge(with: b).sink(demand: 1)", [
                .subscribe(0), .request(0, 1), .value(1, 1), .request(5, 1), .value(5, 3), .unlimited(8), .value(8, 2), .value(8, 4), .finished(8),
            ]),
        ])
    }

    // MARK: - combineLatest (Apple's documentation; not in OpenCombine 0.14.0)

    /// The documentation's example: pub1 sends 1, 2; pub2 sends 2; pub1 sends 3, 45;
    /// pub2 sends 22 → (2, 2), (3, 2), (45, 2), (45, 22). "The combined publisher doesn’t
    /// produce elements until each of its upstream publishers publishes at least one element."
    /// "All upstream publishers need to finish for this publisher to finish."
    func testCombineLatestFollowsTheDocumentedExample() {
        let latest: [TraceEvent] = [
            .subscribe(0), .unlimited(0), .value(5, pair(2, 2)), .value(7, pair(3, 2)), .value(9, pair(45, 2)),
            .value(11, pair(45, 22)), .finished(14),
        ]
        assertLanes(runTrace("""
            p = hot("-1-2---3-4---|", values: [4: 45])
            q = hot("-----2-----x--|", values: [x: 22])
            c = p.combineLatest(q)
            C = c.sink()
            """), [
            lane("p", .source, "hot(\"-1-2---3-4---|\", values: [4: 45])", [.value(1, 1), .value(3, 2), .value(7, 3), .value(9, 45), .finished(13)]),
            lane("q", .source, "hot(\"-----2-----x--|\", values: [x: 22])", [.value(5, 2), .value(11, 22), .finished(14)]),
            lane("c", .operator, "p.combineLatest(q)", latest),
            lane("C", .subscriber, "c.sink()", latest),
        ])
    }

    /// The documentation's closure example: `combineLatest(pub2) { first * second }` prints
    /// 4, 18, 6, 36, 156. "If any of the combined publishers terminates with a failure, this
    /// publisher also fails."
    func testCombineLatestWithAClosureAndAFailure() {
        let trace = runTrace("""
            p = hot("-1-2-x-3---y|", values: [x: 9, y: 13])
            q = hot("----2----u----#", values: [u: 12], error: "q failed")
            C = p.combineLatest(q) { $0 * $1 }.sink()
            """)
        XCTAssertEqual(trace?[lane: "C"]?.events, [
            .subscribe(0), .unlimited(0), .value(4, 4), .value(5, 18), .value(7, 6), .value(9, 36), .value(11, 156),
            .failure(14, "q failed"),
        ])
    }

    /// "The combined publisher passes through any requests to all upstream publishers.
    /// However, it still obeys the demand-fulfilling rule of only sending the request amount
    /// downstream. If the demand isn’t unlimited, it drops values from upstream publishers. It
    /// implements this by using a buffer size of 1 for each upstream, and holds the
    /// most-recent value in each buffer."
    func testCombineLatestPassesRequestsToEveryUpstreamAndDropsWhatFindsNoDemand() {
        assertLanes(runTrace("""
            a = cold("-1-2|")
            b = cold("--x-y|")
            c = a.combineLatest(b)
            C = c.sink(demand: 1)
            C.request(.unlimited, at: 6)
            """), [
            lane("a", .source, "cold(\"-1-2|\")", [.subscribe(0), .request(0, 1), .value(1, 1), .unlimited(6), .value(6, 2), .finished(6)]),
            lane("b", .source, "cold(\"--x-y|\")", [.subscribe(0), .request(0, 1), .value(2, "x"), .unlimited(6), .value(6, "y"), .finished(6)]),
            lane("c", .operator, "a.combineLatest(b)", [
                .subscribe(0), .request(0, 1), .value(2, pair(1, "x")), .unlimited(6), .value(6, pair(2, "x")), .value(6, pair(2, "y")), .finished(6),
            ]),
            lane("C", .subscriber, "c.sink(demand: 1)", [
                .subscribe(0), .request(0, 1), .value(2, pair(1, "x")), .unlimited(6), .value(6, pair(2, "x")), .value(6, pair(2, "y")), .finished(6),
            ]),
        ])
        let dropped = runTrace("""
            a = hot("-1-2---|")
            b = hot("--x-y-|")
            c = a.combineLatest(b)
            C = c.sink(demand: 2)
            """)
        XCTAssertEqual(dropped?[lane: "c"]?.events, [
            .subscribe(0), .request(0, 2), .value(2, pair(1, "x")), .value(3, pair(2, "x")), .drop(4, pair(2, "y")), .finished(7),
        ])
    }
}
