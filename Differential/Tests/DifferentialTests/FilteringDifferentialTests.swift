import OpenCombine
import XCTest

/// Operators that pass on some values unchanged or mapped (`compactMap`, `removeDuplicates`,
/// `dropFirst`, `drop(while:)`, `prefix`, `output(at:)`, `tryFilter`), against OpenCombine,
/// with limited demand, late subscribers, failures and same-tick groups.
final class FilteringDifferentialTests: XCTestCase {
    func testCompactMapDropsNil() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.compactMap { $0 > 1 ? $0 * 10 : nil }.sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.compactMap { $0 > 1 ? $0 * 10 : nil })
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testCompactMapGivesBackTheDemandOfADroppedValue() {
        // 1 is mapped to nil and asks for one more, so 2 still finds demand; 3 does not.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.compactMap { $0 > 1 ? $0 : nil }.sink(demand: 1)
            C.request(1, at: 6)
            s.send("-1-2-3-1-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.compactMap { $0 > 1 ? $0 : nil }, demand: .max(1))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-1-4|")
            return rig.run()
        }
    }

    func testTryCompactMapFailsOnAClosureError() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.tryCompactMap { 6 / $0 > 2 ? $0 : nil }.sink()
            s.send("-1-2-0-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.tryCompactMap { value -> Int? in
                guard value != 0 else { throw TestFailure("division by zero") }
                return 6 / value > 2 ? value : nil
            })
            rig.send(s, "-1-2-0-3|")
            return rig.run()
        }
    }

    func testRemoveDuplicatesSkipsRepeats() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.removeDuplicates().sink()
            s.send("-1-1-2-2-1|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.removeDuplicates())
            rig.send(s, "-1-1-2-2-1|")
            return rig.run()
        }
    }

    func testRemoveDuplicatesWithLimitedDemand() {
        // A skipped duplicate asks for one more; a value lost for lack of demand never
        // becomes the previous value.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.removeDuplicates().sink(demand: 1)
            C.request(1, at: 8)
            s.send("-1-1-2-3-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.removeDuplicates(), demand: .max(1))
            rig.at(8) { c.request(.max(1)) }
            rig.send(s, "-1-1-2-3-3-4|")
            return rig.run()
        }
    }

    func testRemoveDuplicatesByATrailingPredicate() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.removeDuplicates { $0 / 2 == $1 / 2 }.sink()
            s.send("-1-2-3-5-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.removeDuplicates { $0 / 2 == $1 / 2 })
            rig.send(s, "-1-2-3-5-4|")
            return rig.run()
        }
    }

    func testRemoveDuplicatesInASameTickGroup() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.removeDuplicates().sink()
            s.send("-(1122)-(23)|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.removeDuplicates())
            rig.send(s, "-(1122)-(23)|")
            return rig.run()
        }
    }

    func testDropFirstSkipsOne() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.dropFirst().sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.dropFirst())
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testDropFirstAsksUpstreamForTheSkippedValuesOnTopOfDemand() {
        // demand 1 + 2 skipped = 3 asked upstream: 1 and 2 are skipped, 3 delivered, 4 lost.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.dropFirst(2).sink(demand: 1)
            C.request(1, at: 10)
            s.send("-1-2-3-4-5-6|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.dropFirst(2), demand: .max(1))
            rig.at(10) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5-6|")
            return rig.run()
        }
    }

    func testDropFirstCountsFromEachSubscription() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            b = s.dropFirst(2)
            C = b.sink()
            D = b.sink(at: 4)
            s.send("-1-2-3-4-5-6|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let b = s.dropFirst(2)
            rig.sink("C", b)
            rig.sink("D", b, at: 4)
            rig.send(s, "-1-2-3-4-5-6|")
            return rig.run()
        }
    }

    func testDropFirstOnAColdSourceWithZeroDemand() {
        assertSameAsOpenCombine("""
            p = cold("-1-2-3-4|")
            C = p.dropFirst(2).sink(demand: 0)
            C.request(1, at: 2)
            C.request(1, at: 9)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1-2-3-4|", as: Int.self).dropFirst(2), demand: .none)
            rig.at(2) { c.request(.max(1)) }
            rig.at(9) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testDropWhileStopsDroppingAtTheFirstFailure() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.drop(while: { $0 < 3 }).sink()
            s.send("-1-2-3-1-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.drop(while: { $0 < 3 }))
            rig.send(s, "-1-2-3-1-4|")
            return rig.run()
        }
    }

    func testDropWhileWithLimitedDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.drop { $0 < 3 }.sink(demand: 1)
            C.request(2, at: 9)
            s.send("-1-2-3-4-1-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.drop { $0 < 3 }, demand: .max(1))
            rig.at(9) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-1-5|")
            return rig.run()
        }
    }

    func testPrefixFinishesWhenTheNextValueArrives() {
        // As Combine: not right after the second value, but when the third arrives.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prefix(2).sink()
            s.send("-1-2---3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.prefix(2))
            rig.send(s, "-1-2---3-4|")
            return rig.run()
        }
    }

    func testPrefixFinishesWithAnUpstreamThatEndsFirst() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prefix(3).sink()
            s.send("-1-2-|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.prefix(3))
            rig.send(s, "-1-2-|")
            return rig.run()
        }
    }

    func testPrefixWithLimitedDemandCountsOnlyDeliveredValues() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prefix(2).sink(demand: 1)
            C.request(1, at: 4)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.prefix(2), demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testPrefixOfAColdSourceCancelsItsTimeline() {
        assertSameAsOpenCombine("""
            p = cold("-1-2-3-4|")
            C = p.prefix(2).sink()
            D = p.prefix(1).sink(at: 3)
            """) { rig in
            let p = rig.cold("-1-2-3-4|", as: Int.self)
            rig.sink("C", p.prefix(2))
            rig.sink("D", p.prefix(1), at: 3)
            return rig.run()
        }
    }

    func testPrefixZeroFinishesOnTheFirstValue() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prefix(0).sink()
            s.send("---1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.prefix(0))
            rig.send(s, "---1-2|")
            return rig.run()
        }
    }

    func testPrefixWhileFinishesOnTheFirstValueThatFails() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prefix(while: { $0 < 3 }).sink()
            s.send("-1-2-3-1|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.prefix(while: { $0 < 3 }))
            rig.send(s, "-1-2-3-1|")
            return rig.run()
        }
    }

    func testPrefixWhilePassesAFailureOn() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.prefix { $0 < 3 }.sink()
            s.send("-1-2#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.prefix { $0 < 3 })
            rig.send(s, "-1-2#", error: "boom")
            return rig.run()
        }
    }

    func testOutputAtPublishesOneValueAndFinishesOnTheNext() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.output(at: 1).sink()
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.output(at: 1))
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testOutputAtWithDemandOneSkipsWithoutUsingIt() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.output(at: 2).sink(demand: 1)
            s.send("-(123)-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.output(at: 2), demand: .max(1))
            rig.send(s, "-(123)-4|")
            return rig.run()
        }
    }

    func testTryFilterFailsAndCancelsUpstream() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.tryFilter { 12 / $0 > 3 }.sink()
            D = s.sink()
            s.send("-1-4-0-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.tryFilter { value in
                guard value != 0 else { throw TestFailure("division by zero") }
                return 12 / value > 3
            })
            rig.sink("D", s)
            rig.send(s, "-1-4-0-2|")
            return rig.run()
        }
    }

    func testFilterInASameTickGroupWithDemandOne() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.filter { $0 > 1 }.sink(demand: 1)
            C.request(1, at: 5)
            s.send("-(123)-(45)|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.filter { $0 > 1 }, demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.send(s, "-(123)-(45)|")
            return rig.run()
        }
    }

    func testExampleFortyFilteringChainUnderDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            a = s.compactMap { $0 > 1 ? $0 * 10 : nil }
            b = a.removeDuplicates()
            C = b.sink(demand: 3)
            s.send("-1-2-2-1-3-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.compactMap { $0 > 1 ? $0 * 10 : nil }.removeDuplicates(), demand: .max(3))
            rig.send(s, "-1-2-2-1-3-3-4|")
            return rig.run()
        }
    }

    func testExampleFortyTwoPrefixAndFirstUnderDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            p = s.prefix(2)
            C = p.sink(demand: 1)
            C.request(2, at: 4)
            f = s.first()
            D = f.sink(demand: 0)
            D.request(1, at: 6)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.prefix(2), demand: .max(1))
            rig.at(4) { c.request(.max(2)) }
            let d = rig.sink("D", s.first(), demand: .none)
            rig.at(6) { d.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }
}
