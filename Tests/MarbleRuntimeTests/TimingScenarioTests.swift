import MarbleTrace
import TestSupport
import XCTest

/// Scenarios 16 and 17 and the timing examples: whole traces, drops included.
final class TimingScenarioTests: XCTestCase {
    private let subject125 = lane("s", .subject, "PassthroughSubject<Int>()", [.value(0, 1), .value(1, 2), .value(3, 3), .finished(4)])

    /// The 1 is lost where the subject sent it, before C's subscription (and its request)
    /// arrived through `main`; the drop is drawn on C's lane, then C subscribes at tick 0.
    func testReceiveOnLosesAValue() throws {
        assertLanes(runTrace(try Repository.example("16-receive-on-loses-a-value")), [
            subject125,
            lane("C", .subscriber, "s.receive(on: main).sink()", [
                .drop(0, 1), .subscribe(0), .unlimited(0), .value(1, 2), .value(3, 3), .finished(4),
            ]),
        ])
    }

    /// Without `combine "iOS 13.0"`, today's Combine: the subscription is handed over at once,
    /// C's request reaches the subject at tick 0 and the 1 arrives at the next hop of `main`.
    func testReceiveOnHandsTheSubscriptionOverAtOnceByDefault() {
        assertLanes(runTrace("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: main).sink()
            s.send("12-3|")
            """), [
            subject125,
            lane("C", .subscriber, "s.receive(on: main).sink()", [
                .subscribe(0), .unlimited(0), .value(0, 1), .value(1, 2), .value(3, 3), .finished(4),
            ]),
        ])
    }

    /// `combine "current"` is today's behaviour too; the directive may stand below the pipeline.
    func testCombineDirectiveCoversTheWholeFile() {
        let source = """
            s = PassthroughSubject<Int>()
            C = s.receive(on: main).sink()
            s.send("12-3|")
            combine "%@"
            """
        let scheduled = runTrace(source.replacingOccurrences(of: "%@", with: "iOS 13.2"))?.lanes.last?.events
        XCTAssertEqual(scheduled, [.drop(0, 1), .subscribe(0), .unlimited(0), .value(1, 2), .value(3, 3), .finished(4)])
        let current = runTrace(source.replacingOccurrences(of: "%@", with: "current"))?.lanes.last?.events
        XCTAssertEqual(current, [.subscribe(0), .unlimited(0), .value(0, 1), .value(1, 2), .value(3, 3), .finished(4)])
    }

    func testBufferBeforeReceiveOnLosesNothing() throws {
        let delivered: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(0, 1), .value(1, 2), .value(3, 3), .finished(4)]
        assertLanes(runTrace(try Repository.example("17-buffer-before-receive-on")), [
            subject125,
            lane("b", .operator, "s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)", delivered),
            lane("C", .subscriber, "b.receive(on: main).sink()", delivered),
        ])
    }

    func testDebounce() throws {
        assertLanes(runTrace(try Repository.example("60-debounce")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [
                .value(1, 1), .value(2, 2), .value(6, 3), .value(7, 4), .value(8, 5), .value(12, 6), .finished(14),
            ]),
            lane("C", .subscriber, "s.debounce(for: 2, scheduler: main).sink()", [
                .subscribe(0), .unlimited(0), .value(4, 2), .value(10, 5), .finished(14),
            ]),
        ])
    }

    func testThrottleLatestOrFirst() throws {
        assertLanes(runTrace(try Repository.example("61-throttle-latest-or-first")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [
                .value(1, 1), .value(2, 2), .value(3, 3), .value(6, 4), .value(7, 5), .value(12, 6), .finished(13),
            ]),
            lane("L", .subscriber, "s.throttle(for: 4, scheduler: main, latest: true).sink()", [
                .subscribe(0), .unlimited(0), .value(1, 1), .value(5, 3), .value(9, 5), .value(13, 6), .finished(13),
            ]),
            lane("F", .subscriber, "s.throttle(for: 4, scheduler: main, latest: false).sink()", [
                .subscribe(0), .unlimited(0), .value(1, 1), .value(5, 2), .value(9, 4), .value(13, 6), .finished(13),
            ]),
        ])
    }

    /// D's demand of 2 reaches the subject at once, so the subject drops 3 at tick 5.
    func testDelay() throws {
        assertLanes(runTrace(try Repository.example("62-delay")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.request(0, 2), .value(1, 1), .value(3, 2), .value(5, 3), .finished(6)]),
            lane("C", .subscriber, "s.delay(for: 3, scheduler: main).sink()", [
                .subscribe(0), .unlimited(0), .value(4, 1), .value(6, 2), .value(8, 3), .finished(9),
            ]),
            lane("D", .subscriber, "s.delay(for: 3, scheduler: main).sink(demand: 2)", [
                .subscribe(0), .request(0, 2), .value(4, 1), .drop(5, 3), .value(6, 2), .finished(9),
            ]),
        ])
    }

    /// Evicted values are drops with the reason "buffer full" on the buffer's own lane.
    func testBufferDropOldest() throws {
        let taken: [TraceEvent] = [.request(9, 3), .value(9, 3), .value(9, 4), .finished(9)]
        assertLanes(runTrace(try Repository.example("63-buffer-drop-oldest")), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(9)]),
            lane("b", .operator, "s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)",
                 [.subscribe(0), .drop(5, 1, .bufferFull), .drop(7, 2, .bufferFull)] + taken),
            lane("C", .subscriber, "b.sink(demand: 0)", [.subscribe(0)] + taken),
        ])
    }

    /// dropNewest refuses the arriving value instead. As in Combine (and OpenCombine), the
    /// buffer passes the finish on only while the downstream has demand left: C took its
    /// one value and never sees the completion; b marks where it began to hold it.
    func testBufferDropNewestRefusesTheArrivingValue() {
        assertLanes(runTrace("""
            s = PassthroughSubject<Int>()
            b = s.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest)
            C = b.sink(demand: 0)
            C.request(1, at: 4)
            s.send("-1-2-|")
            """), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .finished(5)]),
            lane("b", .operator, "s.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest)", [
                .subscribe(0), .drop(3, 2, .bufferFull), .request(4, 1), .value(4, 1), .finishHeld(5),
            ]),
            lane("C", .subscriber, "b.sink(demand: 0)", [.subscribe(0), .request(4, 1), .value(4, 1)]),
        ])
    }

    /// Apple's documentation of `collect(_:options:)`: an array at the end of each interval,
    /// the rest when the upstream finishes. An empty interval sends nothing.
    func testCollectByTime() {
        let arrays: [TraceEvent] = [
            .subscribe(0), .unlimited(0), .value(3, .array([1, 2])), .value(6, .array([3])), .value(12, .array([4])), .finished(12),
        ]
        assertLanes(runTrace("""
            s = PassthroughSubject<Int>()
            c = s.collect(.byTime(main, 3))
            C = c.sink()
            s.send("-12-3------4|")
            """), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(2, 2), .value(4, 3), .value(11, 4), .finished(12)]),
            lane("c", .operator, "s.collect(.byTime(main, 3))", arrays),
            lane("C", .subscriber, "c.sink()", arrays),
        ])
    }

    /// `.byTimeOrCount` also sends as soon as the count is reached, and starts the
    /// interval again from there.
    func testCollectByTimeOrCount() {
        assertLanes(runTrace("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTimeOrCount(main, 4, 2)).sink()
            s.send("-123---4|")
            """), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(2, 2), .value(3, 3), .value(7, 4), .finished(8)]),
            lane("C", .subscriber, "s.collect(.byTimeOrCount(main, 4, 2)).sink()", [
                .subscribe(0), .unlimited(0), .value(2, .array([1, 2])), .value(6, .array([3])), .value(8, .array([4])), .finished(8),
            ]),
        ])
    }

    /// An array due while the sink has no demand is lost, drawn as a drop of that array.
    func testCollectByTimeDropsAnArrayWithoutDemand() {
        assertLanes(runTrace("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTime(main, 2)).sink(demand: 1)
            s.send("-1-2-|")
            """), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .finished(5)]),
            lane("C", .subscriber, "s.collect(.byTime(main, 2)).sink(demand: 1)", [
                .subscribe(0), .request(0, 1), .value(2, .array([1])), .drop(4, .array([2])), .finished(5),
            ]),
        ])
    }

    /// `Timer(every: 3)` publishes the tick, from one interval after the subscription; a
    /// firing without demand is a drop. The run needs `ticks N` to end.
    func testTimerPublishesTheTick() {
        let events: [TraceEvent] = [.subscribe(1), .request(1, 2), .value(4, 4), .value(7, 7), .drop(10, 10)]
        assertLanes(runTrace("""
            ticks 12
            t = Timer(every: 3)
            C = t.sink(at: 1, demand: 2)
            """), [
            lane("t", .source, "Timer(every: 3)", events),
            lane("C", .subscriber, "t.sink(at: 1, demand: 2)", events.dropLast()),
        ])
    }

    /// Two subscribers share one running clock but each has its own demand, and one
    /// cancelling does not stop the other. Foundation's timer publisher shares one demand
    /// and stops for all on a cancel; docs/architecture.md lists this difference.
    func testTimerSubscribersShareTheClockNotTheDemand() {
        assertLanes(runTrace("""
            ticks 8
            t = Timer(every: 2)
            C = t.sink(until: 5)
            D = t.sink(at: 3, demand: 1)
            """), [
            lane("t[1]", .source, "Timer(every: 2)", feeds: "C", [.subscribe(0), .unlimited(0), .value(2, 2), .value(4, 4), .cancel(5)]),
            lane("t[2]", .source, "Timer(every: 2)", feeds: "D", [.subscribe(3), .request(3, 1), .value(4, 4), .drop(6, 6)]),
            lane("C", .subscriber, "t.sink(until: 5)", [.subscribe(0), .unlimited(0), .value(2, 2), .value(4, 4), .cancel(5)]),
            lane("D", .subscriber, "t.sink(at: 3, demand: 1)", [.subscribe(3), .request(3, 1), .value(4, 4)]),
        ])
    }
}
