import OpenCombine
import XCTest

/// catch and retry against OpenCombine: recovery by a replacement publisher and by
/// resubscribing (a `cold` source on our side, `ReferenceCold` or `Deferred` on OpenCombine's).
final class RecoveryDifferentialTests: XCTestCase {
    // MARK: - catch

    func testCatchReplacesAFailureWithJust() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.catch { Just(0) }.sink()
            s.send("-1-2-#")
            s.send(3, at: 7)
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.catch { _ in Just(0).setFailureType(to: TestFailure.self) })
            rig.send(s, "-1-2-#")
            rig.at(7) { s.send(3) }
            return rig.run()
        }
    }

    func testCatchHandsUnservedDemandToTheReplacement() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.catch { cold("(78)-9|") }.sink(demand: 3)
            C.request(1, at: 8)
            s.send("-1-#")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.catch { _ in rig.cold("(78)-9|", as: Int.self) }, demand: .max(3))
            rig.at(8) { c.request(.max(1)) }
            rig.send(s, "-1-#")
            return rig.run()
        }
    }

    func testCatchPassesAFinishThrough() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.catch { Just(0) }.sink()
            s.send("-1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.catch { _ in Just(0).setFailureType(to: TestFailure.self) })
            rig.send(s, "-1-2|")
            return rig.run()
        }
    }

    func testCatchWhoseReplacementFailsToo() {
        assertSameAsOpenCombine("""
            s = cold("-1#", error: "first")
            C = s.catch { Fail(error: "second") }.sink(at: 2)
            """) { rig in
            let s = rig.cold("-1#", as: Int.self, error: "first")
            rig.sink("C", s.catch { _ in Fail<Int, TestFailure>(error: TestFailure("second")) }, at: 2)
            return rig.run()
        }
    }

    // MARK: - retry

    func testRetryResubscribesAColdSource() {
        assertSameAsOpenCombine("""
            s = cold("-1-2#", error: "flaky")
            C = s.retry(2).sink()
            """) { rig in
            let s = rig.cold("-1-2#", as: Int.self, error: "flaky")
            rig.sink("C", s.retry(2))
            return rig.run()
        }
    }

    func testRetryGivesEachSubscriberItsOwnAttempts() {
        assertSameAsOpenCombine("""
            s = cold("-5#")
            C = s.map { $0 + 1 }.retry(1).sink()
            D = s.retry(2).sink(at: 3)
            """) { rig in
            let s = rig.cold("-5#", as: Int.self)
            rig.sink("C", s.map { $0 + 1 }.retry(1))
            rig.sink("D", s.retry(2), at: 3)
            return rig.run()
        }
    }

    func testRetryOfAFailedSubjectFailsAgainAtOnce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.retry(3).sink()
            s.send("-1-#", error: "gone")
            s.send(2, at: 5)
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.retry(3))
            rig.send(s, "-1-#", error: "gone")
            rig.at(5) { s.send(2) }
            return rig.run()
        }
    }

    func testRetryKeepsTheOutstandingDemand() {
        assertSameAsOpenCombine("""
            s = cold("-1-2#")
            C = s.retry(1).sink(demand: 3)
            C.request(1, at: 7)
            """) { rig in
            let s = rig.cold("-1-2#", as: Int.self)
            let c = rig.sink("C", s.retry(1), demand: .max(3))
            rig.at(7) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testRetryZeroPassesTheFailureAndFailAtOnceLoops() {
        assertSameAsOpenCombine("""
            s = cold("-1#")
            C = s.retry(0).sink()
            D = Fail(error: "never").retry(3).sink(at: 2)
            """) { rig in
            let s = rig.cold("-1#", as: Int.self)
            rig.sink("C", s.retry(0))
            rig.sink("D", Fail<Int, TestFailure>(error: TestFailure("never")).retry(3), at: 2)
            return rig.run()
        }
    }

    func testRetryThenCatch() {
        assertSameAsOpenCombine("""
            s = cold("-1#")
            C = s.retry(1).catch { Just(9) }.sink(until: 5)
            D = s.retry(1).catch { Just(9) }.sink()
            """) { rig in
            let s = rig.cold("-1#", as: Int.self)
            rig.sink("C", s.retry(1).catch { _ in Just(9).setFailureType(to: TestFailure.self) }, until: 5)
            rig.sink("D", s.retry(1).catch { _ in Just(9).setFailureType(to: TestFailure.self) })
            return rig.run()
        }
    }
}
