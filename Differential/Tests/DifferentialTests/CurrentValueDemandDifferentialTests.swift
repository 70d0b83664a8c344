import OpenCombine
import XCTest

/// A `CurrentValueSubject` whose value is set while a subscriber has no demand: the subject
/// keeps the value and hands the current one over when demand arrives, against OpenCombine.
final class CurrentValueDemandDifferentialTests: XCTestCase {
    /// `m = CurrentValueSubject(0)`, one subscriber `C = m<operators>.sink(...)`, what `m` is
    /// sent, and `C`'s later requests; `reference` applies the same operators to `m`.
    private func assertHeldValues<P: Publisher>(
        _ operators: String, demand: Int?, at tick: Int = 0, sends: String, requests: [(tick: Int, count: Int)],
        file: StaticString = #filePath, line: UInt = #line,
        _ reference: (CurrentValueSubject<Int, TestFailure>, ReferenceRig) -> P
    ) where P.Failure == TestFailure {
        let arguments = (demand.map { ["demand: \($0)"] } ?? []) + (tick > 0 ? ["at: \(tick)"] : [])
        let marble = ["m = CurrentValueSubject(0)", "C = m\(operators).sink(\(arguments.joined(separator: ", ")))",
                      "m.send(\"\(sends)\")"] + requests.map { "C.request(\($0.count), at: \($0.tick))" }
        assertSameAsOpenCombine(marble.joined(separator: "\n"), file: file, line: line) { rig in
            let m = CurrentValueSubject<Int, TestFailure>(0)
            let c = rig.sink("C", reference(m, rig), at: tick, demand: demand.map { .max($0) } ?? .unlimited)
            rig.send(m, sends)
            for request in requests {
                rig.at(request.tick) { c.request(.max(request.count)) }
            }
            return rig.run()
        }
    }

    func testValueSetBeforeDemandIsDeliveredWhenDemandArrives() {
        assertHeldValues("", demand: 0, sends: "-1---", requests: [(3, 1)]) { m, _ in m }
    }

    func testSeveralValuesSetBeforeDemandDeliverOnlyTheLast() {
        assertHeldValues("", demand: 0, sends: "-1-2-3---", requests: [(7, 5)]) { m, _ in m }
    }

    func testValuesSetBetweenRequestsInSteps() {
        assertHeldValues("", demand: 1, sends: "-1-2-3-4-5|", requests: [(2, 1), (6, 1), (8, 2)]) { m, _ in m }
    }

    func testCompletionWhileAValueWaitsForDemand() {
        assertHeldValues("", demand: 0, sends: "-1-2|", requests: [(5, 1)]) { m, _ in m }
    }

    func testValueSetBeforeDemandThroughABuffer() {
        assertHeldValues(".buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)", demand: 0,
                         sends: "-1-2-3---", requests: [(4, 1), (7, 3)]) { m, _ in
            m.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
        }
    }

    func testValueSetBeforeDemandThroughAKeepFullBuffer() {
        assertHeldValues(".buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)", demand: 0,
                         sends: "-1-2-3---", requests: [(4, 1), (7, 3)]) { m, _ in
            m.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
        }
    }

    /// Values set after the subscription, each hopped through `main` to the sink.
    func testValueSetBeforeTheRequestCrossesReceiveOn() {
        assertHeldValues(".receive(on: main)", demand: nil, at: 2, sends: "-1-2-3-|", requests: []) { m, rig in
            m.receive(on: rig.main)
        }
    }

    func testValuesSetBeforeALimitedRequestThroughReceiveOn() {
        assertHeldValues(".receive(on: main)", demand: 0, sends: "-1-2-3---", requests: [(4, 1), (7, 1)]) { m, rig in
            m.receive(on: rig.main)
        }
    }
}
