import CombineSchedulers
import OpenCombine
import XCTest

/// `receive(on:)`, `subscribe(on:)` and `Timer` against OpenCombine; where Apple's Combine
/// differs from OpenCombine 0.14.0 (`receive(on:)` under `combine "iOS 13.0"`), both results
/// are pinned with `assertKnownDifference`.
final class SchedulingDifferentialTests: XCTestCase {
    // MARK: - receive(on:)

    /// Scenario 16 as Apple ships it since iOS 13.3 (the default): the subscription is
    /// handed over at once, C's request reaches the subject at tick 0 and 1 arrives at the
    /// hop, as OpenCombine 0.14.0 does.
    func testReceiveOnMainHandsTheSubscriptionOverAtOnce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: main).sink()
            s.send("12-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.main))
            rig.send(s, "12-3|")
            return rig.run()
        }
    }

    /// Scenario 16 under `combine "iOS 13.0"`: Apple's `receive(on:)` in iOS 13.0–13.2
    /// (as the source material observed it) hands the subscription to the sink through the
    /// scheduler, so the sink's request reaches the subject only after the statements of
    /// tick 0: 1 is lost. OpenCombine 0.14.0 hands it over at once and delivers 1.
    func testReceiveOnMainInIOS13LosesWhatIsSentBeforeTheSubscriptionArrives() {
        assertKnownDifference("""
            combine "iOS 13.0"
            s = PassthroughSubject<Int>()
            C = s.receive(on: main).sink()
            s.send("12-3|")
            """,
            expected: ["C": [.value(1, "2"), .value(3, "3"), .finished(4)]],
            openCombine: ["C": [.value(0, "1"), .value(1, "2"), .value(3, "3"), .finished(4)]]) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.main))
            rig.send(s, "12-3|")
            return rig.run()
        }
    }

    /// Scenario 17: a buffer before the hop asks the subject for everything at once and
    /// keeps what the sink has not asked for yet, so nothing is lost on either engine.
    func testBufferBeforeReceiveOnLosesNothing() {
        for release in ["", "combine \"iOS 13.0\"\n"] {
            assertSameAsOpenCombine(release + """
                s = PassthroughSubject<Int>()
                C = s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest).receive(on: main).sink()
                s.send("12-3|")
                """) { rig in
                let s = PassthroughSubject<Int, TestFailure>()
                rig.sink("C", s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest).receive(on: rig.main))
                rig.send(s, "12-3|")
                return rig.run()
            }
        }
    }

    /// Late subscribers whose subscription tick is also a send tick get that value.
    func testLateSubscribersThroughReceiveOn() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            r = s.receive(on: main)
            C = r.sink(at: 2)
            D = r.sink(at: 3)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let r = s.receive(on: rig.main)
            rig.sink("C", r, at: 2)
            rig.sink("D", r, at: 3)
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    /// With iOS 13.0's hop a late subscriber whose subscription tick is also a send tick
    /// loses that value; one subscribing on a quiet tick loses nothing.
    func testLateSubscribersThroughReceiveOnInIOS13() {
        assertKnownDifference("""
            combine "iOS 13.0"
            s = PassthroughSubject<Int>()
            r = s.receive(on: main)
            C = r.sink(at: 2)
            D = r.sink(at: 3)
            s.send("-1-2-3|")
            """,
            expected: ["C": [.value(3, "2"), .value(5, "3"), .finished(6)], "D": [.value(5, "3"), .finished(6)]],
            openCombine: ["C": [.value(3, "2"), .value(5, "3"), .finished(6)], "D": [.value(3, "2"), .value(5, "3"), .finished(6)]]) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let r = s.receive(on: rig.main)
            rig.sink("C", r, at: 2)
            rig.sink("D", r, at: 3)
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    /// With a latency of 2 every value arrives two ticks late; nothing is lost.
    func testReceiveOnAQueueWithLatency() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: queue(latency: 2)).sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.queue(latency: 2)))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    /// With iOS 13.0's hop and a latency the hand-over takes two ticks: the sink asks only
    /// at tick 2, so the value of tick 1 is lost; OpenCombine asks at 0 and delivers it at 3.
    func testReceiveOnAQueueWithLatencyInIOS13() {
        assertKnownDifference("""
            combine "iOS 13.0"
            s = PassthroughSubject<Int>()
            C = s.receive(on: queue(latency: 2)).sink()
            s.send("-1-2-3|")
            """,
            expected: ["C": [.value(5, "2"), .value(7, "3"), .finished(8)]],
            openCombine: ["C": [.value(3, "1"), .value(5, "2"), .value(7, "3"), .finished(8)]]) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.queue(latency: 2)))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testReceiveOnImmediateIsSynchronous() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: immediate).sink()
            s.send("12-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.immediate))
            rig.send(s, "12-3|")
            return rig.run()
        }
    }

    func testReceiveOnWithLimitedDemandAndALaterRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: main).sink(demand: 1)
            C.request(1, at: 5)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.receive(on: rig.main), demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testReceiveOnAColdSequenceDeliversAllAtTheHop() {
        assertSameAsOpenCombine("""
            C = [1, 2, 3].publisher.receive(on: main).sink(at: 2)
            """) { rig in
            rig.sink("C", [1, 2, 3].publisher.setFailureType(to: TestFailure.self).receive(on: rig.main), at: 2)
            return rig.run()
        }
    }

    func testReceiveOnPassesAFailureThroughTheScheduler() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: queue(latency: 1)).sink()
            s.send("--1-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.queue(latency: 1)))
            rig.send(s, "--1-#", error: "boom")
            return rig.run()
        }
    }

    /// A value already on its way through the hop when the sink cancels is not delivered.
    func testCancelStopsValuesStillInTheHop() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.receive(on: queue(latency: 2)).sink(until: 6)
            s.send("---1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.receive(on: rig.queue(latency: 2)), until: 6)
            rig.send(s, "---1-2-3|")
            return rig.run()
        }
    }

    // MARK: - subscribe(on:)

    /// The subscription itself runs after the statements of tick 0: the value sent then
    /// finds no subscriber at all.
    func testSubscribeOnMainSubscribesAfterTheTicksStatements() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.subscribe(on: main).sink()
            s.send("12|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.subscribe(on: rig.main))
            rig.send(s, "12|")
            return rig.run()
        }
    }

    /// Subscribing waits two ticks and the request two more: values before tick 4 are lost.
    func testSubscribeOnAQueueDelaysTheSubscriptionAndTheRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.subscribe(on: queue(latency: 2)).sink()
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.subscribe(on: rig.queue(latency: 2)))
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    /// A later request travels through the scheduler too: made at tick 4, it reaches the
    /// subject after the value sent at tick 4.
    func testSubscribeOnDelaysLaterRequests() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.subscribe(on: main).sink(demand: 1)
            C.request(2, at: 4)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.subscribe(on: rig.main), demand: .max(1))
            rig.at(4) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testSubscribeOnACancelReachesUpstreamLater() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.subscribe(on: queue(latency: 1)).sink(until: 3)
            s.send("--1--2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.subscribe(on: rig.queue(latency: 1)), until: 3)
            rig.send(s, "--1--2|")
            return rig.run()
        }
    }

    func testSubscribeOnAColdSequenceWithDemand() {
        assertSameAsOpenCombine("""
            C = [1, 2, 3].publisher.subscribe(on: main).sink(demand: 1)
            C.request(1, at: 2)
            """) { rig in
            let c = rig.sink("C", [1, 2, 3].publisher.setFailureType(to: TestFailure.self).subscribe(on: rig.main), demand: .max(1))
            rig.at(2) { c.request(.max(1)) }
            return rig.run()
        }
    }

    // MARK: - Timer

    /// `Timer(every: 2)` is `Timer.publish(every: 2, ...).autoconnect()` publishing the tick.
    func testTimerPublishesTheTickEveryInterval() {
        assertSameAsOpenCombine("""
            ticks 10
            C = Timer(every: 2).sink(at: 1)
            """) { rig in
            rig.sink("C", rig.main.timerPublisher(every: .seconds(2)).autoconnect().map { _ in rig.now }
                .setFailureType(to: TestFailure.self), at: 1)
            return rig.run(ticks: 10)
        }
    }

    func testTimerFiringsWithoutDemandAreLost() {
        assertSameAsOpenCombine("""
            ticks 12
            C = Timer(every: 2).sink(demand: 1)
            C.request(2, at: 7)
            """) { rig in
            let c = rig.sink("C", rig.main.timerPublisher(every: .seconds(2)).autoconnect().map { _ in rig.now }
                .setFailureType(to: TestFailure.self), demand: .max(1))
            rig.at(7) { c.request(.max(2)) }
            return rig.run(ticks: 12)
        }
    }

    func testTimerStopsForACancelledSubscriber() {
        assertSameAsOpenCombine("""
            C = Timer(every: 3).sink(until: 7)
            """) { rig in
            rig.sink("C", rig.main.timerPublisher(every: .seconds(3)).autoconnect().map { _ in rig.now }
                .setFailureType(to: TestFailure.self), until: 7)
            return rig.run()
        }
    }

    func testTimerThroughDelayIsShiftedByTheDelay() {
        assertSameAsOpenCombine("""
            ticks 9
            C = Timer(every: 2).delay(for: 1, scheduler: main).sink()
            """) { rig in
            rig.sink("C", rig.main.timerPublisher(every: .seconds(2)).autoconnect().map { _ in rig.now }
                .setFailureType(to: TestFailure.self).delay(for: .seconds(1), scheduler: rig.main))
            return rig.run(ticks: 9)
        }
    }
}
