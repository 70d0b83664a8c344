import CombineSchedulers
import OpenCombine
import OpenCombineSupplements
import XCTest

/// The `collect(.byTime/.byTimeOrCount)` that OpenCombineSupplements gives OpenCombine
/// 0.14.0 (which has none) against the engine's, which follows Apple's documentation: same
/// scenario on a test scheduler, same events.
final class CollectByTimeSupplementDifferentialTests: XCTestCase {
    func testCollectByTimeSendsWhatEachIntervalCollected() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTime(main, 3)).sink()
            s.send("-12-3-----4-|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(.byTime(rig.main, .seconds(3))))
            rig.send(s, "-12-3-----4-|")
            return rig.run()
        }
    }

    func testCollectByTimeOrCountSendsAFullArrayAtOnceAndRestartsTheInterval() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTimeOrCount(main, 4, 2)).sink()
            s.send("-123----4-5678|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(.byTimeOrCount(rig.main, .seconds(4), 2)))
            rig.send(s, "-123----4-5678|")
            return rig.run()
        }
    }

    /// An array due while the sink has no demand is lost.
    func testCollectByTimeWithLimitedDemandLosesArraysNobodyAskedFor() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTime(main, 2)).sink(demand: 1)
            C.request(1, at: 5)
            s.send("1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(.byTime(rig.main, .seconds(2))), demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.send(s, "1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByTimeForwardsAFailureInsteadOfWhatItCollected() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTime(main, 3)).sink()
            s.send("12--3#", error: "broke")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(.byTime(rig.main, .seconds(3))))
            rig.send(s, "12--3#", error: "broke")
            return rig.run()
        }
    }
}
