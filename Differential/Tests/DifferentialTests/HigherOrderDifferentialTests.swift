import OpenCombine
import XCTest

/// flatMap and switchToLatest against OpenCombine: inner publishers built per value at run
/// time (`cold(...)` on our side, `ReferenceCold` on OpenCombine's).
final class HigherOrderDifferentialTests: XCTestCase {
    // MARK: - flatMap

    func testFlatMapInterleavesColdInners() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("-x--y|", values: [x: $0 * 10, y: $0 * 100]) }.sink()
            s.send("-1-2----|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.flatMap { x in rig.cold("-x--y|", values: ["x": x * 10, "y": x * 100]) })
            rig.send(s, "-1-2----|")
            return rig.run()
        }
    }

    func testFlatMapWithOnePublisherAtATimeLosesHotValuesMeanwhile() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap(maxPublishers: .max(1)) { cold("-x-y|", values: [x: $0, y: $0 * 10]) }.sink()
            s.send("-1-2-3---4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.flatMap(maxPublishers: .max(1)) { x in rig.cold("-x-y|", values: ["x": x, "y": x * 10]) })
            rig.send(s, "-1-2-3---4|")
            return rig.run()
        }
    }

    func testFlatMapMaxPublishersOverAColdUpstreamTakesTheNextWhenASlotFrees() {
        assertSameAsOpenCombine("""
            s = cold("(123)|")
            C = s.flatMap(maxPublishers: .max(2)) { cold("--x|", values: [x: $0]) }.sink()
            """) { rig in
            let s = rig.cold("(123)|", as: Int.self)
            rig.sink("C", s.flatMap(maxPublishers: .max(2)) { x in rig.cold("--x|", values: ["x": x]) })
            return rig.run()
        }
    }

    func testFlatMapInnerFailureFailsTheWholeAndCancelsTheOthers() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("-x-x-x|", values: [x: $0]) }.sink()
            D = s.flatMap { $0 == 2 ? cold("-#", error: "inner") : cold("-x-x-x|", values: [x: $0]) }.sink()
            s.send("-1-2---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.flatMap { x in rig.cold("-x-x-x|", values: ["x": x]) })
            rig.sink("D", s.flatMap { x in
                x == 2 ? rig.cold("-#", values: ["x": x], error: "inner") : rig.cold("-x-x-x|", values: ["x": x])
            })
            rig.send(s, "-1-2---|")
            return rig.run()
        }
    }

    func testFlatMapBuffersInnerValuesUntilDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("x-y|", values: [x: $0, y: $0 * 10]) }.sink(demand: 1)
            C.request(2, at: 5)
            C.request(.unlimited, at: 8)
            s.send("-12---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.flatMap { x in rig.cold("x-y|", values: ["x": x, "y": x * 10]) }, demand: .max(1))
            rig.at(5) { c.request(.max(2)) }
            rig.at(8) { c.request(.unlimited) }
            rig.send(s, "-12---|")
            return rig.run()
        }
    }

    func testFlatMapUpstreamFailureCancelsInners() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("-x-x-x|", values: [x: $0]) }.sink()
            s.send("-1-#", error: "outer")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.flatMap { x in rig.cold("-x-x-x|", values: ["x": x]) })
            rig.send(s, "-1-#", error: "outer")
            return rig.run()
        }
    }

    func testFlatMapOfJustAndCancel() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { Just($0 + 1) }.sink(until: 4)
            s.send("-1-2-3-|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.flatMap { x in Just(x + 1).setFailureType(to: TestFailure.self) }, until: 4)
            rig.send(s, "-1-2-3-|")
            return rig.run()
        }
    }

    func testFlatMapFinishesOnlyAfterTheLastInner() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { cold("----x|", values: [x: $0]) }.sink(at: 1)
            s.send("-12|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.flatMap { x in rig.cold("----x|", values: ["x": x]) }, at: 1)
            rig.send(s, "-12|")
            return rig.run()
        }
    }

    // MARK: - switchToLatest

    func testSwitchToLatestCancelsThePreviousInner() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("-x-y-z|", values: [x: $0, y: $0 * 10, z: $0 * 100]) }.switchToLatest().sink()
            s.send("-1--2-------|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.map { x in rig.cold("-x-y-z|", values: ["x": x, "y": x * 10, "z": x * 100]) }.switchToLatest())
            rig.send(s, "-1--2-------|")
            return rig.run()
        }
    }

    func testSwitchToLatestHandsOutstandingDemandToTheNewInner() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("(xy)-z|", values: [x: $0, y: $0 * 10, z: $0 * 100]) }.switchToLatest().sink(demand: 3)
            C.request(2, at: 6)
            s.send("-1--2----|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.map { x in rig.cold("(xy)-z|", values: ["x": x, "y": x * 10, "z": x * 100]) }.switchToLatest(),
                             demand: .max(3))
            rig.at(6) { c.request(.max(2)) }
            rig.send(s, "-1--2----|")
            return rig.run()
        }
    }

    func testSwitchToLatestInnerFailureEndsEverything() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { $0 == 2 ? cold("-#", error: "bad inner") : cold("-x-x|", values: [x: $0]) }.switchToLatest().sink()
            s.send("-1---2---3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.map { x in
                x == 2 ? rig.cold("-#", values: ["x": x], error: "bad inner") : rig.cold("-x-x|", values: ["x": x])
            }.switchToLatest())
            rig.send(s, "-1---2---3|")
            return rig.run()
        }
    }

    func testSwitchToLatestWaitsForTheCurrentInnerAfterUpstreamFinishes() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("-x---y|", values: [x: $0, y: $0 * 10]) }.switchToLatest().sink()
            D = s.map { cold("-x---y|", values: [x: $0, y: $0 * 10]) }.switchToLatest().sink(at: 3)
            s.send("-1-2|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.map { x in rig.cold("-x---y|", values: ["x": x, "y": x * 10]) }.switchToLatest())
            rig.sink("D", s.map { x in rig.cold("-x---y|", values: ["x": x, "y": x * 10]) }.switchToLatest(), at: 3)
            rig.send(s, "-1-2|")
            return rig.run()
        }
    }

    func testSwitchToLatestUpstreamFailureCancelsTheInner() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("-x-x-x|", values: [x: $0]) }.switchToLatest().sink()
            s.send("-1--#", error: "outer")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.map { x in rig.cold("-x-x-x|", values: ["x": x]) }.switchToLatest())
            rig.send(s, "-1--#", error: "outer")
            return rig.run()
        }
    }
}
