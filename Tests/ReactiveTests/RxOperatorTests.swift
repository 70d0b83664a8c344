import Reactive
import XCTest

/// Where RxSwift's operators differ from Combine's, each difference pinned by the events
/// (kind, value, tick) RxSwift's own operators give on its TestScheduler: read in RxSwift
/// 6's sources (Debounce.swift, Throttle.swift, Zip.swift, WithLatestFrom.swift,
/// ShareReplayScope.swift, Multicast.swift, Buffer.swift, Materialize.swift, Merge.swift's
/// concatMap), the throttle cases copied from its Observable+ThrottleTests.
final class RxOperatorTests: XCTestCase {
    private let clock = VirtualTimeScheduler()
    private lazy var main = QueueScheduler(clock: clock)

    /// `scheduler.start { ... }`: subscribes at 200 and runs the clock.
    private func start<P: Publisher>(_ make: () -> P) -> TimedSubscriber<P.Output> where P.Failure == TestError {
        let observer = TimedSubscriber<P.Output>(clock: clock)
        let publisher = make()
        clock.schedule(at: 200) { publisher.subscribe(observer) }
        _ = clock.run()
        return observer
    }

    private func hot(_ events: [(Int, Int?)]) -> PublishSubject<Int, TestError> {
        let subject = PublishSubject<Int, TestError>()
        play(events, into: subject, on: clock)
        return subject
    }

    func testDebounceSendsThePendingValueThenCompletesAtTheCompletionsTick() {
        let xs = hot([(210, 1), (220, 2), (225, nil)])
        let res = start { xs.rxDebounce(20, scheduler: main) }
        XCTAssertEqual(res.events, ["next(225, 2)", "completed(225)"])
    }

    /// Combine's debounce, on the same input, discards the pending value.
    func testCombinesDebounceDiscardsThePendingValueOnTheSameInput() {
        let xs = hot([(210, 1), (220, 2), (225, nil)])
        let res = start { xs.debounce(for: 20, scheduler: main) }
        XCTAssertEqual(res.events, ["completed(225)"])
    }

    func testDebounceDropsThePendingValueOnError() {
        let xs = hot([(210, 1), (220, 2)])
        clock.schedule(at: 225) { xs.send(completion: .failure(TestError())) }
        let res = start { xs.rxDebounce(20, scheduler: main) }
        XCTAssertEqual(res.events, ["error(225, boom)"])
    }

    func testDebouncePublishesAfterAPause() {
        let xs = hot([(210, 1), (220, 2), (260, 3), (300, nil)])
        let res = start { xs.rxDebounce(20, scheduler: main) }
        XCTAssertEqual(res.events, ["next(240, 2)", "next(280, 3)", "completed(300)"])
    }

    private static let throttleInput: [(Int, Int?)] = [(150, 1), (210, 2), (250, 3), (310, 4), (350, 5), (410, 6), (450, 7)]

    /// RxSwift's test_ThrottleTimeSpan_Completed: the first value at once, the newest of each
    /// window at its end, and the completion waits for it.
    func testThrottleLatestSendsTheFirstAtOnceAndTheCompletionWaitsForTheLast() {
        let xs = hot(Self.throttleInput + [(500, nil)])
        let res = start { xs.rxThrottle(200, scheduler: main) }
        XCTAssertEqual(res.events, ["next(210, 2)", "next(410, 6)", "next(610, 7)", "completed(610)"])
    }

    /// RxSwift's test_ThrottleTimeSpan_NotLatest_Completed: what falls inside a window is dropped.
    func testThrottleNotLatestDropsWhatFallsInsideTheWindow() {
        let xs = hot(Self.throttleInput + [(500, nil)])
        let res = start { xs.rxThrottle(200, latest: false, scheduler: main) }
        XCTAssertEqual(res.events, ["next(210, 2)", "next(410, 6)", "completed(500)"])
    }

    /// RxSwift's test_ThrottleTimeSpan_CompletedAfterDueTime.
    func testThrottleCompletionAfterTheWindowGoesAtOnce() {
        let xs = hot(Self.throttleInput + [(900, nil)])
        let res = start { xs.rxThrottle(200, scheduler: main) }
        XCTAssertEqual(res.events, ["next(210, 2)", "next(410, 6)", "next(610, 7)", "completed(900)"])
    }

    func testZipCompletesOnlyWhenEverySourceHasCompleted() {
        let a = hot([(210, 1), (220, nil)])
        let b = hot([(230, 2), (240, 3), (250, nil)])
        let res = start { Publishers.RxZip([a, b]) }
        XCTAssertEqual(res.events, ["next(230, [1, 2])", "completed(250)"])
    }

    /// Combine's zip, on the same input, finishes once a finished source's queue is empty.
    func testCombinesZipFinishesWhenAFinishedSourceRunsDry() {
        let a = hot([(210, 1), (220, nil)])
        let b = hot([(230, 2), (240, 3), (250, nil)])
        let res = start { a.zip(b).map { [$0.0, $0.1] } }
        XCTAssertEqual(res.events, ["next(230, [1, 2])", "completed(230)"])
    }

    func testZipFailsAtOnce() {
        let a = hot([(210, 1)])
        let b = hot([])
        clock.schedule(at: 220) { b.send(completion: .failure(TestError())) }
        let res = start { Publishers.RxZip([a, b]) }
        XCTAssertEqual(res.events, ["error(220, boom)"])
    }

    func testWithLatestFromWithoutASelectorEmitsTheOtherSourcesValue() {
        let a = hot([(210, 1), (220, 2), (240, 3), (250, nil)])
        let b = hot([(215, 10), (230, nil)])
        let res = start { a.rxWithLatestFrom(b) }
        XCTAssertEqual(res.events, ["next(220, 10)", "next(240, 10)", "completed(250)"])
    }

    func testWithLatestFromWithASelector() {
        let a = hot([(210, 1), (220, 2), (250, nil)])
        let b = hot([(205, 10), (215, 20)])
        let res = start { a.rxWithLatestFrom(b) { $0 + $1 } }
        XCTAssertEqual(res.events, ["next(210, 11)", "next(220, 22)", "completed(250)"])
    }

    private func counting() -> (Deferred<Publishers.Sequence<Int, TestError>>, () -> Int) {
        final class Count { var value = 0 }
        let count = Count()
        let source = Deferred { () -> Publishers.Sequence<Int, TestError> in
            count.value += 1
            return Publishers.Sequence([count.value * 10])
        }
        return (source, { count.value })
    }

    func testShareWhileConnectedConnectsAgainAfterTheSourceEnded() {
        let (source, subscriptions) = counting()
        let shared = source.rxShare(replay: 1, scope: .whileConnected)
        let first = TimedSubscriber<Int>(clock: clock), second = TimedSubscriber<Int>(clock: clock)
        shared.subscribe(first)
        shared.subscribe(second)
        XCTAssertEqual(first.events, ["next(0, 10)", "completed(0)"])
        XCTAssertEqual(second.events, ["next(0, 20)", "completed(0)"])
        XCTAssertEqual(subscriptions(), 2)
    }

    func testShareForeverReplaysAndDoesNotConnectAgain() {
        let (source, subscriptions) = counting()
        let shared = source.rxShare(replay: 1, scope: .forever)
        let first = TimedSubscriber<Int>(clock: clock), second = TimedSubscriber<Int>(clock: clock)
        shared.subscribe(first)
        shared.subscribe(second)
        XCTAssertEqual(first.events, ["next(0, 10)", "completed(0)"])
        XCTAssertEqual(second.events, ["next(0, 10)", "completed(0)"])
        XCTAssertEqual(subscriptions(), 1)
    }

    func testShareSharesOneConnectionWhileSubscribed() {
        let xs = hot([(210, 1), (220, 2), (230, 3)])
        let shared = xs.rxShare(replay: 1)
        let late = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 225) { shared.subscribe(late) }
        let res = start { shared }
        XCTAssertEqual(res.events, ["next(210, 1)", "next(220, 2)", "next(230, 3)"])
        XCTAssertEqual(late.events, ["next(225, 2)", "next(230, 3)"])
    }

    func testConcatMapQueuesWhatArrivesWhileAnInnerRuns() {
        let xs = hot([(210, 1), (215, 2), (300, nil)])
        let res = start { xs.rxConcatMap { Just($0 * 10).setFailureType(to: TestError.self).delay(for: 10, scheduler: self.main) } }
        XCTAssertEqual(res.events, ["next(220, 10)", "next(230, 20)", "completed(300)"])
    }

    /// Combine's flatMap(maxPublishers: .max(1)) on the same subject: 2 finds no demand and is lost.
    func testCombinesOneAtATimeFlatMapLosesWhatASubjectSendsMeanwhile() {
        let xs = hot([(210, 1), (215, 2), (300, nil)])
        let res = start {
            xs.flatMap(maxPublishers: .max(1)) { Just($0 * 10).setFailureType(to: TestError.self).delay(for: 10, scheduler: self.main) }
        }
        XCTAssertEqual(res.events, ["next(220, 10)", "completed(300)"])
    }

    func testConcatMapWaitsForTheLastInnerBeforeCompleting() {
        let xs = hot([(210, 1), (212, nil)])
        let res = start { xs.rxConcatMap { Just($0).setFailureType(to: TestError.self).delay(for: 10, scheduler: self.main) } }
        XCTAssertEqual(res.events, ["next(220, 1)", "completed(220)"])
    }

    func testMaterializeTurnsAnErrorIntoAValueAndCompletes() {
        let xs = hot([(210, 1)])
        clock.schedule(at: 220) { xs.send(completion: .failure(TestError())) }
        let res = start { xs.rxMaterialize().map(\.description) }
        XCTAssertEqual(res.events, ["next(210, next(1))", "next(220, error(TestError(message: \"boom\")))", "completed(220)"])
    }

    func testBufferSendsEmptyWindowsAndWhatIsLeftAtCompletion() {
        let xs = hot([(210, 1), (220, 2), (230, 3), (300, nil)])
        let res = start { xs.rxBuffer(timeSpan: 50, count: 2, scheduler: main) }
        XCTAssertEqual(res.events, ["next(220, [1, 2])", "next(270, [3])", "next(300, [])", "completed(300)"])
    }

    /// RxSwift has no demand; a Combine subscriber that asks for one value gets one, and the
    /// rest is reported lost, never held back.
    func testAnRxOperatorDropsWhatExceedsALimitedDemand() {
        let xs = hot([(210, 1), (220, 2), (230, nil)])
        let tracking = TrackingSubscriber<Int>(demand: .max(1))
        let debounced = xs.rxDebounce(1, scheduler: main)
        clock.schedule(at: 200) { debounced.subscribe(tracking) }
        _ = clock.run()
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .finished])
    }
}

/// RxTest's scheduler: work asked for now runs a tick later; durations round to seconds.
final class RxTestSchedulerTests: XCTestCase {
    func testWorkAskedForNowOrEarlierRunsOneTickLater() {
        let clock = VirtualTimeScheduler()
        let scheduler = RxTestScheduler(clock: clock)
        var order: [String] = []
        clock.schedule(at: 200) {
            scheduler.schedule { order.append("now@\(clock.now)") }
            scheduler.schedule(at: 150) { order.append("past@\(clock.now)") }
            scheduler.schedule(at: 205) { order.append("later@\(clock.now)") }
        }
        _ = clock.run()
        XCTAssertEqual(order, ["now@201", "past@201", "later@205"])
    }

    func testDurationsRoundToWholeSeconds() {
        XCTAssertEqual(RxTestScheduler.units(nanoseconds: 300_000_000), 0)
        XCTAssertEqual(RxTestScheduler.units(nanoseconds: 500_000_000), 1)
        XCTAssertEqual(RxTestScheduler.units(nanoseconds: 1_500_000_000), 2)
        XCTAssertEqual(RxTestScheduler.units(nanoseconds: 20_000_000_000), 20)
    }

    /// A debounce of `.milliseconds(300)` on RxTest's scheduler is 0 units, so it sends a
    /// tick after each value (RxSwift's recorded rxtest-debounce-milliseconds).
    func testAZeroUnitDebounceSendsOneTickLater() {
        let clock = VirtualTimeScheduler()
        let scheduler = RxTestScheduler(clock: clock)
        let xs = PublishSubject<Int, TestError>()
        play([(210, 1), (220, 2), (300, nil)], into: xs, on: clock)
        let res = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { xs.rxDebounce(RxTestScheduler.units(nanoseconds: 300_000_000), scheduler: scheduler).subscribe(res) }
        _ = clock.run()
        XCTAssertEqual(res.events, ["next(211, 1)", "next(221, 2)", "completed(300)"])
    }
}
