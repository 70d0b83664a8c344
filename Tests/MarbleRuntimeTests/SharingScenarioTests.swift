import MarbleTrace
import TestSupport
import XCTest

/// Scenarios 6 to 9: `a` hot "-1-2-3-4|", `b = a.scan(10, +)`, shared through `multicast`,
/// with C at tick 0 and D at tick 4; plus a kept connection and `share()`.
final class SharingScenarioTests: XCTestCase {
    private let a = lane("a", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)])
    /// The one scan every subscriber shares.
    private let shared: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]

    func testMulticastPassthroughSubject() throws {
        let label = "b.multicast { PassthroughSubject() }.autoconnect()"
        let forD: [TraceEvent] = [.subscribe(4), .unlimited(4), .value(5, 16), .value(7, 20), .finished(8)]
        assertLanes(runTrace(try Repository.example("06-multicast-subject")), [
            a,
            lane("b", .operator, "a.scan(10, +)", shared),
            // autoconnect subscribes C first, then connects.
            lane("m[1]", .operator, label, feeds: "C", [.subscribe(0), .unlimited(0), .connect(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
            lane("m[2]", .operator, label, feeds: "D", forD),
            lane("C", .subscriber, "m.sink()", shared),
            lane("D", .subscriber, "m.sink(at: 4)", forD),
        ])
    }

    func testMulticastCurrentValueSubjectHandsDTheLatestResult() throws {
        let label = "b.multicast { CurrentValueSubject(0) }.autoconnect()"
        let forC: [TraceEvent] = [.subscribe(0), .unlimited(0), .replay(0, 0, from: 0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]
        let forD: [TraceEvent] = [.subscribe(4), .unlimited(4), .replay(4, 13, from: 3), .value(5, 16), .value(7, 20), .finished(8)]
        assertLanes(runTrace(try Repository.example("07-multicast-latest")), [
            a,
            lane("b", .operator, "a.scan(10, +)", shared),
            lane("m[1]", .operator, label, feeds: "C", [.subscribe(0), .unlimited(0), .replay(0, 0, from: 0), .connect(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
            lane("m[2]", .operator, label, feeds: "D", forD),
            lane("C", .subscriber, "m.sink()", forC),
            lane("D", .subscriber, "m.sink(at: 4)", forD),
        ])
    }

    func testMulticastBufferSubjectReplaysTheHistoryToD() throws {
        let label = "b.multicast { BufferSubject(limit: .max) }.autoconnect()"
        let forD: [TraceEvent] = [.subscribe(4), .unlimited(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3), .value(5, 16), .value(7, 20), .finished(8)]
        assertLanes(runTrace(try Repository.example("08-multicast-buffer")), [
            a,
            lane("b", .operator, "a.scan(10, +)", shared),
            lane("m[1]", .operator, label, feeds: "C", [.subscribe(0), .unlimited(0), .connect(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
            lane("m[2]", .operator, label, feeds: "D", forD),
            lane("C", .subscriber, "m.sink()", shared),
            lane("D", .subscriber, "m.sink(at: 4)", forD),
        ])
    }

    func testDiscardedConnectionIsCancelledAtOnce() throws {
        let label = "b.multicast { PassthroughSubject() }"
        assertLanes(runTrace(try Repository.example("09-discarded-connection")), [
            a,
            lane("b", .operator, "a.scan(10, +)", [.subscribe(0), .cancel(0)]),
            lane("m[1]", .operator, label, feeds: "C", [.connect(0), .subscribe(0), .unlimited(0)]),
            lane("m[2]", .operator, label, feeds: "D", [.subscribe(4), .unlimited(4)]),
            lane("C", .subscriber, "m.sink()", [.subscribe(0), .unlimited(0)]),
            lane("D", .subscriber, "m.sink(at: 4)", [.subscribe(4), .unlimited(4)]),
        ])
    }

    func testKeptConnectionRunsUntilItIsCancelled() {
        let trace = runTrace("""
            a = PassthroughSubject<Int>()
            m = a.multicast { PassthroughSubject() }
            C = m.sink()
            c = m.connect(at: 2)
            c.cancel(at: 6)
            a.send("-1-2-3-4|")
            """)
        assertLanes(trace, [
            a,
            lane("m", .operator, "a.multicast { PassthroughSubject() }", [.subscribe(0), .unlimited(0), .connect(2), .value(3, 2), .value(5, 3)]),
            lane("C", .subscriber, "m.sink()", [.subscribe(0), .unlimited(0), .value(3, 2), .value(5, 3)]),
        ])
    }

    func testShareIsOneSubscriptionAutoconnected() {
        let trace = runTrace("""
            a = PassthroughSubject<Int>()
            b = a.scan(10, +)
            m = b.share()
            C = m.sink()
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """)
        let forD: [TraceEvent] = [.subscribe(4), .unlimited(4), .value(5, 16), .value(7, 20), .finished(8)]
        assertLanes(trace, [
            a,
            lane("b", .operator, "a.scan(10, +)", shared),
            // share() is multicast + autoconnect: C's subscription connects it.
            lane("m[1]", .operator, "b.share()", feeds: "C", Array(shared.prefix(2)) + [.connect(0)] + shared.dropFirst(2)),
            lane("m[2]", .operator, "b.share()", feeds: "D", forD),
            lane("C", .subscriber, "m.sink()", shared),
            lane("D", .subscriber, "m.sink(at: 4)", forD),
        ])
    }

    func testConnectIsInTheJSONTrace() throws {
        let trace = try XCTUnwrap(runTrace("""
            a = PassthroughSubject<Int>()
            m = a.makeConnectable()
            m.connect(at: 1)
            """))
        XCTAssertTrue(TraceJSON.encode(trace).contains(#"{ "t": 1, "kind": "connect" }"#), TraceJSON.encode(trace))
        XCTAssertEqual(TraceText.encode(trace), "a  --\nm  -+\n")
    }
}
