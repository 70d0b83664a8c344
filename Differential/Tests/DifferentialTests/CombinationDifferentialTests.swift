import OpenCombine
import XCTest

/// Scenarios that combine two or more of limited demand, timing operators, sharing,
/// recovery, higher-order operators and subjects, written as a user would, against
/// OpenCombine: the combinations are where the bugs were (issue 14). Each method is one
/// scenario; its name says what it combines.
final class CombinationDifferentialTests: XCTestCase {
    private func subject() -> PassthroughSubject<Int, TestFailure> { PassthroughSubject() }

    // MARK: - Limited demand and timing

    func testDelayWithOneValueAtATime() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 2, scheduler: main).sink(demand: 1)
            C.request(1, at: 6)
            s.send("-1-2-3|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.delay(for: .seconds(2), scheduler: rig.main), demand: .max(1))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testDebounceOfAColdSourceWaitingForDemand() {
        assertSameAsOpenCombine("""
            C = cold("-1--2---3|").debounce(for: 2, scheduler: main).sink(demand: 1)
            C.request(1, at: 8)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1--2---3|", as: Int.self).debounce(for: .seconds(2), scheduler: rig.main), demand: .max(1))
            rig.at(8) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testThrottleFirstWithDemandForTwo() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.throttle(for: 3, scheduler: main, latest: false).sink(demand: 2)
            C.request(1, at: 9)
            s.send("-12-3-45-6-|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.throttle(for: .seconds(3), scheduler: rig.main, latest: false), demand: .max(2))
            rig.at(9) { c.request(.max(1)) }
            rig.send(s, "-12-3-45-6-|")
            return rig.run()
        }
    }

    func testTimeoutClockRestartsAtTheFirstRequest() {
        assertSameAsOpenCombine("""
            ticks 12
            C = cold("---1-2|").timeout(2, scheduler: main).sink(demand: 0)
            C.request(1, at: 1)
            """) { rig in
            let c = rig.sink("C", rig.cold("---1-2|", as: Int.self).timeout(.seconds(2), scheduler: rig.main), demand: .none)
            rig.at(1) { c.request(.max(1)) }
            return rig.run(ticks: 12)
        }
    }

    func testTimeoutWithCustomErrorAndLimitedDemand() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(3, scheduler: main, customError: { "late" }).sink(demand: 1)
            s.send("-1-2-----3|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.timeout(.seconds(3), scheduler: rig.main, customError: { TestFailure("late") }), demand: .max(1))
            rig.send(s, "-1-2-----3|")
            return rig.run(ticks: 12)
        }
    }

    func testBufferKeepFullThenDelay() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).delay(for: 1, scheduler: main).sink(demand: 1)
            C.request(2, at: 7)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).delay(for: .seconds(1), scheduler: rig.main),
                             demand: .max(1))
            rig.at(7) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testSubscribeOnASpecialisedSequence() {
        assertSameAsOpenCombine("""
            C = [1, 2, 3].publisher.map { $0 * 10 }.subscribe(on: main).sink(demand: 1)
            C.request(1, at: 2)
            C.request(1, at: 4)
            """) { rig in
            let c = rig.sink("C", [1, 2, 3].publisher.map { $0 * 10 }.subscribe(on: rig.main), demand: .max(1))
            rig.at(2) { c.request(.max(1)) }
            rig.at(4) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testDelayOnALaggingQueueWithDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.delay(for: 1, scheduler: queue(latency: 1)).sink(demand: 2)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.delay(for: .seconds(1), scheduler: rig.queue(latency: 1)), demand: .max(2))
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testCollectByCountThenDelayWithDemand() {
        assertSameAsOpenCombine("""
            C = cold("-1-2-3-4-5|").collect(2).delay(for: 1, scheduler: main).sink(demand: 1)
            C.request(2, at: 9)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1-2-3-4-5|", as: Int.self).collect(2).delay(for: .seconds(1), scheduler: rig.main), demand: .max(1))
            rig.at(9) { c.request(.max(2)) }
            return rig.run()
        }
    }

    func testBufferBeforeReceiveOnKeepsEarlyValues() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).receive(on: main).sink(demand: 1)
            C.request(5, at: 6)
            s.send("12-3-4|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).receive(on: rig.main), demand: .max(1))
            rig.at(6) { c.request(.max(5)) }
            rig.send(s, "12-3-4|")
            return rig.run()
        }
    }

    // MARK: - Sharing with demand, timing and recovery

    func testShareWithTwoLimitedSubscribers() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.map { $0 * 10 }.share()
            C = m.sink(demand: 1)
            D = m.sink(demand: 2, at: 2)
            C.request(1, at: 6)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = subject()
            let m = s.map { $0 * 10 }.share()
            let c = rig.sink("C", m, demand: .max(1))
            rig.sink("D", m, at: 2, demand: .max(2))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testMulticastCurrentValueWithZeroDemandThenRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.multicast { CurrentValueSubject(0) }
            C = m.sink(demand: 0)
            m.connect(at: 1)
            C.request(2, at: 4)
            s.send("--1-2-3|")
            """) { rig in
            let s = subject()
            let m = s.multicast { CurrentValueSubject<Int, TestFailure>(0) }
            let c = rig.sink("C", m, demand: .none)
            rig.at(1) { rig.keep(m.connect()) }
            rig.at(4) { c.request(.max(2)) }
            rig.send(s, "--1-2-3|")
            return rig.run()
        }
    }

    func testMakeConnectableOverAColdSourceWithLimitedDemand() {
        assertSameAsOpenCombine("""
            m = cold("-1-2-3|").makeConnectable()
            C = m.sink(demand: 1)
            D = m.sink()
            m.connect(at: 0)
            """) { rig in
            let m = rig.cold("-1-2-3|", as: Int.self).multicast(subject: PassthroughSubject<Int, TestFailure>())
            rig.sink("C", m, demand: .max(1))
            rig.sink("D", m)
            rig.at(0) { rig.keep(m.connect()) }
            return rig.run()
        }
    }

    func testShareThenDelayPerSubscriber() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.share()
            C = m.delay(for: 2, scheduler: main).sink()
            D = m.delay(for: 1, scheduler: main).sink(at: 3, demand: 1)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = subject()
            let m = s.share()
            rig.sink("C", m.delay(for: .seconds(2), scheduler: rig.main))
            rig.sink("D", m.delay(for: .seconds(1), scheduler: rig.main), at: 3, demand: .max(1))
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testRetryUnderAShare() {
        assertSameAsOpenCombine("""
            m = cold("-1-2#").retry(1).share()
            C = m.sink()
            D = m.sink(at: 3)
            """) { rig in
            let m = rig.cold("-1-2#", as: Int.self).retry(1).share()
            rig.sink("C", m)
            rig.sink("D", m, at: 3)
            return rig.run()
        }
    }

    func testRetryAboveAShareResubscribesTheShare() {
        assertSameAsOpenCombine("""
            m = cold("-1-2#").share()
            C = m.retry(1).sink()
            D = m.sink(at: 1)
            """) { rig in
            let m = rig.cold("-1-2#", as: Int.self).share()
            rig.sink("C", m.retry(1))
            rig.sink("D", m, at: 1)
            return rig.run()
        }
    }

    func testAutoconnectCancelAndReconnect() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.multicast { PassthroughSubject() }.autoconnect()
            C = m.sink(until: 3)
            D = m.sink(at: 5, demand: 1)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = subject()
            let m = s.multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect()
            rig.sink("C", m, until: 3)
            rig.sink("D", m, at: 5, demand: .max(1))
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testTimeoutUnderAShare() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            m = s.timeout(3, scheduler: main, customError: { "late" }).share()
            C = m.sink()
            D = m.sink(at: 2, demand: 1)
            s.send("-1-2-----3|")
            """) { rig in
            let s = subject()
            let m = s.timeout(.seconds(3), scheduler: rig.main, customError: { TestFailure("late") }).share()
            rig.sink("C", m)
            rig.sink("D", m, at: 2, demand: .max(1))
            rig.send(s, "-1-2-----3|")
            return rig.run(ticks: 12)
        }
    }

    func testShareOfASpecialisedSequenceGoesToTheFirstSubscriber() {
        assertSameAsOpenCombine("""
            m = [1, 2, 3].publisher.prefix(2).share()
            C = m.sink(demand: 1)
            D = m.sink()
            C.request(1, at: 2)
            """) { rig in
            let m = [1, 2, 3].publisher.prefix(2).share()
            let c = rig.sink("C", m, demand: .max(1))
            rig.sink("D", m)
            rig.at(2) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testShareThenPrefixPerSubscriber() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.share()
            C = m.prefix(2).sink()
            D = m.prefix(3).sink(demand: 1, at: 2)
            D.request(1, at: 6)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = subject()
            let m = s.share()
            rig.sink("C", m.prefix(2))
            let d = rig.sink("D", m.prefix(3), at: 2, demand: .max(1))
            rig.at(6) { d.request(.max(1)) }
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testMulticastConnectedLateOverAColdSource() {
        assertSameAsOpenCombine("""
            m = cold("-1-2-3|").multicast { PassthroughSubject() }
            C = m.sink(demand: 2)
            D = m.sink(at: 3)
            m.connect(at: 2)
            """) { rig in
            let m = rig.cold("-1-2-3|", as: Int.self).multicast { PassthroughSubject<Int, TestFailure>() }
            rig.sink("C", m, demand: .max(2))
            rig.sink("D", m, at: 3)
            rig.at(2) { rig.keep(m.connect()) }
            return rig.run()
        }
    }

    // MARK: - Recovery with demand and timing

    func testCatchWithAColdReplacementAndLimitedDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.catch { _ in cold("-7-8-9|") }.sink(demand: 2)
            C.request(1, at: 8)
            s.send("-1-#")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.catch { _ in rig.cold("-7-8-9|", as: Int.self) }, demand: .max(2))
            rig.at(8) { c.request(.max(1)) }
            rig.send(s, "-1-#")
            return rig.run()
        }
    }

    func testRetryOfAColdSourceWithDemandForTwo() {
        assertSameAsOpenCombine("""
            C = cold("-1-2-#").retry(2).sink(demand: 2)
            C.request(3, at: 7)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1-2-#", as: Int.self).retry(2), demand: .max(2))
            rig.at(7) { c.request(.max(3)) }
            return rig.run()
        }
    }

    func testReplaceErrorWaitsForDemand() {
        assertSameAsOpenCombine("""
            C = cold("-1#").replaceError(with: 0).sink(demand: 0)
            C.request(1, at: 3)
            C.request(1, at: 5)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1#", as: Int.self).replaceError(with: 0), demand: .none)
            rig.at(3) { c.request(.max(1)) }
            rig.at(5) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testCatchWithJustAndZeroDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.catch { _ in Just(0) }.sink(demand: 0)
            C.request(1, at: 4)
            s.send("-1-#")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.catch { _ in Just(0) }, demand: .none)
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-#")
            return rig.run()
        }
    }

    func testRetryAfterATimeout() {
        assertSameAsOpenCombine("""
            ticks 12
            C = cold("-1----2|").timeout(2, scheduler: main, customError: { "late" }).retry(1).sink()
            """) { rig in
            rig.sink("C", rig.cold("-1----2|", as: Int.self).timeout(.seconds(2), scheduler: rig.main, customError: { TestFailure("late") }).retry(1))
            return rig.run(ticks: 12)
        }
    }

    func testCatchATimeoutWithLimitedDemand() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.timeout(2, scheduler: main, customError: { "late" }).catch { _ in cold("-8-9|") }.sink(demand: 2)
            C.request(1, at: 9)
            s.send("-1----2|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.timeout(.seconds(2), scheduler: rig.main, customError: { TestFailure("late") })
                .catch { _ in rig.cold("-8-9|", as: Int.self) }, demand: .max(2))
            rig.at(9) { c.request(.max(1)) }
            rig.send(s, "-1----2|")
            return rig.run(ticks: 12)
        }
    }

    func testTryMapFailureCaughtWithLimitedDemand() {
        assertSameAsOpenCombine("""
            C = cold("-4-2-0-1|").tryMap { 12 / $0 }.catch { _ in cold("-7|") }.sink(demand: 1)
            C.request(1, at: 3)
            C.request(5, at: 8)
            """) { rig in
            let c = rig.sink("C", rig.cold("-4-2-0-1|", as: Int.self).tryMap { try dividing(12, by: $0) }
                .catch { _ in rig.cold("-7|", as: Int.self) }, demand: .max(1))
            rig.at(3) { c.request(.max(1)) }
            rig.at(8) { c.request(.max(5)) }
            return rig.run()
        }
    }

    func testRetryOfADelayedFailure() {
        assertSameAsOpenCombine("""
            C = cold("-1-#").delay(for: 1, scheduler: main).retry(1).sink(demand: 3)
            """) { rig in
            rig.sink("C", rig.cold("-1-#", as: Int.self).delay(for: .seconds(1), scheduler: rig.main).retry(1), demand: .max(3))
            return rig.run()
        }
    }

    func testMapErrorThenCatchWithTheWrappedMessage() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.mapError { "wrapped: \\($0)" }.catch { _ in Just(5) }.sink(demand: 1)
            C.request(1, at: 5)
            s.send("-1-#", error: "boom")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.mapError { TestFailure("wrapped: \($0)") }.catch { _ in Just(5) }, demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.send(s, "-1-#", error: "boom")
            return rig.run()
        }
    }

    func testReplaceErrorAfterDebounce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.debounce(for: 2, scheduler: main).replaceError(with: 0).sink(demand: 2)
            s.send("-1-2---3-#")
            """) { rig in
            let s = subject()
            rig.sink("C", s.debounce(for: .seconds(2), scheduler: rig.main).replaceError(with: 0), demand: .max(2))
            rig.send(s, "-1-2---3-#")
            return rig.run()
        }
    }

    func testFailRetriedThenCaughtWithZeroDemand() {
        assertSameAsOpenCombine("""
            C = Fail(error: "boom").retry(2).catch { _ in [7, 8].publisher }.sink(demand: 0)
            C.request(1, at: 2)
            C.request(1, at: 4)
            """) { rig in
            let c = rig.sink("C", Fail<Int, TestFailure>(error: TestFailure("boom")).retry(2).catch { _ in [7, 8].publisher }, demand: .none)
            rig.at(2) { c.request(.max(1)) }
            rig.at(4) { c.request(.max(1)) }
            return rig.run()
        }
    }

    // MARK: - Higher-order with demand, timing, recovery and sharing

    func testFlatMapOneAtATimeWithDemandForOne() {
        assertSameAsOpenCombine("""
            C = cold("(12)|").flatMap(maxPublishers: .max(1)) { cold("-x-y|", values: [x: $0, y: $0 * 10]) }.sink(demand: 1)
            C.request(1, at: 3)
            C.request(2, at: 6)
            """) { rig in
            let c = rig.sink("C", rig.cold("(12)|", as: Int.self).flatMap(maxPublishers: .max(1)) { x in
                rig.cold("-x-y|", values: ["x": x, "y": x * 10])
            }, demand: .max(1))
            rig.at(3) { c.request(.max(1)) }
            rig.at(6) { c.request(.max(2)) }
            return rig.run()
        }
    }

    /// Everything has finished by 5, but 20 waits for demand, and the finish waits behind it
    /// (marbles draws the hold at 5): both pass at the request at 7.
    func testFlatMapHoldsItsFinishBehindAValueKeptForDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("-x|", values: [x: $0 * 10]) }.sink(demand: 1)
            C.request(1, at: 7)
            s.send("-1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.flatMap { x in rig.cold("-x|", values: ["x": x * 10]) }, demand: .max(1))
            rig.at(7) { c.request(.max(1)) }
            rig.send(s, "-1-2|")
            return rig.run()
        }
    }

    func testFlatMapOfDelayedJusts() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { Just($0).delay(for: 2, scheduler: main) }.sink(demand: 2)
            s.send("-1-2-3|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.flatMap { Just($0).setFailureType(to: TestFailure.self).delay(for: .seconds(2), scheduler: rig.main) }, demand: .max(2))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testSwitchToLatestWithLimitedDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("x-y-z|", values: [x: $0, y: $0 * 10, z: $0 * 100]) }.switchToLatest().sink(demand: 2)
            C.request(1, at: 5)
            s.send("-1---2---|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.map { x in rig.cold("x-y-z|", values: ["x": x, "y": x * 10, "z": x * 100]) }.switchToLatest(), demand: .max(2))
            rig.at(5) { c.request(.max(1)) }
            rig.send(s, "-1---2---|")
            return rig.run()
        }
    }

    func testFlatMapWithACatchInside() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("-x#", values: [x: $0]).catch { _ in Just(0) } }.sink()
            s.send("-1-2--|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.flatMap { x in rig.cold("-x#", values: ["x": x]).catch { _ in Just(0) } })
            rig.send(s, "-1-2--|")
            return rig.run()
        }
    }

    func testFlatMapUnderAShare() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.flatMap { cold("-x-x|", values: [x: $0]) }.share()
            C = m.sink()
            D = m.sink(at: 3, demand: 1)
            s.send("-1-2---|")
            """) { rig in
            let s = subject()
            let m = s.flatMap { x in rig.cold("-x-x|", values: ["x": x]) }.share()
            rig.sink("C", m)
            rig.sink("D", m, at: 3, demand: .max(1))
            rig.send(s, "-1-2---|")
            return rig.run()
        }
    }

    func testSwitchToLatestThenTimeout() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.map { cold("--x|", values: [x: $0]) }.switchToLatest().timeout(3, scheduler: main).sink()
            s.send("-1-2-------3|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.map { x in rig.cold("--x|", values: ["x": x]) }.switchToLatest().timeout(.seconds(3), scheduler: rig.main))
            rig.send(s, "-1-2-------3|")
            return rig.run(ticks: 12)
        }
    }

    func testFlatMapOfSpecialisedSequencesWithDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { [$0, $0 * 10].publisher.filter { $0 > 1 } }.sink(demand: 2)
            C.request(1, at: 4)
            s.send("-1-2-3|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.flatMap { x in [x, x * 10].publisher.filter { $0 > 1 }.setFailureType(to: TestFailure.self) }, demand: .max(2))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testFlatMapOfJustFilteredToNothingFinishesTheInnerAtOnce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap(maxPublishers: .max(1)) { Just($0).filter { $0 > 1 } }.sink(demand: 1)
            C.request(1, at: 4)
            s.send("-1-2-3|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.flatMap(maxPublishers: .max(1)) { x in Just(x).filter { $0 > 1 }.setFailureType(to: TestFailure.self) },
                             demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testFlatMapTwoAtATimeThenDebounce() {
        assertSameAsOpenCombine("""
            C = cold("(123)|").flatMap(maxPublishers: .max(2)) { cold("-x|", values: [x: $0]) }.debounce(for: 1, scheduler: main).sink()
            """) { rig in
            rig.sink("C", rig.cold("(123)|", as: Int.self).flatMap(maxPublishers: .max(2)) { x in rig.cold("-x|", values: ["x": x]) }
                .debounce(for: .seconds(1), scheduler: rig.main))
            return rig.run()
        }
    }

    func testSwitchToLatestOfRetriedInners() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("-x#", values: [x: $0]).retry(1) }.switchToLatest().replaceError(with: 0).sink()
            s.send("-1--2----|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.map { x in rig.cold("-x#", values: ["x": x]).retry(1) }.switchToLatest().replaceError(with: 0))
            rig.send(s, "-1--2----|")
            return rig.run()
        }
    }

    func testFlatMapOverATimedOutInner() {
        assertSameAsOpenCombine("""
            ticks 12
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("---x|", values: [x: $0]).timeout(2, scheduler: main) }.sink(demand: 3)
            s.send("-1-2-|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.flatMap { x in rig.cold("---x|", values: ["x": x]).timeout(.seconds(2), scheduler: rig.main) }, demand: .max(3))
            rig.send(s, "-1-2-|")
            return rig.run(ticks: 12)
        }
    }

    // MARK: - Subjects with demand, timing, sharing and higher-order

    func testCurrentValueSubjectDelayedWithZeroDemand() {
        assertSameAsOpenCombine("""
            s = CurrentValueSubject(5)
            C = s.delay(for: 1, scheduler: main).sink(demand: 0)
            C.request(2, at: 3)
            s.send("--6-7|")
            """) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(5)
            let c = rig.sink("C", s.delay(for: .seconds(1), scheduler: rig.main), demand: .none)
            rig.at(3) { c.request(.max(2)) }
            rig.send(s, "--6-7|")
            return rig.run()
        }
    }

    func testCurrentValueSubjectShared() {
        assertSameAsOpenCombine("""
            s = CurrentValueSubject(5)
            m = s.map { $0 * 10 }.share()
            C = m.sink()
            D = m.sink(at: 2, demand: 1)
            s.send("-6-7-8|")
            """) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(5)
            let m = s.map { $0 * 10 }.share()
            rig.sink("C", m)
            rig.sink("D", m, at: 2, demand: .max(1))
            rig.send(s, "-6-7-8|")
            return rig.run()
        }
    }

    func testSubjectFedByAColdSourceWithALimitedSink() {
        assertSameAsOpenCombine("""
            m = PassthroughSubject<Int>()
            cold("-1-2-3|").subscribe(m)
            C = m.sink(demand: 1)
            C.request(1, at: 4)
            """) { rig in
            let m = subject()
            rig.at(0) { rig.keep(rig.cold("-1-2-3|", as: Int.self).subscribe(m)) }
            let c = rig.sink("C", m, demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testPrefixUntilOutputFromASubjectWithDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<Int>()
            C = s.prefix(untilOutputFrom: t).sink(demand: 1)
            C.request(2, at: 4)
            s.send("-1-2-3-4-5|")
            t.send("------9|")
            """) { rig in
            let s = subject()
            let t = subject()
            let c = rig.sink("C", s.prefix(untilOutputFrom: t), demand: .max(1))
            rig.at(4) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5|")
            rig.send(t, "------9|")
            return rig.run()
        }
    }

    func testDropUntilOutputFromThenDebounce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<Int>()
            C = s.drop(untilOutputFrom: t).debounce(for: 1, scheduler: main).sink()
            s.send("-1-2-34-5|")
            t.send("---9|")
            """) { rig in
            let s = subject()
            let t = subject()
            rig.sink("C", s.drop(untilOutputFrom: t).debounce(for: .seconds(1), scheduler: rig.main))
            rig.send(s, "-1-2-34-5|")
            rig.send(t, "---9|")
            return rig.run()
        }
    }

    func testZipOfAColdSourceAndASubjectWithDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = cold("1-2-3|").zip(s).map { $0 * 10 + $1 }.sink(demand: 1)
            C.request(1, at: 4)
            s.send("-5-6-7-8|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", rig.cold("1-2-3|", as: Int.self).zip(s).map { $0 * 10 + $1 }, demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-5-6-7-8|")
            return rig.run()
        }
    }

    func testAppendASubjectWithLimitedDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = [1, 2].publisher.append(s).sink(demand: 1)
            C.request(1, at: 1)
            C.request(1, at: 5)
            s.send("--3-4-5|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", [1, 2].publisher.setFailureType(to: TestFailure.self).append(s), demand: .max(1))
            rig.at(1) { c.request(.max(1)) }
            rig.at(5) { c.request(.max(1)) }
            rig.send(s, "--3-4-5|")
            return rig.run()
        }
    }

    func testPrependValuesToASubjectWithDemandForTwo() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prepend(1, 2).sink(demand: 2)
            C.request(1, at: 4)
            s.send("-3-4-5|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.prepend(1, 2), demand: .max(2))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-3-4-5|")
            return rig.run()
        }
    }

    func testCurrentValueSubjectRemoveDuplicatesWithDemand() {
        assertSameAsOpenCombine("""
            s = CurrentValueSubject(1)
            C = s.removeDuplicates().sink(demand: 1)
            C.request(1, at: 3)
            C.request(1, at: 6)
            s.send("-1-2-2-3|")
            """) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(1)
            let c = rig.sink("C", s.removeDuplicates(), demand: .max(1))
            rig.at(3) { c.request(.max(1)) }
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-2-3|")
            return rig.run()
        }
    }

    func testThrottleUnderAShareOfASubject() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            m = s.throttle(for: 2, scheduler: main, latest: true).share()
            C = m.sink()
            D = m.sink(at: 3, demand: 1)
            s.send("-12-34-5-|")
            """) { rig in
            let s = subject()
            let m = s.throttle(for: .seconds(2), scheduler: rig.main, latest: true).share()
            rig.sink("C", m)
            rig.sink("D", m, at: 3, demand: .max(1))
            rig.send(s, "-12-34-5-|")
            return rig.run()
        }
    }

    func testCurrentValueSubjectFlatMapped() {
        assertSameAsOpenCombine("""
            s = CurrentValueSubject(1)
            C = s.flatMap { cold("-x|", values: [x: $0 * 10]) }.sink(demand: 2)
            s.send("--2-3|")
            """) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(1)
            rig.sink("C", s.flatMap { x in rig.cold("-x|", values: ["x": x * 10]) }, demand: .max(2))
            rig.send(s, "--2-3|")
            return rig.run()
        }
    }

    func testSubjectBufferedIntoAOneAtATimeFlatMap() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.buffer(size: 5, prefetch: .byRequest, whenFull: .dropOldest).flatMap(maxPublishers: .max(1)) { cold("-x-|", values: [x: $0]) }.sink()
            s.send("-123---|")
            """) { rig in
            let s = subject()
            rig.sink("C", s.buffer(size: 5, prefetch: .byRequest, whenFull: .dropOldest).flatMap(maxPublishers: .max(1)) { x in
                rig.cold("-x-|", values: ["x": x])
            })
            rig.send(s, "-123---|")
            return rig.run()
        }
    }

    func testSubjectCaughtIntoASubjectOfItsOwn() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            r = PassthroughSubject<Int>()
            C = s.catch { _ in r }.sink(demand: 2)
            s.send("-1-#")
            r.send("--7-8-9|")
            """) { rig in
            let s = subject()
            let r = subject()
            rig.sink("C", s.catch { _ in r }, demand: .max(2))
            rig.send(s, "-1-#")
            rig.send(r, "--7-8-9|")
            return rig.run()
        }
    }

    // MARK: - Specialised publishers with timing, sharing and recovery

    func testDeferredSequenceDelayedWithDemand() {
        assertSameAsOpenCombine("""
            C = Deferred { [1, 2, 3].publisher }.prefix(2).delay(for: 1, scheduler: main).sink(demand: 1)
            C.request(1, at: 3)
            """) { rig in
            let c = rig.sink("C", Deferred { [1, 2, 3].publisher }.prefix(2).delay(for: .seconds(1), scheduler: rig.main), demand: .max(1))
            rig.at(3) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testSpecialisedPrefixDelayedWithDemand() {
        assertSameAsOpenCombine("""
            C = [1, 2, 3].publisher.prefix(2).delay(for: 1, scheduler: main).sink(demand: 1)
            C.request(1, at: 3)
            """) { rig in
            let c = rig.sink("C", [1, 2, 3].publisher.prefix(2).delay(for: .seconds(1), scheduler: rig.main), demand: .max(1))
            rig.at(3) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testJustFilteredToNothingDelaysOnlyItsFinish() {
        assertSameAsOpenCombine("""
            C = Just(1).filter { $0 > 5 }.delay(for: 2, scheduler: main).sink(demand: 0)
            """) { rig in
            rig.sink("C", Just(1).filter { $0 > 5 }.delay(for: .seconds(2), scheduler: rig.main), demand: .none)
            return rig.run()
        }
    }

    func testSpecialisedOutputShared() {
        assertSameAsOpenCombine("""
            m = [1, 2, 3].publisher.output(at: 1).share()
            C = m.sink(demand: 0)
            D = m.sink()
            C.request(1, at: 2)
            """) { rig in
            let m = [1, 2, 3].publisher.output(at: 1).share()
            let c = rig.sink("C", m, demand: .none)
            rig.sink("D", m)
            rig.at(2) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testJustTryMapFailureCaughtByACold() {
        assertSameAsOpenCombine("""
            C = Just(0).tryMap { 12 / $0 }.catch { _ in cold("-7-8|") }.sink(demand: 1)
            C.request(1, at: 4)
            """) { rig in
            let c = rig.sink("C", Just(0).tryMap { try dividing(12, by: $0) }
                .catch { _ in rig.cold("-7-8|", as: Int.self) }, demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            return rig.run()
        }
    }

    /// The result waits for demand while the timeout's clock runs: a request within the
    /// interval gets it (C), a later one finds the stream timed out (D).
    func testSpecialisedReduceUnderATimeout() {
        assertSameAsOpenCombine("""
            ticks 12
            r = [1, 2, 3].publisher.reduce(0, +).timeout(2, scheduler: main)
            C = r.sink(demand: 0)
            D = r.sink(demand: 0)
            C.request(1, at: 1)
            D.request(1, at: 4)
            """) { rig in
            let r = [1, 2, 3].publisher.reduce(0, +).timeout(.seconds(2), scheduler: rig.main)
            let c = rig.sink("C", r, demand: .none)
            let d = rig.sink("D", r, demand: .none)
            rig.at(1) { c.request(.max(1)) }
            rig.at(4) { d.request(.max(1)) }
            return rig.run(ticks: 12)
        }
    }

    func testSequenceWithAFailingTryMapRetried() {
        assertSameAsOpenCombine("""
            C = [4, 0, 2].publisher.tryMap { 12 / $0 }.retry(1).sink(demand: 3)
            """) { rig in
            rig.sink("C", [4, 0, 2].publisher.tryMap { try dividing(12, by: $0) }.retry(1), demand: .max(3))
            return rig.run()
        }
    }

    func testZipOfASequenceAndASubjectWithDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = [1, 2, 3].publisher.zip(s).sink(demand: 1)
            C.request(2, at: 4)
            s.send("-5-6-7-8|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", [1, 2, 3].publisher.setFailureType(to: TestFailure.self).zip(s), demand: .max(1))
            rig.at(4) { c.request(.max(2)) }
            rig.send(s, "-5-6-7-8|")
            return rig.run()
        }
    }

    func testSpecialisedAppendThenSubscribeOnWithDemand() {
        assertSameAsOpenCombine("""
            C = Just(1).append(2, 3).subscribe(on: queue(latency: 1)).sink(demand: 2)
            C.request(1, at: 4)
            """) { rig in
            let c = rig.sink("C", Just(1).append(2, 3).subscribe(on: rig.queue(latency: 1)), demand: .max(2))
            rig.at(4) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testMulticastOfASpecialisedSequenceConnectedLate() {
        assertSameAsOpenCombine("""
            m = [1, 2, 3].publisher.map { $0 * 10 }.multicast { CurrentValueSubject(0) }
            C = m.sink(demand: 2)
            D = m.sink(at: 2)
            m.connect(at: 3)
            """) { rig in
            let m = [1, 2, 3].publisher.map { $0 * 10 }.multicast { CurrentValueSubject<Int, Never>(0) }
            rig.sink("C", m, demand: .max(2))
            rig.sink("D", m, at: 2)
            rig.at(3) { rig.keep(m.connect()) }
            return rig.run()
        }
    }

    func testCatchIntoAnOptionalPublisherOfNothing() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.catch { _ in Just(0).filter { $0 > 0 } }.sink(demand: 0)
            s.send("-1-#")
            """) { rig in
            let s = subject()
            rig.sink("C", s.catch { _ in Just(0).filter { $0 > 0 }.setFailureType(to: TestFailure.self) }, demand: .none)
            rig.send(s, "-1-#")
            return rig.run()
        }
    }

    func testSwitchToLatestOfSpecialisedSequencesWithDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { [$0, $0 * 10].publisher.dropFirst() }.switchToLatest().sink(demand: 1)
            C.request(1, at: 4)
            s.send("-1-2-3|")
            """) { rig in
            let s = subject()
            let c = rig.sink("C", s.map { x in [x, x * 10].publisher.dropFirst().setFailureType(to: TestFailure.self) }.switchToLatest(),
                             demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testTimerSharedWithLimitedDemand() {
        assertSameAsOpenCombine("""
            ticks 9
            m = Timer(every: 2).share()
            C = m.sink(demand: 2)
            D = m.sink(at: 3)
            """) { rig in
            let m = rig.main.timerPublisher(every: .seconds(2)).autoconnect().map { _ in rig.now }.share()
            rig.sink("C", m, demand: .max(2))
            rig.sink("D", m, at: 3)
            return rig.run(ticks: 9)
        }
    }

    func testTimerThroughADelayWithOneRequestLater() {
        assertSameAsOpenCombine("""
            ticks 10
            C = Timer(every: 3).delay(for: 1, scheduler: main).sink(demand: 1)
            C.request(1, at: 6)
            """) { rig in
            let c = rig.sink("C", rig.main.timerPublisher(every: .seconds(3)).autoconnect().map { _ in rig.now }
                .delay(for: .seconds(1), scheduler: rig.main), demand: .max(1))
            rig.at(6) { c.request(.max(1)) }
            return rig.run(ticks: 10)
        }
    }
}
