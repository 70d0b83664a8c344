import OpenCombine
import XCTest

/// Subjects, sinks, demand and cancellation with the first operators, against OpenCombine.
final class SubjectSinkDifferentialTests: XCTestCase {
    func testPassthroughToSink() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s)
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testLimitedDemandLosesValuesSentWithoutDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.sink(demand: 2)
            C.request(2, at: 7)
            s.send("-1-2-3-4-5-6|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s, demand: .max(2))
            rig.at(7) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5-6|")
            return rig.run()
        }
    }

    func testLateSubscriberToScanStartsItsOwnAccumulation() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = a.scan(10, +)
            C = b.sink()
            D = b.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = a.scan(10, +)
            rig.sink("C", b)
            rig.sink("D", b, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testCurrentValueSubjectGivesItsValueOnlyWhenRequested() {
        assertSameAsOpenCombine("""
            s = CurrentValueSubject(0)
            C = s.sink(demand: 0)
            D = s.sink(at: 2)
            C.request(1, at: 3)
            s.send("-1-2-|")
            """) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", s, demand: .none)
            rig.sink("D", s, at: 2)
            rig.at(3) { c.request(.max(1)) }
            rig.send(s, "-1-2-|")
            return rig.run()
        }
    }

    func testCancelStopsDeliveryAtTheCancelTick() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { $0 * 2 }.sink(until: 4)
            D = s.filter { $0 > 1 }.sink()
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.map { $0 * 2 }, until: 4)
            rig.sink("D", s.filter { $0 > 1 })
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testFailureReachesEverySubscriberAndLaterSubscribersGetItAtOnce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.scan(0, +).sink()
            D = s.sink(at: 5)
            s.send("-1-2#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.scan(0, +))
            rig.sink("D", s, at: 5)
            rig.send(s, "-1-2#", error: "boom")
            return rig.run()
        }
    }

    func testSameTickSendsKeepStatementOrder() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.sink(demand: 1)
            C.request(1, at: 1)
            s.send("-(123)|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s, demand: .max(1))
            rig.at(1) { c.request(.max(1)) }
            rig.send(s, "-(123)|")
            return rig.run()
        }
    }

    func testSinkSubscribedTwiceKeepsItsFirstSubscription() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            C = Sink()
            s1.subscribe(C)
            s2.subscribe(C)
            s1.send("-1--3|")
            s2.send("--2--4|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let c: ReferenceSink<Int, TestFailure> = rig.sink("C")
            rig.subscribe(c, to: s1)
            rig.subscribe(c, to: s2)
            rig.send(s1, "-1--3|")
            rig.send(s2, "--2--4|")
            return rig.run()
        }
    }
}
