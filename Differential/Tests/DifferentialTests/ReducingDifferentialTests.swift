import OpenCombine
import XCTest

/// Operators that publish one result for a whole stream (`reduce`, `collect`, `count`,
/// `first`, `last`, `min`, `max`, `contains`, `allSatisfy`) and `collect(n)`, against
/// OpenCombine: results at completion, results that wait for demand, early results that
/// cancel the upstream, failures.
final class ReducingDifferentialTests: XCTestCase {
    func testReducePublishesAtCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.reduce(0, +).sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.reduce(0, +))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testReduceResultWaitsForTheFirstRequest() {
        // Nothing was requested when the upstream finished; the upstream still got
        // everything (reduce asks for unlimited), and the result goes out on the request.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.reduce(10) { $0 * 2 + $1 }.sink(demand: 0)
            C.request(1, at: 8)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.reduce(10) { $0 * 2 + $1 }, demand: .none)
            rig.at(8) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testReducePassesAFailureOnAtOnce() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.reduce(0, +).sink(demand: 0)
            s.send("-1-2#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.reduce(0, +), demand: .none)
            rig.send(s, "-1-2#", error: "boom")
            return rig.run()
        }
    }

    func testReduceOfALateSubscriberAndACancelledOne() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            b = s.reduce(0, +)
            C = b.sink(until: 4)
            D = b.sink(at: 3)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let b = s.reduce(0, +)
            rig.sink("C", b, until: 4)
            rig.sink("D", b, at: 3)
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testTryReduceFailsOnAClosureError() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.tryReduce(60) { $0 / $1 }.sink()
            s.send("-2-3-0-1|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.tryReduce(60) { accumulated, value in
                guard value != 0 else { throw TestFailure("division by zero") }
                return accumulated / value
            })
            rig.send(s, "-2-3-0-1|")
            return rig.run()
        }
    }

    func testCollectGathersEverythingIntoOneArray() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect().sink()
            s.send("-1-2-(34)|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect())
            rig.send(s, "-1-2-(34)|")
            return rig.run()
        }
    }

    func testCollectOfAnEmptyStreamIsAnEmptyArray() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect().sink()
            s.send("---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect())
            rig.send(s, "---|")
            return rig.run()
        }
    }

    func testCollectByCountPublishesFullArraysAndTheRest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(2).sink()
            s.send("-1-2-3-4-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(2))
            rig.send(s, "-1-2-3-4-5|")
            return rig.run()
        }
    }

    func testCollectByCountWithDemandOneAsksForOneArray() {
        // Demand 1 is two values upstream; 3 and 4 are lost; after the request, 5 and 6 make
        // the second array. The rest at completion goes out whatever the demand.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(2).sink(demand: 1)
            C.request(1, at: 9)
            s.send("-1-2-3-4-5-6-7|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.collect(2), demand: .max(1))
            rig.at(9) { c.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5-6-7|")
            return rig.run()
        }
    }

    func testCollectByCountDiscardsThePartialArrayOnFailure() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.collect(3).sink()
            s.send("-(1234)-5#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.collect(3))
            rig.send(s, "-(1234)-5#", error: "boom")
            return rig.run()
        }
    }

    func testCollectByCountOnAColdSourceWithLimitedDemand() {
        assertSameAsOpenCombine("""
            p = cold("-1-2-3-4-5|")
            C = p.collect(2).sink(demand: 1)
            C.request(1, at: 8)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1-2-3-4-5|", as: Int.self).collect(2), demand: .max(1))
            rig.at(8) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testCountAtCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<String>()
            C = s.count().sink()
            s.send("-a-b-(cd)|")
            """) { rig in
            let s = PassthroughSubject<String, TestFailure>()
            rig.sink("C", s.count())
            rig.send(s, "-a-b-(cd)|")
            return rig.run()
        }
    }

    func testFirstFinishesAtOnceAndCancelsUpstream() {
        assertSameAsOpenCombine("""
            p = cold("-1-2-3|")
            C = p.first().sink()
            """) { rig in
            rig.sink("C", rig.cold("-1-2-3|", as: Int.self).first())
            return rig.run()
        }
    }

    func testFirstWithZeroDemandWaitsForTheRequest() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.first().sink(demand: 0)
            C.request(1, at: 4)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.first(), demand: .none)
            rig.at(4) { c.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testFirstOfAnEmptyStreamOnlyFinishes() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.first().sink()
            s.send("---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.first())
            rig.send(s, "---|")
            return rig.run()
        }
    }

    func testFirstWhere() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.first(where: { $0 > 1 }).sink()
            D = s.first { $0 > 5 }.sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.first(where: { $0 > 1 }))
            rig.sink("D", s.first { $0 > 5 })
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testLastAtCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.last().sink()
            D = s.last(where: { $0 < 3 }).sink(demand: 0)
            D.request(1, at: 9)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.last())
            let d = rig.sink("D", s.last(where: { $0 < 3 }), demand: .none)
            rig.at(9) { d.request(.max(1)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testLastPassesAFailureOn() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.last().sink()
            s.send("-1-2#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.last())
            rig.send(s, "-1-2#", error: "boom")
            return rig.run()
        }
    }

    func testMinAndMax() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.min().sink()
            D = s.max().sink()
            E = s.max { $0 % 3 < $1 % 3 }.sink()
            s.send("-3-5-1-(48)|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.min())
            rig.sink("D", s.max())
            rig.sink("E", s.max { $0 % 3 < $1 % 3 })
            rig.send(s, "-3-5-1-(48)|")
            return rig.run()
        }
    }

    func testContainsFinishesAsSoonAsItKnows() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.contains(2).sink()
            D = s.contains(9).sink()
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.contains(2))
            rig.sink("D", s.contains(9))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testContainsWhereWithZeroDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.contains(where: { $0 > 1 }).sink(demand: 0)
            C.request(3, at: 6)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.contains(where: { $0 > 1 }), demand: .none)
            rig.at(6) { c.request(.max(3)) }
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testAllSatisfy() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.allSatisfy { $0 < 3 }.sink()
            D = s.allSatisfy { $0 < 9 }.sink()
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.allSatisfy { $0 < 3 })
            rig.sink("D", s.allSatisfy { $0 < 9 })
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testAllSatisfyPassesAFailureOn() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.allSatisfy { $0 < 3 }.sink()
            s.send("-1-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.allSatisfy { $0 < 3 })
            rig.send(s, "-1-#", error: "boom")
            return rig.run()
        }
    }
}
