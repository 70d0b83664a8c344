import OpenCombine
import XCTest

/// `Deferred`, `[...].publisher`, `Just`, and `Create` (the source material's
/// `AnyPublisher.create` with CombineExt's demand buffer, run verbatim on the reference side).
final class SourcesDifferentialTests: XCTestCase {
    func testDeferredBuildsATimelinePerSubscriber() {
        // Scenario 4.
        assertSameAsOpenCombine("""
            d = Deferred { cold("-1-2-3-4|") }
            b = d.scan(10, +)
            C = b.sink()
            D = b.sink(at: 4)
            """) { rig in
            let d = Deferred { rig.cold("-1-2-3-4|", as: Int.self) }
            let b = d.scan(10, +)
            rig.sink("C", b)
            rig.sink("D", b, at: 4)
            return rig.run()
        }
    }

    func testDeferredJustWaitsForEachSubscribersDemand() {
        assertSameAsOpenCombine("""
            d = Deferred { Just(5) }
            C = d.sink(demand: 0)
            C.request(1, at: 3)
            D = d.map { $0 * 2 }.sink(at: 1)
            """) { rig in
            let d = Deferred { Just(5).setFailureType(to: TestFailure.self) }
            let c = rig.sink("C", d, demand: .none)
            rig.at(3) { c.request(.max(1)) }
            rig.sink("D", d.map { $0 * 2 }, at: 1)
            return rig.run()
        }
    }

    func testSequencePublisherFinishesRightAfterItsLastValue() {
        assertSameAsOpenCombine("""
            p = [1, 2, 3].publisher
            C = p.sink(demand: 1)
            C.request(1, at: 2)
            C.request(1, at: 4)
            D = p.sink(demand: 2, at: 1)
            """) { rig in
            let p = [1, 2, 3].publisher.setFailureType(to: TestFailure.self)
            let c = rig.sink("C", p, demand: .max(1))
            rig.at(2) { c.request(.max(1)) }
            rig.at(4) { c.request(.max(1)) }
            rig.sink("D", p, at: 1, demand: .max(2))
            return rig.run()
        }
    }

    func testSequencePublisherThroughPrefixAndCollect() {
        assertSameAsOpenCombine("""
            p = [1, 2, 3, 4, 5].publisher
            C = p.prefix(2).sink()
            D = p.collect(2).sink(at: 2)
            E = p.dropFirst(3).reduce(0, +).sink(at: 3)
            """) { rig in
            let p = [1, 2, 3, 4, 5].publisher.setFailureType(to: TestFailure.self)
            rig.sink("C", p.prefix(2))
            rig.sink("D", p.collect(2), at: 2)
            rig.sink("E", p.dropFirst(3).reduce(0, +), at: 3)
            return rig.run()
        }
    }

    func testCreateWithUnlimitedDemandPlaysItsTimeline() {
        assertSameAsOpenCombine("""
            p = Create("-1-2-3|")
            C = p.sink()
            D = p.sink(at: 2)
            """) { rig in
            let p = rig.create("-1-2-3|")
            rig.sink("C", p)
            rig.sink("D", p, at: 2)
            return rig.run()
        }
    }

    func testCreateDeliversTheCompletionAtOnceAndDiscardsTheBuffer() {
        // Demand 1: 1 goes out; 2 waits, is requested at 5 and goes out; 3 is still in the
        // buffer when the completion comes at 6, and is lost.
        assertSameAsOpenCombine("""
            p = Create("-1-2-3|")
            C = p.sink(demand: 1)
            C.request(1, at: 5)
            C.request(5, at: 8)
            """) { rig in
            let c = rig.sink("C", rig.create("-1-2-3|"), demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.at(8) { c.request(.max(5)) }
            return rig.run()
        }
    }

    func testCreateHoldsTheCompletionUntilTheFirstRequest() {
        // Nothing requested before the completion: it waits, and the first request gets what
        // it asks for from the buffer, then the completion; the rest is lost.
        assertSameAsOpenCombine("""
            p = Create("-1-2-3|")
            C = p.sink(demand: 0)
            C.request(2, at: 9)
            """) { rig in
            let c = rig.sink("C", rig.create("-1-2-3|"), demand: .none)
            rig.at(9) { c.request(.max(2)) }
            return rig.run()
        }
    }

    func testCreateFailureDiscardsTheBufferToo() {
        assertSameAsOpenCombine("""
            p = Create("(12)-3#", error: "boom")
            C = p.sink(demand: 1)
            C.request(1, at: 2)
            """) { rig in
            let c = rig.sink("C", rig.create("(12)-3#", error: "boom"), demand: .max(1))
            rig.at(2) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testColdKeepsWhatCreateDiscards() {
        // The same timeline and demand as above through `cold`: the completion waits behind
        // the buffered values, so nothing is lost.
        assertSameAsOpenCombine("""
            p = cold("-1-2-3|")
            C = p.sink(demand: 1)
            C.request(1, at: 5)
            C.request(5, at: 8)
            """) { rig in
            let c = rig.sink("C", rig.cold("-1-2-3|", as: Int.self), demand: .max(1))
            rig.at(5) { c.request(.max(1)) }
            rig.at(8) { c.request(.max(5)) }
            return rig.run()
        }
    }

    func testCreateThroughScanWithCancel() {
        assertSameAsOpenCombine("""
            p = Create("-1-2-3-4|")
            C = p.scan(0, +).sink(until: 4)
            D = p.scan(0, +).sink(demand: 1, at: 1)
            D.request(1, at: 7)
            """) { rig in
            let p = rig.create("-1-2-3-4|")
            rig.sink("C", p.scan(0, +), until: 4)
            let d = rig.sink("D", p.scan(0, +), at: 1, demand: .max(1))
            rig.at(7) { d.request(.max(1)) }
            return rig.run()
        }
    }
}
