import CombineSchedulers
import OpenCombine
import XCTest

/// delay, debounce, throttle, timeout and buffer against OpenCombine: demand, late
/// subscription, cancellation, failure and what happens when several things share a tick.
final class TimingDifferentialTests: XCTestCase {
    // MARK: - delay

    func testDelayShiftsValuesAndTheCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 2, scheduler: main).sink()
            s.send("-1-(23)|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.delay(for: .seconds(2), scheduler: rig.main))
            rig.send(s, "-1-(23)|")
            return rig.run()
        }
    }

    func testDelayShiftsAFailure() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 3, scheduler: main).sink()
            s.send("-1#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.delay(for: .seconds(3), scheduler: rig.main))
            rig.send(s, "-1#", error: "boom")
            return rig.run()
        }
    }

    /// Demand passes straight up: the subject still drops what the sink did not ask for.
    func testDelayWithLimitedDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 2, scheduler: main).sink(demand: 1)
            C.request(1, at: 4)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.delay(for: .seconds(2), scheduler: rig.main), demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testDelayedValuesStopAtACancel() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 3, scheduler: main).sink(until: 5)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.delay(for: .seconds(3), scheduler: rig.main), until: 5)
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testDelayOnImmediateDoesNotDelay() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 5, scheduler: immediate).sink()
            s.send("-1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.delay(for: 5, scheduler: rig.immediate))
            rig.send(s, "-1-2|")
            return rig.run()
        }
    }

    func testDelayOnAQueueWithLatencyAddsTheLatency() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 2, scheduler: queue(latency: 1)).sink()
            s.send("-1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.delay(for: .seconds(2), scheduler: rig.queue(latency: 1)))
            rig.send(s, "-1-2|")
            return rig.run()
        }
    }

    func testDelayOfALateSubscriptionToASequence() {
        assertSameAsOpenCombine("""
            C = [1, 2, 3].publisher.delay(for: 3, scheduler: main).sink(at: 2, demand: 2)
            """) { rig in
            rig.sink("C", [1, 2, 3].publisher.setFailureType(to: TestFailure.self)
                .delay(for: .seconds(3), scheduler: rig.main), at: 2, demand: .max(2))
            return rig.run()
        }
    }

    // MARK: - debounce

    func testDebounceKeepsTheLastOfEachBurst() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 2, scheduler: main).sink()
            s.send("-12---34---5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.debounce(for: .seconds(2), scheduler: rig.main))
            rig.send(s, "-12---34---5|")
            return rig.run()
        }
    }

    /// A value sent exactly when the previous one falls due comes first (statements run
    /// before work scheduled during the run), so it resets the wait.
    func testDebounceValueAtTheDueTickWins() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 2, scheduler: main).sink()
            s.send("-1-2-3---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.debounce(for: .seconds(2), scheduler: rig.main))
            rig.send(s, "-1-2-3---|")
            return rig.run()
        }
    }

    /// The completion does not flush a waiting value.
    func testDebounceDiscardsTheWaitingValueAtCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 3, scheduler: main).sink()
            s.send("-1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.debounce(for: .seconds(3), scheduler: rig.main))
            rig.send(s, "-1-2|")
            return rig.run()
        }
    }

    func testDebounceWithLimitedDemandLosesDueValues() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 1, scheduler: main).sink(demand: 1)
            C.request(1, at: 7)
            s.send("-1--2--3--4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.debounce(for: .seconds(1), scheduler: rig.main), demand: .max(1))
            rig.at(7) { c.request(.max(1)) }
            rig.send(s, "-1--2--3--4|")
            return rig.run()
        }
    }

    func testDebounceCancelledBeforeTheValueIsDue() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 3, scheduler: main).sink(until: 6)
            s.send("-1---2---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.debounce(for: .seconds(3), scheduler: rig.main), until: 6)
            rig.send(s, "-1---2---|")
            return rig.run()
        }
    }

    func testDebounceFailsAtOnce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 2, scheduler: main).sink()
            s.send("-1---2#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.debounce(for: .seconds(2), scheduler: rig.main))
            rig.send(s, "-1---2#", error: "boom")
            return rig.run()
        }
    }

    func testDebounceOnImmediatePassesEveryValue() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 2, scheduler: immediate).sink()
            s.send("-12-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.debounce(for: 2, scheduler: rig.immediate))
            rig.send(s, "-12-3|")
            return rig.run()
        }
    }

    // MARK: - throttle

    /// latest: true. The value sent at tick 4 comes before the emission due at 4, so it
    /// replaces the waiting 3.
    func testThrottleLatest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 3, scheduler: main, latest: true).sink()
            s.send("-1234---56--|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.throttle(for: .seconds(3), scheduler: rig.main, latest: true))
            rig.send(s, "-1234---56--|")
            return rig.run()
        }
    }

    /// latest: false keeps the first value of each window.
    func testThrottleFirst() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 3, scheduler: main, latest: false).sink()
            s.send("-1234---56--|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.throttle(for: .seconds(3), scheduler: rig.main, latest: false))
            rig.send(s, "-1234---56--|")
            return rig.run()
        }
    }

    func testThrottleWithLimitedDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 2, scheduler: main, latest: true).sink(demand: 1)
            C.request(2, at: 6)
            s.send("-1-2-3-4-5-6|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.throttle(for: .seconds(2), scheduler: rig.main, latest: true), demand: .max(1))
            rig.at(6) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5-6|")
            return rig.run()
        }
    }

    /// The completion waits behind the value waiting for the end of its window.
    func testThrottleCompletionWaitsForThePendingValue() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 4, scheduler: main, latest: true).sink()
            s.send("-12|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.throttle(for: .seconds(4), scheduler: rig.main, latest: true))
            rig.send(s, "-12|")
            return rig.run()
        }
    }

    func testThrottleFailure() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 3, scheduler: main, latest: false).sink()
            s.send("-1-2-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.throttle(for: .seconds(3), scheduler: rig.main, latest: false))
            rig.send(s, "-1-2-#", error: "boom")
            return rig.run()
        }
    }

    func testThrottleCancelledWithAValueWaiting() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 4, scheduler: main, latest: true).sink(until: 3)
            D = s.throttle(for: 4, scheduler: main, latest: true).sink(at: 2)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.throttle(for: .seconds(4), scheduler: rig.main, latest: true), until: 3)
            rig.sink("D", s.throttle(for: .seconds(4), scheduler: rig.main, latest: true), at: 2)
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    // MARK: - timeout

    func testTimeoutFiresAfterASilence() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(3, scheduler: main).sink()
            s.send("-1-----2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.timeout(.seconds(3), scheduler: rig.main))
            rig.send(s, "-1-----2|")
            return rig.run(ticks: 12)
        }
    }

    func testTimeoutDoesNotFireWhileValuesKeepComing() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(3, scheduler: main).sink()
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.timeout(.seconds(3), scheduler: rig.main))
            rig.send(s, "-1-2-3-4|")
            return rig.run(ticks: 12)
        }
    }

    func testTimeoutWithACustomError() {
        assertSameAsOpenCombine("""
            ticks 10
            s = PassthroughSubject<Int>()
            C = s.timeout(2, scheduler: main, customError: { "late" }).sink()
            s.send("-1---2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.timeout(.seconds(2), scheduler: rig.main, customError: { TestFailure("late") }))
            rig.send(s, "-1---2|")
            return rig.run(ticks: 10)
        }
    }

    /// The clock starts again at the first request: without that it would fire at 3.
    func testTimeoutClockRestartsAtTheFirstRequest() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(3, scheduler: main).sink(demand: 0)
            C.request(1, at: 2)
            s.send("----1|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.timeout(.seconds(3), scheduler: rig.main), demand: .none)
            rig.at(2) { c.request(.max(1)) }
            rig.send(s, "----1|")
            return rig.run(ticks: 12)
        }
    }

    /// The value sent at the tick the timeout falls due comes first and restarts the clock.
    func testTimeoutValueAtTheDueTick() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(3, scheduler: main).sink(at: 1)
            s.send("----1--2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.timeout(.seconds(3), scheduler: rig.main), at: 1)
            rig.send(s, "----1--2|")
            return rig.run(ticks: 12)
        }
    }

    func testTimeoutPassesAFailureAndACancel() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(4, scheduler: main).sink()
            D = s.timeout(4, scheduler: main).sink(until: 2)
            s.send("-1-2#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.timeout(.seconds(4), scheduler: rig.main))
            rig.sink("D", s.timeout(.seconds(4), scheduler: rig.main), until: 2)
            rig.send(s, "-1-2#", error: "boom")
            return rig.run(ticks: 12)
        }
    }

    // MARK: - buffer

    /// keepFull asks for `size` values and one more for each handed on; the subject drops
    /// what arrives beyond that.
    func testBufferKeepFullWithLateDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).sink(demand: 0)
            C.request(1, at: 6)
            C.request(3, at: 9)
            s.send("-1-2-3-4-5-6|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest), demand: .none)
            rig.at(6) { c.request(.max(1)) }
            rig.at(9) { c.request(.max(3)) }
            rig.send(s, "-1-2-3-4-5-6|")
            return rig.run()
        }
    }

    func testBufferByRequestDropOldest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).sink(demand: 0)
            C.request(3, at: 8)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest), demand: .none)
            rig.at(8) { c.request(.max(3)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testBufferByRequestDropNewest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).sink(demand: 1)
            C.request(2, at: 8)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest), demand: .max(1))
            rig.at(8) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    /// A full buffer with `.customError` fails, but the failure waits for the next request.
    func testBufferCustomErrorFailsAtTheNextRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 1, prefetch: .byRequest, whenFull: .customError({ "full" })).sink(demand: 0)
            C.request(1, at: 6)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.buffer(size: 1, prefetch: .byRequest, whenFull: .customError({ TestFailure("full") })), demand: .none)
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    /// The completion waits behind buffered values; a failure does not.
    func testBufferCompletionWaitsButAFailureDoesNot() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<Int>()
            C = s.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).sink(demand: 0)
            D = t.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).sink(demand: 0)
            C.request(5, at: 6)
            D.request(5, at: 6)
            s.send("-12|")
            t.send("-12#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest), demand: .none)
            let d = rig.sink("D", t.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest), demand: .none)
            rig.at(6) { c.request(.max(5)) }
            rig.at(6) { d.request(.max(5)) }
            rig.send(s, "-12|")
            rig.send(t, "-12#", error: "boom")
            return rig.run()
        }
    }

    func testBufferCancelAndALateSubscriber() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            b = s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
            C = b.sink(demand: 1, until: 5)
            D = b.sink(at: 3, demand: 0)
            C.request(1, at: 4)
            D.request(1, at: 8)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let b = s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
            let c = rig.sink("C", b, demand: .max(1), until: 5)
            let d = rig.sink("D", b, at: 3, demand: .none)
            rig.at(4) { c.request(.max(1)) }
            rig.at(8) { d.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }
}
