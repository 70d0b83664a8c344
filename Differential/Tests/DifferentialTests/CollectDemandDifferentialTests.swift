import CombineSchedulers
import OpenCombine
import OpenCombineSupplements
import XCTest

/// Every form of `collect` under limited and late demand, against OpenCombine 0.14: what is
/// collected when the sink asked for less than the stream holds, and what is left at the
/// upstream's finish (`CollectByCount` sends its partial array whatever the demand; with a
/// source that keeps to demand, the sink always has demand left for it: a request for n
/// arrays asks the upstream for n × count values).
final class CollectDemandDifferentialTests: XCTestCase {
    // MARK: - collect(n)

    func testCollectByCountWithDemandOneFromASubject() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(3).sink(demand: 1)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(3), demand: .max(1))
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByCountSendsThePartialArrayAtFinishAfterALaterRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(3).sink(demand: 1)
            s.send("-1-2-3-4-5-|")
            C.request(1, at: 6)
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(3), demand: .max(1))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5-|")
            return rig.run()
        }
    }

    func testCollectByCountWithNoDemandThenALaterRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(3).sink(demand: 0)
            C.request(1, at: 2)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(3), demand: .none)
            rig.at(2) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByCountOfAColdTimelineUnderEveryDemand() {
        assertSameUnderEveryDemand("cold(\"-1-2-3-4-5|\").collect(3)") { rig in rig.cold("-1-2-3-4-5|", as: Int.self).collect(3) }
    }

    func testCollectByCountOfASequenceUnderEveryDemand() {
        assertSameUnderEveryDemand("[1, 2, 3, 4, 5].publisher.collect(3)") { _ in [1, 2, 3, 4, 5].publisher.collect(3) }
    }

    // MARK: - collect()

    func testCollectAllWithNoDemandThenALaterRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect().sink(demand: 0)
            C.request(1, at: 8)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(), demand: .none)
            rig.at(8) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectAllOfAColdTimelineUnderEveryDemand() {
        assertSameUnderEveryDemand("cold(\"-1-2-3-4-5|\").collect()") { rig in rig.cold("-1-2-3-4-5|", as: Int.self).collect() }
    }

    func testCollectAllOfASequenceUnderEveryDemand() {
        assertSameUnderEveryDemand("[1, 2, 3, 4, 5].publisher.collect()") { _ in [1, 2, 3, 4, 5].publisher.collect() }
    }

    // MARK: - collect(.byTime), collect(.byTimeOrCount)

    func testCollectByTimeWithNoDemandThenALaterRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTime(main, 3)).sink(demand: 0)
            C.request(1, at: 4)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(.byTime(rig.main, .seconds(3))), demand: .none)
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByTimeWithDemandOneAtFinish() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTime(main, 4)).sink(demand: 1)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(.byTime(rig.main, .seconds(4))), demand: .max(1))
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByTimeOrCountWithDemandOne() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTimeOrCount(main, 4, 3)).sink(demand: 1)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(.byTimeOrCount(rig.main, .seconds(4), 3)), demand: .max(1))
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByTimeOrCountWithNoDemandThenALaterRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(.byTimeOrCount(main, 4, 3)).sink(demand: 0)
            C.request(1, at: 6)
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(.byTimeOrCount(rig.main, .seconds(4), 3)), demand: .none)
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }
}
