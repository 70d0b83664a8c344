import MarbleTrace
import TestSupport
import XCTest

/// Scenario 19: RxSwift's subjects. Expected traces follow RxSwift's documented behaviour
/// for subscribers with unlimited demand; with limited demand, the rule of `RxConduit`:
/// an event that finds no demand is dropped, replays included.
final class RxSubjectScenarioTests: XCTestCase {
    private let sent: [TraceEvent] = [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]
    private let all: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]

    func testPublishSubjectOnlyLaterEvents() throws {
        assertLanes(runTrace(try Repository.example("19-publish-subject")), [
            lane("s", .subject, "PublishSubject()", sent),
            lane("C", .subscriber, "s.sink()", all),
            lane("D", .subscriber, "s.sink(at: 4)", [.subscribe(4), .unlimited(4), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("E", .subscriber, "s.sink(at: 9)", [.subscribe(9), .unlimited(9), .finished(9)]),
        ])
    }

    func testBehaviorSubjectLatestValueOnSubscribe() throws {
        assertLanes(runTrace(try Repository.example("19-behavior-subject")), [
            lane("s", .subject, "BehaviorSubject(value: 100)", [.initial(0, 100)] + sent),
            lane("C", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0), .replay(0, 100, from: 0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("D", .subscriber, "s.sink(at: 4)", [.subscribe(4), .unlimited(4), .replay(4, 2, from: 3), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("E", .subscriber, "s.sink(at: 9)", [.subscribe(9), .unlimited(9), .finished(9)]),
        ])
    }

    func testReplaySubjectLastTwoReplayedEvenAfterCompletion() throws {
        assertLanes(runTrace(try Repository.example("19-replay-subject")), [
            lane("s", .subject, "ReplaySubject.create(bufferSize: 2)", sent),
            lane("C", .subscriber, "s.sink()", all),
            lane("D", .subscriber, "s.sink(at: 6)", [.subscribe(6), .unlimited(6), .replay(6, 2, from: 3), .replay(6, 3, from: 5), .value(7, 4), .finished(8)]),
            lane("E", .subscriber, "s.sink(at: 9)", [.subscribe(9), .unlimited(9), .replay(9, 3, from: 5), .replay(9, 4, from: 7), .finished(9)]),
        ])
    }

    /// Each value sent and not emitted is a drop on the subject's lane where the next one
    /// superseded it; the failure loses the last one (drawn at the failure's tick).
    func testAsyncSubjectOnlyTheLastValueAtCompletionOrOnlyTheError() throws {
        let atEnd: [TraceEvent] = [.value(8, 4), .finished(8)]
        assertLanes(runTrace(try Repository.example("19-async-subject")), [
            lane("s", .subject, "AsyncSubject()", [.drop(3, 1, .superseded), .drop(5, 2, .superseded), .drop(7, 3, .superseded)] + atEnd),
            lane("C", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0)] + atEnd),
            lane("D", .subscriber, "s.sink(at: 4)", [.subscribe(4), .unlimited(4)] + atEnd),
            lane("E", .subscriber, "s.sink(at: 9)", [.subscribe(9), .unlimited(9), .replay(9, 4, from: 8), .finished(9)]),
            lane("f", .subject, "AsyncSubject()", [.drop(3, 1, .superseded), .drop(5, 2, .lostAtFailure), .failure(5, "boom")]),
            lane("F", .subscriber, "f.sink()", [.subscribe(0), .unlimited(0), .failure(5, "boom")]),
        ])
    }

    /// An error with nothing sent loses nothing; a value sent after the end is ignored, not
    /// superseding anything; one value completed is emitted, not dropped.
    func testAsyncSubjectDropsOnlyWhatItHeldAndNeverEmitted() {
        let trace = runTrace("""
            a = AsyncSubject()
            A = a.sink()
            a.send("--#", error: "boom")
            b = AsyncSubject()
            B = b.sink()
            b.send("-1|")
            b.send(2, at: 4)
            c = AsyncSubject()
            c.send("-1-2-3")
            """)
        assertLanes(trace, [
            lane("a", .subject, "AsyncSubject()", [.failure(2, "boom")]),
            lane("A", .subscriber, "a.sink()", [.subscribe(0), .unlimited(0), .failure(2, "boom")]),
            lane("b", .subject, "AsyncSubject()", [.value(2, 1), .finished(2)]),
            lane("B", .subscriber, "b.sink()", [.subscribe(0), .unlimited(0), .value(2, 1), .finished(2)]),
            // Never ended: 3 is still held when the run stops, not lost.
            lane("c", .subject, "AsyncSubject()", [.drop(3, 1, .superseded), .drop(5, 2, .superseded)]),
        ])
    }

    func testUnboundedReplaySubjectReplaysEverythingThenTheError() {
        let trace = runTrace("""
            s = ReplaySubject.createUnbounded()
            C = s.sink(at: 3)
            D = s.sink(at: 6)
            s.send("-1-2-#", error: "boom")
            """)
        assertLanes(trace, [
            lane("s", .subject, "ReplaySubject.createUnbounded()", [.value(1, 1), .value(3, 2), .failure(5, "boom")]),
            lane("C", .subscriber, "s.sink(at: 3)", [.subscribe(3), .unlimited(3), .replay(3, 1, from: 1), .value(3, 2), .failure(5, "boom")]),
            lane("D", .subscriber, "s.sink(at: 6)", [.subscribe(6), .unlimited(6), .replay(6, 1, from: 1), .replay(6, 2, from: 3), .failure(6, "boom")]),
        ])
    }

    func testBehaviorSubjectAfterAnErrorGivesOnlyTheError() {
        let trace = runTrace("""
            s = BehaviorSubject(value: 1)
            C = s.sink(at: 5)
            s.send("-2-#")
            """)
        assertLanes(trace, [
            lane("s", .subject, "BehaviorSubject(value: 1)", [.initial(0, 1), .value(1, 2), .failure(3, "error")]),
            lane("C", .subscriber, "s.sink(at: 5)", [.subscribe(5), .unlimited(5), .failure(5, "error")]),
        ])
    }

    // MARK: - Limited demand: what finds no demand is dropped, never kept for later

    func testBehaviorSubjectWithoutDemandDropsItsReplay() {
        let trace = runTrace("""
            s = BehaviorSubject(value: 100)
            C = s.sink(demand: 0)
            C.request(1, at: 4)
            s.send("-1-2-3-4|")
            """)
        assertLanes(trace, [
            lane("s", .subject, "BehaviorSubject(value: 100)", [.initial(0, 100), .value(1, 1), .value(3, 2), .request(4, 1), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("C", .subscriber, "s.sink(demand: 0)", [
                .subscribe(0), .drop(0, 100), .drop(1, 1), .drop(3, 2), .request(4, 1), .value(5, 3), .drop(7, 4), .finished(8),
            ]),
        ])
    }

    func testReplaySubjectReplaysOnlyAsMuchAsTheFirstRequest() {
        let trace = runTrace("""
            s = ReplaySubject(bufferSize: 2)
            D = s.sink(at: 6, demand: 1)
            D.request(1, at: 8)
            s.send("-1-2-3-4-5|")
            """)
        assertLanes(trace, [
            lane("s", .subject, "ReplaySubject(bufferSize: 2)", [
                .value(1, 1), .value(3, 2), .value(5, 3), .request(6, 1), .value(7, 4), .request(8, 1), .value(9, 5), .finished(10),
            ]),
            lane("D", .subscriber, "s.sink(at: 6, demand: 1)", [
                .subscribe(6), .request(6, 1), .replay(6, 2, from: 3), .drop(6, 3), .drop(7, 4), .request(8, 1), .value(9, 5), .finished(10),
            ]),
        ])
    }

    func testAsyncSubjectWithoutDemandStillCompletes() {
        let trace = runTrace("""
            s = AsyncSubject()
            C = s.sink(demand: 0)
            D = s.sink(at: 9, demand: 0)
            s.send("-1-2|")
            """)
        assertLanes(trace, [
            lane("s", .subject, "AsyncSubject()", [.drop(3, 1, .superseded), .value(4, 2), .finished(4)]),
            lane("C", .subscriber, "s.sink(demand: 0)", [.subscribe(0), .drop(4, 2), .finished(4)]),
            lane("D", .subscriber, "s.sink(at: 9, demand: 0)", [.subscribe(9), .drop(9, 2), .finished(9)]),
        ])
    }

    func testPublishSubjectWithLimitedDemand() {
        let trace = runTrace("""
            s = PublishSubject()
            C = s.sink(demand: 1)
            C.request(1, at: 4)
            s.send("-1-2-3|")
            """)
        assertLanes(trace, [
            lane("s", .subject, "PublishSubject()", [.request(0, 1), .value(1, 1), .value(3, 2), .request(4, 1), .value(5, 3), .finished(6)]),
            lane("C", .subscriber, "s.sink(demand: 1)", [.subscribe(0), .request(0, 1), .value(1, 1), .drop(3, 2), .request(4, 1), .value(5, 3), .finished(6)]),
        ])
    }
}
