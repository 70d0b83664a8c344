import OpenCombine
import XCTest

/// Subjects with several upstreams, subject completion and failure, late subscribers, and
/// sinks that subscribe more than once, against OpenCombine.
final class SubjectsDifferentialTests: XCTestCase {
    // MARK: - A subject fed by several publishers (scenario 12)

    func testSubjectFedByTwoSubjectsStopsAtTheFirstFinish() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            m = PassthroughSubject<Int>()
            s1.subscribe(m)
            s2.subscribe(m)
            C = m.sink()
            s1.send("-1-2---|")
            s2.send("---3-4-5|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let m = PassthroughSubject<Int, TestFailure>()
            rig.at(0) { rig.keep(s1.subscribe(m)) }
            rig.at(0) { rig.keep(s2.subscribe(m)) }
            rig.sink("C", m)
            rig.send(s1, "-1-2---|")
            rig.send(s2, "---3-4-5|")
            return rig.run()
        }
    }

    func testSubjectFedByTwoSubjectsWhileTheFirstNeverFinishes() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            m = PassthroughSubject<Int>()
            s1.subscribe(m)
            s2.subscribe(m)
            C = m.sink()
            s1.send("-1-2-")
            s2.send("---3-4|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let m = PassthroughSubject<Int, TestFailure>()
            rig.at(0) { rig.keep(s1.subscribe(m)) }
            rig.at(0) { rig.keep(s2.subscribe(m)) }
            rig.sink("C", m)
            rig.send(s1, "-1-2-")
            rig.send(s2, "---3-4|")
            return rig.run()
        }
    }

    func testOneUpstreamFailingFailsTheSubject() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            m = PassthroughSubject<Int>()
            s1.subscribe(m)
            s2.subscribe(m)
            C = m.sink()
            D = m.sink(at: 2)
            s1.send("-1--#", error: "boom")
            s2.send("--2--3|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let m = PassthroughSubject<Int, TestFailure>()
            rig.at(0) { rig.keep(s1.subscribe(m)) }
            rig.at(0) { rig.keep(s2.subscribe(m)) }
            rig.sink("C", m)
            rig.sink("D", m, at: 2)
            rig.send(s1, "-1--#", error: "boom")
            rig.send(s2, "--2--3|")
            return rig.run()
        }
    }

    func testCurrentValueSubjectFedByTwoUpstreamsWithALateSubscriber() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            m = CurrentValueSubject(0)
            s1.subscribe(m)
            s2.subscribe(m)
            C = m.sink()
            D = m.sink(at: 4)
            s1.send("-1---5")
            s2.send("---3---7|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let m = CurrentValueSubject<Int, TestFailure>(0)
            rig.at(0) { rig.keep(s1.subscribe(m)) }
            rig.at(0) { rig.keep(s2.subscribe(m)) }
            rig.sink("C", m)
            rig.sink("D", m, at: 4)
            rig.send(s1, "-1---5")
            rig.send(s2, "---3---7|")
            return rig.run()
        }
    }

    func testSubjectSubscribingLaterMissesEarlierValues() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            m = PassthroughSubject<Int>()
            C = m.sink()
            s1.subscribe(m, at: 3)
            s1.send("-1-2-3-4|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let m = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", m)
            rig.at(3) { rig.keep(s1.subscribe(m)) }
            rig.send(s1, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testSubjectSubscribingToAFinishedSubjectFinishesAtOnce() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            m = PassthroughSubject<Int>()
            C = m.sink()
            s1.send("-1|")
            s1.subscribe(m, at: 4)
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let m = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", m)
            rig.send(s1, "-1|")
            rig.at(4) { rig.keep(s1.subscribe(m)) }
            return rig.run()
        }
    }

    func testChainOfSubjects() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            m1 = PassthroughSubject<Int>()
            m2 = CurrentValueSubject(9)
            s1.subscribe(m1)
            m1.subscribe(m2)
            C = m2.sink()
            D = m1.sink(at: 2)
            s1.send("-1-2-3|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let m1 = PassthroughSubject<Int, TestFailure>()
            let m2 = CurrentValueSubject<Int, TestFailure>(9)
            rig.at(0) { rig.keep(s1.subscribe(m1)) }
            rig.at(0) { rig.keep(m1.subscribe(m2)) }
            rig.sink("C", m2)
            rig.sink("D", m1, at: 2)
            rig.send(s1, "-1-2-3|")
            return rig.run()
        }
    }

    // MARK: - A PassthroughSubject asks its upstreams only once someone has demand

    func testPassthroughSubjectWaitsForDemandBeforeAskingItsUpstream() {
        assertSameAsOpenCombine("""
            m = PassthroughSubject<Int>()
            [1, 2].publisher.subscribe(m)
            C = m.sink(at: 3)
            """) { rig in
            let m = PassthroughSubject<Int, TestFailure>()
            rig.at(0) { rig.keep(Publishers.Sequence<[Int], TestFailure>(sequence: [1, 2]).subscribe(m)) }
            rig.sink("C", m, at: 3)
            return rig.run()
        }
    }

    func testPassthroughSubjectWithASubscriberWithoutDemandDoesNotAskItsUpstream() {
        assertSameAsOpenCombine("""
            m = PassthroughSubject<Int>()
            C = m.sink(demand: 0)
            [1, 2].publisher.subscribe(m, at: 1)
            C.request(1, at: 4)
            """) { rig in
            let m = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", m, demand: .none)
            rig.at(1) { rig.keep(Publishers.Sequence<[Int], TestFailure>(sequence: [1, 2]).subscribe(m)) }
            rig.at(4) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testCurrentValueSubjectAsksItsUpstreamAtOnce() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            [1, 2].publisher.subscribe(m)
            C = m.sink(at: 3)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            rig.at(0) { rig.keep(Publishers.Sequence<[Int], TestFailure>(sequence: [1, 2]).subscribe(m)) }
            rig.sink("C", m, at: 3)
            return rig.run()
        }
    }

    // MARK: - Completion, failure and late subscribers

    func testLateSubscribersToEndedSubjectsGetOnlyTheCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            v = CurrentValueSubject(5)
            C = s.sink(at: 4)
            D = v.sink(at: 4)
            s.send("-1|")
            v.send("-1-#")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let v = CurrentValueSubject<Int, TestFailure>(5)
            rig.sink("C", s, at: 4)
            rig.sink("D", v, at: 4)
            rig.send(s, "-1|")
            rig.send(v, "-1-#")
            return rig.run()
        }
    }

    func testFailureReachesSubscribersWithoutDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.sink(demand: 0)
            D = s.sink(demand: 1)
            s.send("-1-2-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s, demand: .none)
            rig.sink("D", s, demand: .max(1))
            rig.send(s, "-1-2-#", error: "boom")
            return rig.run()
        }
    }

    func testCurrentValueSubjectWithLimitedDemandGetsTheValueCurrentAtRequest() {
        assertSameAsOpenCombine("""
            s = CurrentValueSubject(0)
            C = s.sink(demand: 1)
            C.request(1, at: 4)
            C.request(2, at: 6)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", s, demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.at(6) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCancellingOneSubscriberOfAFedSubjectLeavesTheOthers() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            m = PassthroughSubject<Int>()
            s1.subscribe(m)
            C = m.sink(until: 3)
            D = m.sink()
            s1.send("-1-2-3|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let m = PassthroughSubject<Int, TestFailure>()
            rig.at(0) { rig.keep(s1.subscribe(m)) }
            rig.sink("C", m, until: 3)
            rig.sink("D", m)
            rig.send(s1, "-1-2-3|")
            return rig.run()
        }
    }

    func testSameTickSubscriptionsFollowStatementOrder() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.sink(at: 1)
            s.send("-1-2|")
            D = s.sink(at: 1)
            E = s.sink(at: 3)
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s, at: 1)
            rig.send(s, "-1-2|")
            rig.sink("D", s, at: 1)
            rig.sink("E", s, at: 3)
            return rig.run()
        }
    }

    // MARK: - One sink, several publishers (scenarios 11 and 14)

    func testOneSinkTwoSubjectsOnlyTheFirstReachesIt() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            C = Sink()
            s1.subscribe(C)
            s2.subscribe(C)
            s1.send("-1-2|")
            s2.send("--3-4-|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let c: ReferenceSink<Int, TestFailure> = rig.sink("C")
            rig.subscribe(c, to: s1)
            rig.subscribe(c, to: s2)
            rig.send(s1, "-1-2|")
            rig.send(s2, "--3-4-|")
            return rig.run()
        }
    }

    func testFinishedSinkCannotSubscribeAgain() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            C = s1.sink()
            s2.subscribe(C, at: 4)
            s1.send("-1|")
            s2.send("-----2-3|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s1)
            rig.subscribe(c, to: s2, at: 4)
            rig.send(s1, "-1|")
            rig.send(s2, "-----2-3|")
            return rig.run()
        }
    }

    func testCancelledSinkCannotSubscribeAgain() {
        assertSameAsOpenCombine("""
            s1 = PassthroughSubject<Int>()
            s2 = PassthroughSubject<Int>()
            C = s1.sink(until: 2)
            s2.subscribe(C, at: 3)
            s1.send("-1-2|")
            s2.send("----5|")
            """) { rig in
            let s1 = PassthroughSubject<Int, TestFailure>()
            let s2 = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s1, until: 2)
            rig.subscribe(c, to: s2, at: 3)
            rig.send(s1, "-1-2|")
            rig.send(s2, "----5|")
            return rig.run()
        }
    }
}
