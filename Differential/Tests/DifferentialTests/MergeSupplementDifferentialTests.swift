import OpenCombine
import OpenCombineSupplements
import XCTest

/// The `merge` that OpenCombineSupplements gives OpenCombine 0.14.0 (which has none) against
/// the engine's `merge`, which follows Apple's documentation: same scenario, same events.
final class MergeSupplementDifferentialTests: XCTestCase {
    func testMergeInterleavesAndFinishesWhenBothHaveFinished() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.merge(with: b).sink()
            a.send("-1---3|")
            b.send("--2-----4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.merge(with: b))
            rig.send(a, "-1---3|")
            rig.send(b, "--2-----4|")
            return rig.run()
        }
    }

    func testMergeFailsWithTheFirstFailureAndHearsNothingAfter() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.merge(with: b).sink()
            a.send("-1---3-5|")
            b.send("--2-#", error: "b broke")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.merge(with: b))
            rig.send(a, "-1---3-5|")
            rig.send(b, "--2-#", error: "b broke")
            return rig.run()
        }
    }

    /// Limited demand: each upstream is asked for one value at a time and one value per
    /// upstream waits for demand; the subjects drop what nobody asked for.
    func testMergeWithLimitedDemandKeepsOneValuePerUpstream() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.merge(with: b).sink(demand: 1)
            C.request(2, at: 5)
            C.request(1, at: 8)
            a.send("-1-3-5-7-9|")
            b.send("--2-4-6-8|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", a.merge(with: b), demand: .max(1))
            rig.at(5) { c.request(.max(2)) }
            rig.at(8) { c.request(.max(1)) }
            rig.send(a, "-1-3-5-7-9|")
            rig.send(b, "--2-4-6-8|")
            return rig.run()
        }
    }

    /// Cold upstreams and no demand at first: each waits with one value until asked, and the
    /// merge finishes only once the waiting values have been taken.
    func testMergeOfColdSourcesWaitsForDemandBeforeFinishing() {
        assertSameAsOpenCombine("""
            a = cold("-1-2|")
            b = cold("--3|")
            C = a.merge(with: b).sink(demand: 0)
            C.request(1, at: 3)
            C.request(5, at: 6)
            """) { rig in
            let a = rig.cold("-1-2|", as: Int.self)
            let b = rig.cold("--3|", as: Int.self)
            let c = rig.sink("C", a.merge(with: b), demand: .none)
            rig.at(3) { c.request(.max(1)) }
            rig.at(6) { c.request(.max(5)) }
            return rig.run()
        }
    }

    func testMergeOfThreeAndOfMany() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            c = PassthroughSubject<Int>()
            C = a.merge(with: b, c).sink()
            D = a.merge(with: b, c).sink(demand: 2)
            D.request(1, at: 6)
            a.send("1----6|")
            b.send("-2--5--|")
            c.send("--34----|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            let c = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.merge(with: b, c))
            let d = rig.sink("D", Publishers.MergeMany([a, b, c]), demand: .max(2))
            rig.at(6) { d.request(.max(1)) }
            rig.send(a, "1----6|")
            rig.send(b, "-2--5--|")
            rig.send(c, "--34----|")
            return rig.run()
        }
    }

    /// `Merge4` to `Merge8`, each upstream wired to its own slot: a value waiting in every
    /// upstream goes out in upstream order when demand comes, so a slot given the wrong
    /// upstream shows as values out of order.
    func testMergeOfFourToEightServesWaitingValuesInUpstreamOrder() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            c = PassthroughSubject<Int>()
            d = PassthroughSubject<Int>()
            e = PassthroughSubject<Int>()
            f = PassthroughSubject<Int>()
            g = PassthroughSubject<Int>()
            h = PassthroughSubject<Int>()
            M4 = a.merge(with: b, c, d).sink(demand: 0)
            M5 = a.merge(with: b, c, d, e).sink(demand: 0)
            M6 = a.merge(with: b, c, d, e, f).sink(demand: 0)
            M7 = a.merge(with: b, c, d, e, f, g).sink(demand: 0)
            M8 = a.merge(with: b, c, d, e, f, g, h).sink(demand: 0)
            M4.request(3, at: 2)
            M5.request(4, at: 2)
            M6.request(5, at: 2)
            M7.request(6, at: 2)
            M8.request(7, at: 2)
            M4.request(9, at: 3)
            M5.request(9, at: 3)
            M6.request(9, at: 3)
            M7.request(9, at: 3)
            M8.request(9, at: 3)
            h.send("-8--|")
            g.send("-7--|")
            f.send("-6--|")
            e.send("-5--|")
            d.send("-4--|")
            c.send("-3--|")
            b.send("-2--|")
            a.send("-1--|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            let c = PassthroughSubject<Int, TestFailure>()
            let d = PassthroughSubject<Int, TestFailure>()
            let e = PassthroughSubject<Int, TestFailure>()
            let f = PassthroughSubject<Int, TestFailure>()
            let g = PassthroughSubject<Int, TestFailure>()
            let h = PassthroughSubject<Int, TestFailure>()
            let m4 = rig.sink("M4", a.merge(with: b, c, d), demand: .none)
            let m5 = rig.sink("M5", a.merge(with: b, c, d, e), demand: .none)
            let m6 = rig.sink("M6", a.merge(with: b, c, d, e, f), demand: .none)
            let m7 = rig.sink("M7", a.merge(with: b, c, d, e, f, g), demand: .none)
            let m8 = rig.sink("M8", a.merge(with: b, c, d, e, f, g, h), demand: .none)
            rig.at(2) {
                m4.request(.max(3))
                m5.request(.max(4))
                m6.request(.max(5))
                m7.request(.max(6))
                m8.request(.max(7))
            }
            rig.at(3) {
                for sink in [m4, m5, m6, m7, m8] { sink.request(.max(9)) }
            }
            rig.send(h, "-8--|")
            rig.send(g, "-7--|")
            rig.send(f, "-6--|")
            rig.send(e, "-5--|")
            rig.send(d, "-4--|")
            rig.send(c, "-3--|")
            rig.send(b, "-2--|")
            rig.send(a, "-1--|")
            return rig.run()
        }
    }

    /// A sink that cancels stops every upstream: nothing more arrives, not even completion.
    func testCancellingTheMergeCancelsEveryUpstream() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.merge(with: b).sink(until: 4)
            a.send("-1---5|")
            b.send("--2-4-6|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.merge(with: b), until: 4)
            rig.send(a, "-1---5|")
            rig.send(b, "--2-4-6|")
            return rig.run()
        }
    }
}
