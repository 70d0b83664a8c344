import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A request on an upstream row is drawn only when it says something the row it feeds does
/// not: one that repeats, at the same tick, the request of the single row it feeds is left out.
final class RepeatedRequestTests: XCTestCase {
    private func requests(_ diagram: DiagramLayout, on lane: String) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: diagram.marks.filter { $0.lane == lane && $0.kind == .request }.map { ($0.tick, $0.label ?? "") })
    }

    func testASubjectUnderOneLimitedSinkDoesNotRepeatItsRequests() {
        let diagram = layout(Trace(ticks: 9, lanes: [
            Lane("s", role: .subject, label: "PassthroughSubject<Int>()",
                 events: [.request(0, 2), .value(1, 1), .request(7, 2), .value(8, 2)]),
            Lane("C", role: .subscriber, label: "s.sink(demand: 2)", inputs: ["s"],
                 events: [.subscribe(0), .request(0, 2), .value(1, 1), .request(7, 2), .value(8, 2)]),
        ]))
        XCTAssertEqual(requests(diagram, on: "s"), [:])
        XCTAssertEqual(requests(diagram, on: "C"), [0: "request(2)", 7: "request(2)"])
        XCTAssertEqual(diagram.texts(.requestLabel), ["request(2)", "request(2)"])
    }

    func testARequestThatDiffersFromTheReadersOrFeedsSeveralRowsStays() {
        // flatMap(maxPublishers: .max(1)) asks its subject for one at a time under an
        // unlimited sink; a subject read by two rows keeps its (summed) demand.
        let diagram = layout(Trace(ticks: 9, lanes: [
            Lane("s", role: .subject, label: "hot(\"-1-2|\")", events: [.request(0, 1), .value(1, 1), .request(5, 1)]),
            Lane("f", role: .operator, label: "s.flatMap(maxPublishers: .max(1)) { cold(\"-x|\") }", inputs: ["s"],
                 events: [.subscribe(0), .request(0, nil)]),
            Lane("t", role: .subject, label: "PassthroughSubject<Int>()", events: [.request(0, 1)]),
            Lane("D", role: .subscriber, label: "t.sink(demand: 1)", inputs: ["t"], events: [.subscribe(0), .request(0, 1)]),
            Lane("E", role: .subscriber, label: "t.sink(demand: 0)", inputs: ["t"], events: [.subscribe(0)]),
        ]))
        XCTAssertEqual(requests(diagram, on: "s"), [0: "request(1)", 5: "request(1)"])
        XCTAssertEqual(requests(diagram, on: "t"), [0: "request(1)"])
    }

    /// The buffer: its top-up requests to the subject are its own even where a
    /// request of the same size reaches it at that tick, and are drawn; with the demand it
    /// gives back with a value (at 1), they say why 3 and 4 got in and 5 did not.
    func testABuffersOwnRequestsUpstreamAreDrawn() throws {
        let trace = try XCTUnwrap(runTrace("""
            s = PassthroughSubject<Int>()
            b = s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
            C = b.sink(demand: 1)
            C.request(1, at: 6)
            C.request(2, at: 12)
            s.send("-1-2-3-4-5-|")
            """))
        let diagram = layout(trace)
        XCTAssertEqual(requests(diagram, on: "s"), [0: "request(2)", 1: "request(1)", 6: "request(1)"])
        XCTAssertEqual(requests(diagram, on: "C"), [0: "request(1)", 6: "request(1)", 12: "request(2)"])
    }
}
