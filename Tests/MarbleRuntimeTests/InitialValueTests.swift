import MarbleTrace
import TestSupport
import XCTest

/// A subject's initial value (`CurrentValueSubject(0)`, `BehaviorSubject(value:)`) is an event
/// of its lane at the tick it was made: held, never sent, the origin of its replays.
final class InitialValueTests: XCTestCase {
    func testACurrentValueSubjectsLaneStartsWithItsInitialValue() throws {
        let trace = runTrace(try Repository.example("21-current-value"))
        XCTAssertEqual(trace?[lane: "s"]?.events, [
            .initial(0, 0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8),
        ])
        // What C received is unchanged: the initial value reaches it as a replay from tick 0.
        XCTAssertEqual(trace?[lane: "C"]?.events.prefix(3), [.subscribe(0), .unlimited(0), .replay(0, 0, from: 0)])
    }

    func testASubjectMadeAfterTheClockAdvancedHoldsItsValueFromThen() {
        // Made once the test scheduler stands at 2, though nothing ran before: its value,
        // and the replay of it, date from 2.
        let trace = runTrace("""
            let scheduler = DispatchQueue.test
            var cancellables = Set<AnyCancellable>()
            scheduler.advance(by: 2)
            let s = CurrentValueSubject<Int, Never>(7)
            let b = BehaviorSubject(value: 5)
            let p = PassthroughSubject<Int, Never>()
            s.sink { _ in }.store(in: &cancellables)
            scheduler.advance(by: 2)
            s.send(8)
            """)
        XCTAssertEqual(trace?[lane: "s"]?.events, [.initial(2, 7), .value(4, 8)])
        XCTAssertEqual(trace?[lane: "b"]?.events, [.initial(2, 5)])
        XCTAssertEqual(trace?[lane: "p"]?.events, [])
        XCTAssertEqual(trace?[lane: "sink1"]?.events, [.subscribe(2), .unlimited(2), .replay(2, 7, from: 2), .value(4, 8)])
    }

    func testTheJSONTraceWritesItAsAValueOlderReadersDraw() throws {
        let trace = try XCTUnwrap(runTrace(try Repository.example("21-current-value")))
        let json = TraceJSON.encode(trace)
        XCTAssertTrue(json.contains(#"{ "t": 0, "kind": "value", "value": 0, "initial": true }"#), json)
        XCTAssertEqual(try TraceJSON.decode(json), trace)
    }

    func testTheTextTraceShowsItOnlyWhereItIsReplayed() throws {
        let trace = try XCTUnwrap(runTrace(try Repository.example("21-current-value")))
        // Never sent, so not a value of s's line; C shows it replayed.
        XCTAssertEqual(TraceText.encode(trace).split(separator: "\n").dropFirst().prefix(2), [
            "s  -------1-2-------3-4|", "C  (^,<0>)1-2-------3-4|",
        ])
    }
}
