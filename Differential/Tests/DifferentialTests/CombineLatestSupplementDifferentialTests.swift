import OpenCombine
import OpenCombineSupplements
import XCTest

/// The `combineLatest` that OpenCombineSupplements gives OpenCombine 0.14.0 (which has none)
/// against the engine's, which follows Apple's documentation: same scenario, same events.
final class CombineLatestSupplementDifferentialTests: XCTestCase {
    private func pair(_ a: Int, _ b: Int) -> String { "(\(a), \(b))" }

    func testCombineLatestPairsTheLatestOnceBothHaveSpoken() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.combineLatest(b).sink()
            a.send("-1---3--|")
            b.send("---2---4-5|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.combineLatest(b).map(pair))
            rig.send(a, "-1---3--|")
            rig.send(b, "---2---4-5|")
            return rig.run()
        }
    }

    /// Limited demand is passed to both upstreams as it is; a combination made without
    /// demand is lost.
    func testCombineLatestWithLimitedDemandLosesCombinationsNobodyAskedFor() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.combineLatest(b).map { $0 * 10 + $1 }.sink(demand: 1)
            C.request(1, at: 5)
            a.send("1-2-3-4-|")
            b.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", a.combineLatest(b).map { $0 * 10 + $1 }, demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.send(a, "1-2-3-4-|")
            rig.send(b, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testCombineLatestFailsWithEitherSide() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            C = a.combineLatest(b) { $0 * $1 }.sink()
            a.send("-2---3-4|")
            b.send("--5-#", error: "b broke")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.combineLatest(b) { $0 * $1 })
            rig.send(a, "-2---3-4|")
            rig.send(b, "--5-#", error: "b broke")
            return rig.run()
        }
    }

    func testCombineLatestOfThreeAndFour() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            b = PassthroughSubject<Int>()
            c = PassthroughSubject<Int>()
            d = PassthroughSubject<Int>()
            C = a.combineLatest(b, c) { $0 + $1 + $2 }.sink()
            D = a.combineLatest(b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 }.sink(demand: 2)
            D.request(1, at: 7)
            a.send("1---5--8|")
            b.send("-2----7|")
            c.send("--3-----|")
            d.send("---4-6---|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let b = PassthroughSubject<Int, TestFailure>()
            let c = PassthroughSubject<Int, TestFailure>()
            let d = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", a.combineLatest(b, c) { $0 + $1 + $2 })
            let sinkD = rig.sink("D", a.combineLatest(b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 }, demand: .max(2))
            rig.at(7) { sinkD.request(.max(1)) }
            rig.send(a, "1---5--8|")
            rig.send(b, "-2----7|")
            rig.send(c, "--3-----|")
            rig.send(d, "---4-6---|")
            return rig.run()
        }
    }

    /// Cold upstreams that finish at once: the completion waits until downstream has its
    /// subscription.
    func testCombineLatestOfColdSourcesFinishesAfterTheLast() {
        assertSameAsOpenCombine("""
            a = cold("1-2|")
            b = cold("-3---4|")
            C = a.combineLatest(b).map { $0 * 10 + $1 }.sink()
            """) { rig in
            let a = rig.cold("1-2|", as: Int.self)
            let b = rig.cold("-3---4|", as: Int.self)
            rig.sink("C", a.combineLatest(b).map { $0 * 10 + $1 })
            return rig.run()
        }
    }
}
