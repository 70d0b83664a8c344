import OpenCombine
import XCTest

/// zip, append, prepend, prefix(untilOutputFrom:) and drop(untilOutputFrom:) against
/// OpenCombine. (merge and combineLatest are missing from OpenCombine 0.14.0: their
/// scenarios are whole-trace tests in MarbleRuntimeTests/CombiningScenarioTests.swift.)
final class CombiningDifferentialTests: XCTestCase {
    private func pair(_ a: Int, _ b: String) -> String { "(\(a), \(b))" }

    // MARK: - zip

    func testZipPairsByPositionAndFinishesWhenOneSideRunsOut() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<String>()
            C = a.zip(b).sink()
            a.send("-1-2-3---|")
            b.send("--x---y|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<String, TestFailure>()
            rig.sink("C", a.zip(b).map(pair))
            rig.send(a, "-1-2-3---|")
            rig.send(b, "--x---y|")
            return rig.run()
        }
    }

    func testZipWithLimitedDemandAsksEachSideForTheSameAmount() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<String>()
            C = a.zip(b).sink(demand: 1)
            C.request(1, at: 5)
            a.send("-1-2-3-4|")
            b.send("--x-y-z-w|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<String, TestFailure>()
            let c = rig.sink("C", a.zip(b).map(pair), demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.send(a, "-1-2-3-4|")
            rig.send(b, "--x-y-z-w|")
            return rig.run()
        }
    }

    func testZipOfColdSourcesWaitsForDemand() {
        assertSameAsOpenCombine("""
            a = cold("-1-2-3|")
            b = cold("(xy)-z|")
            C = a.zip(b).sink(demand: 0)
            C.request(2, at: 4)
            C.request(1, at: 8)
            """) { rig in
            let a = rig.cold("-1-2-3|", as: Int.self)
            let b = rig.cold("(xy)-z|", as: String.self)
            let c = rig.sink("C", a.zip(b).map(pair), demand: .none)
            rig.at(4) { c.request(.max(2)) }
            rig.at(8) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testZipFailsAsSoonAsEitherSideFails() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<String>()
            C = a.zip(b).sink()
            a.send("-1-2-3|")
            b.send("--x#", error: "b broke")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<String, TestFailure>()
            rig.sink("C", a.zip(b).map(pair))
            rig.send(a, "-1-2-3|")
            rig.send(b, "--x#", error: "b broke")
            return rig.run()
        }
    }

    func testZipLateSubscriberPairsOnlyWhatItSaw() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.zip(b) { $0 * 10 + $1 }.sink()
            D = a.zip(b) { $0 * 10 + $1 }.sink(at: 3)
            a.send("-1-2-3-|")
            b.send("--4-5-6|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.zip(b).map { $0 * 10 + $1 })
            rig.sink("D", a.zip(b).map { $0 * 10 + $1 }, at: 3)
            rig.send(a, "-1-2-3-|")
            rig.send(b, "--4-5-6|")
            return rig.run()
        }
    }

    func testZipOfThreeAndSameTickSends() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            c = PassthroughSubject<Int>()
            C = a.zip(b, c) { $0 + $1 + $2 }.sink()
            a.send("-(12)-3|")
            b.send("-4-(56)|")
            c.send("--7-8-9|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            let c = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.zip(b, c).map { $0 + $1 + $2 })
            rig.send(a, "-(12)-3|")
            rig.send(b, "-4-(56)|")
            rig.send(c, "--7-8-9|")
            return rig.run()
        }
    }

    func testZipCancelledStopsBothSides() {
        assertSameAsOpenCombine("""
            a = cold("-1-2-3|")
            b = cold("-4-5-6|")
            C = a.zip(b) { $0 + $1 }.sink(until: 4)
            """) { rig in
            let a = rig.cold("-1-2-3|", as: Int.self)
            let b = rig.cold("-4-5-6|", as: Int.self)
            rig.sink("C", a.zip(b).map { $0 + $1 }, until: 4)
            return rig.run()
        }
    }

    // MARK: - append / prepend

    func testAppendValuesAfterAHotSubjectFinishes() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.append(7, 8).sink()
            s.send("-1-2--|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.append(7, 8))
            rig.send(s, "-1-2--|")
            return rig.run()
        }
    }

    func testAppendAColdPublisherSubscribesItOnlyAtTheEnd() {
        assertSameAsOpenCombine("""
            s = cold("-1|")
            t = cold("-8-9|")
            C = s.append(t).sink(at: 2)
            """) { rig in
            let s = rig.cold("-1|", as: Int.self)
            let t = rig.cold("-8-9|", as: Int.self)
            rig.sink("C", s.append(t), at: 2)
            return rig.run()
        }
    }

    func testAppendedHotSubjectLosesWhatItSentBeforeTheSwitch() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<Int>()
            C = s.append(t).sink()
            s.send("-1---|")
            t.send("--5-6-7|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.append(t))
            rig.send(s, "-1---|")
            rig.send(t, "--5-6-7|")
            return rig.run()
        }
    }

    func testAppendNothingAfterAFailure() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.append(9).sink()
            s.send("-1#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.append(9))
            rig.send(s, "-1#", error: "boom")
            return rig.run()
        }
    }

    func testPrependWithLimitedDemandCarriesTheRestToTheSuffix() {
        assertSameAsOpenCombine("""
            s = cold("-5-6-7|")
            C = s.prepend(1, 2).sink(demand: 3)
            C.request(1, at: 6)
            """) { rig in
            let s = rig.cold("-5-6-7|", as: Int.self)
            let c = rig.sink("C", s.prepend(1, 2), demand: .max(3))
            rig.at(6) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testPrependAPublisherSubscribesTheReceiverLate() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            p = cold("-0|")
            C = s.prepend(p).sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let p = rig.cold("-0|", as: Int.self)
            rig.sink("C", s.prepend(p))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    // MARK: - prefix(untilOutputFrom:)

    func testPrefixUntilOutputFinishesAtTheFirstTriggerValue() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<String>()
            C = s.prefix(untilOutputFrom: t).sink()
            s.send("-1-2-3-4|")
            t.send("----x-y|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<String, TestFailure>()
            rig.sink("C", s.prefix(untilOutputFrom: t))
            rig.send(s, "-1-2-3-4|")
            rig.send(t, "----x-y|")
            return rig.run()
        }
    }

    func testPrefixUntilOutputIgnoresATriggerThatOnlyFinishes() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<String>()
            C = s.prefix(untilOutputFrom: t).sink(demand: 2)
            C.request(1, at: 6)
            s.send("-1-2-3-4|")
            t.send("--|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<String, TestFailure>()
            let c = rig.sink("C", s.prefix(untilOutputFrom: t), demand: .max(2))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4|")
            rig.send(t, "--|")
            return rig.run()
        }
    }

    func testPrefixUntilOutputOfColdSourcesPerSubscriber() {
        assertSameAsOpenCombine("""
            s = cold("-1-2-3-4|")
            t = cold("---x|")
            C = s.prefix(untilOutputFrom: t).sink()
            D = s.prefix(untilOutputFrom: t).sink(at: 2)
            """) { rig in
            let s = rig.cold("-1-2-3-4|", as: Int.self)
            let t = rig.cold("---x|", as: String.self)
            rig.sink("C", s.prefix(untilOutputFrom: t))
            rig.sink("D", s.prefix(untilOutputFrom: t), at: 2)
            return rig.run()
        }
    }

    // MARK: - drop(untilOutputFrom:)

    func testDropUntilOutputStartsAtTheFirstTriggerValue() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<String>()
            C = s.drop(untilOutputFrom: t).sink()
            s.send("-1-2-3-4|")
            t.send("--x-y|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<String, TestFailure>()
            rig.sink("C", s.drop(untilOutputFrom: t))
            rig.send(s, "-1-2-3-4|")
            rig.send(t, "--x-y|")
            return rig.run()
        }
    }

    func testDropUntilOutputEndsWhenTheTriggerFinishesFirst() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<String>()
            C = s.drop(untilOutputFrom: t).sink()
            s.send("-1-2-3-4|")
            t.send("--|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<String, TestFailure>()
            rig.sink("C", s.drop(untilOutputFrom: t))
            rig.send(s, "-1-2-3-4|")
            rig.send(t, "--|")
            return rig.run()
        }
    }

    func testDropUntilOutputSpendsDemandOnDroppedValues() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<String>()
            C = s.drop(untilOutputFrom: t).sink(demand: 2)
            C.request(1, at: 6)
            s.send("-1-2-3-4-5|")
            t.send("--x|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<String, TestFailure>()
            let c = rig.sink("C", s.drop(untilOutputFrom: t), demand: .max(2))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            rig.send(t, "--x|")
            return rig.run()
        }
    }

    func testDropUntilOutputTriggerFailurePassesDown() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            t = PassthroughSubject<Int>()
            C = s.drop(untilOutputFrom: t).sink()
            s.send("-1-2-3|")
            t.send("--#", error: "trigger broke")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let t = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.drop(untilOutputFrom: t))
            rig.send(s, "-1-2-3|")
            rig.send(t, "--#", error: "trigger broke")
            return rig.run()
        }
    }
}
