import OpenCombine
import XCTest

/// A `CurrentValueSubject` whose value is set while a subscriber has no demand: the subject
/// keeps the value and hands the current one over when demand arrives, against OpenCombine.
final class CurrentValueDemandDifferentialTests: XCTestCase {
    func testValueSetBeforeDemandIsDeliveredWhenDemandArrives() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 0)
            m.send("-1---")
            C.request(1, at: 3)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m, demand: .none)
            rig.send(m, "-1---")
            rig.at(3) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testSeveralValuesSetBeforeDemandDeliverOnlyTheLast() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 0)
            m.send("-1-2-3---")
            C.request(5, at: 7)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m, demand: .none)
            rig.send(m, "-1-2-3---")
            rig.at(7) { c.request(.max(5)) }
            return rig.run()
        }
    }

    func testValuesSetBetweenRequestsInSteps() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 1)
            m.send("-1-2-3-4-5|")
            C.request(1, at: 2)
            C.request(1, at: 6)
            C.request(2, at: 8)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m, demand: .max(1))
            rig.send(m, "-1-2-3-4-5|")
            rig.at(2) { c.request(.max(1)) }
            rig.at(6) { c.request(.max(1)) }
            rig.at(8) { c.request(.max(2)) }
            return rig.run()
        }
    }

    func testCompletionWhileAValueWaitsForDemand() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.sink(demand: 0)
            m.send("-1-2|")
            C.request(1, at: 5)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m, demand: .none)
            rig.send(m, "-1-2|")
            rig.at(5) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testValueSetBeforeDemandThroughABuffer() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).sink(demand: 0)
            m.send("-1-2-3---")
            C.request(1, at: 4)
            C.request(3, at: 7)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest), demand: .none)
            rig.send(m, "-1-2-3---")
            rig.at(4) { c.request(.max(1)) }
            rig.at(7) { c.request(.max(3)) }
            return rig.run()
        }
    }

    func testValueSetBeforeDemandThroughAKeepFullBuffer() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).sink(demand: 0)
            m.send("-1-2-3---")
            C.request(1, at: 4)
            C.request(3, at: 7)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest), demand: .none)
            rig.send(m, "-1-2-3---")
            rig.at(4) { c.request(.max(1)) }
            rig.at(7) { c.request(.max(3)) }
            return rig.run()
        }
    }

    /// Values set on the subscription's tick, before the hop has brought the sink's request
    /// to the subject, wait in the subject: the current one arrives with the request.
    func testValueSetBeforeTheRequestCrossesReceiveOn() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.receive(on: main).sink(at: 2)
            m.send("-1-2-3-|")
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            rig.sink("C", m.receive(on: rig.main), at: 2)
            rig.send(m, "-1-2-3-|")
            return rig.run()
        }
    }

    func testValuesSetBeforeALimitedRequestThroughReceiveOn() {
        assertSameAsOpenCombine("""
            m = CurrentValueSubject(0)
            C = m.receive(on: main).sink(demand: 0)
            m.send("-1-2-3---")
            C.request(1, at: 4)
            C.request(1, at: 7)
            """) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", m.receive(on: rig.main), demand: .none)
            rig.send(m, "-1-2-3---")
            rig.at(4) { c.request(.max(1)) }
            rig.at(7) { c.request(.max(1)) }
            return rig.run()
        }
    }
}
