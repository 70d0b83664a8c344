import Foundation
import MarbleTrace
import TestSupport
import XCTest

/// `TraceJSON.decode` reads back what `encode` writes, ignores fields it does not know, and
/// refuses what a run could not have produced with a located message.
final class TraceJSONDecodingTests: XCTestCase {
    func testEveryExampleSurvivesEncodeAndDecode() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".marble") }.map { String($0.dropLast(".marble".count)) }
        XCTAssertGreaterThan(names.count, 30)
        for name in names {
            let trace = try XCTUnwrap(runTrace(try Repository.example(name)), name)
            let decoded = try TraceJSON.decode(TraceJSON.encode(trace))
            // Tuples and arrays travel as their printed form; everything else comes back as it was.
            XCTAssertEqual(TraceJSON.encode(decoded), TraceJSON.encode(trace), name)
            if !trace.lanes.flatMap(\.events).contains(where: \.carriesCompoundValue) {
                XCTAssertEqual(decoded, trace, name)
            }
        }
    }

    func testValuesKeepTheirTypes() throws {
        let trace = try TraceJSON.decode(#"{ "ticks": 5, "lanes": [ { "name": "C", "role": "subscriber", "label": "s.sink()", "events": [ { "t": 1, "kind": "value", "value": 3 }, { "t": 2, "kind": "value", "value": 3.0 }, { "t": 3, "kind": "value", "value": "3" }, { "t": 4, "kind": "value", "value": true } ] } ] }"#)
        XCTAssertEqual(trace.lanes[0].events, [.value(1, .int(3)), .value(2, .double(3)), .value(3, .string("3")), .value(4, .bool(true))])
    }

    func testUnknownFieldsAreIgnored() throws {
        let trace = try TraceJSON.decode(#"""
            { "version": 9, "title": "t\u00e9", "ticks": 3, "theme": { "dark": true }, "lanes": [
              { "name": "C", "id": { "binding": "C", "colour": 3 }, "role": "subscriber", "label": "s.sink()", "weight": [1, 2],
                "events": [ { "t": 0, "kind": "subscribe", "lane": 7 }, { "t": 0, "kind": "request", "demand": "unlimited" } ] } ] }
            """#)
        XCTAssertEqual(trace, Trace(title: "té", ticks: 3, lanes: [
            Lane("C", role: .subscriber, label: "s.sink()", events: [.subscribe(0), .unlimited(0)]),
        ]))
    }

    func testVersionOneReadsThroughItsNamesAndOperator() throws {
        let trace = try TraceJSON.decode(#"""
            { "ticks": 3, "lanes": [
              { "name": "b[2]", "role": "operator", "label": "a.scan(10, +)", "subscriber": "D", "inputs": ["a"], "operator": "scan(10, +)", "events": [] },
              { "name": "f.1", "role": "source", "label": "cold(\"-x|\")", "parent": "f", "events": [] } ] }
            """#)
        XCTAssertEqual(trace.lanes, [
            Lane(LaneID(binding: "b", subscription: 2), role: .operator, label: "a.scan(10, +)", subscribers: ["D"], inputs: ["a"],
                 steps: [OperatorStep(name: "scan", text: "scan(10, +)", mapsTickToTick: false)], events: []),
            Lane(LaneID(binding: "f", inner: 1), role: .source, label: "cold(\"-x|\")", parent: "f", events: []),
        ])
    }

    func testSyntaxErrorsAreLocated() {
        XCTAssertEqual(decodeError("{\n  \"ticks\": 3,\n  \"lanes\": [ }"), "3:14: expected a JSON value")
        XCTAssertEqual(decodeError("{ \"ticks\": 03 }"), "1:12: a number may not start with 0")
        XCTAssertEqual(decodeError("{ \"ticks\": 3 } x"), "1:16: unexpected text after the JSON value")
        XCTAssertEqual(decodeError("\"\\ud800\""), "1:8: a lone UTF-16 surrogate in a \\u escape")
        XCTAssertEqual(decodeError(String(repeating: "[", count: 65)), "1:65: JSON nested more than 64 levels deep")
    }

    func testWhatARunCannotProduceIsRefused() {
        func lane(_ events: String) -> String {
            #"{ "ticks": 3, "lanes": [ { "name": "C", "role": "subscriber", "label": "x", "events": [ "# + events + " ] } ] }"
        }
        XCTAssertEqual(decodeError(#"{ "ticks": 0, "lanes": [] }"#), "1:1: ticks must be at least 1")
        XCTAssertEqual(decodeError(lane(#"{ "t": 3, "kind": "finished" }"#)), "1:1: lanes[0].events[0].t 3 is outside the axis, ticks 0 to 2")
        XCTAssertEqual(decodeError(lane(#"{ "t": 2, "kind": "cancel" }, { "t": 1, "kind": "cancel" }"#)), "1:1: lanes[0].events[1] at tick 1 comes after an event at tick 2")
        XCTAssertEqual(decodeError(lane(#"{ "t": 1, "kind": "replay", "value": 1, "from": 2 }"#)), "1:1: lanes[0].events[0].from 2 is not a tick from 0 to the replay's 1")
        XCTAssertEqual(decodeError(lane(#"{ "t": 1, "kind": "request", "demand": -1 }"#)), "1:1: lanes[0].events[0].demand must be a number from 0 or \"unlimited\"")
        XCTAssertEqual(decodeError(lane(#"{ "t": 1, "kind": "explode" }"#)), "1:1: lanes[0].events[0].kind 'explode' is not a kind of event")
        XCTAssertEqual(decodeError(lane(#"{ "t": 1, "kind": "value", "value": 1e999 }"#)), "1:1: lanes[0].events[0].value 1e999 is not a number a value can hold")
    }

    /// A held value's drop is written as a `no demand` drop (what older readers know) with
    /// what happened to it in `held`; read back, it is the refined reason.
    func testAHeldValuesDropIsANoDemandDropWithWhatHappened() throws {
        let trace = Trace(ticks: 4, lanes: [Lane("C", role: .subscriber, label: "s.sink(demand: 0)", events: [
            .subscribe(0), .drop(1, 0, .overwritten), .drop(3, 1, .endedBeforeRequested), .finished(3),
        ])])
        let json = TraceJSON.encode(trace)
        XCTAssertTrue(json.contains(#"{ "t": 1, "kind": "drop", "value": 0, "reason": "no demand", "held": "overwritten" }"#), json)
        XCTAssertTrue(json.contains(#"{ "t": 3, "kind": "drop", "value": 1, "reason": "no demand", "held": "ended" }"#), json)
        XCTAssertEqual(try TraceJSON.decode(json), trace)
        func lane(_ event: String) -> String {
            #"{ "ticks": 3, "lanes": [ { "name": "C", "role": "subscriber", "label": "x", "events": [ "# + event + " ] } ] }"
        }
        XCTAssertEqual(decodeError(lane(#"{ "t": 1, "kind": "drop", "value": 1, "reason": "buffer full", "held": "ended" }"#)),
                       "1:1: lanes[0].events[0].held 'ended' is only for a 'no demand' drop")
        // A detail of a later version is read as what this reader knows: a plain "no demand" drop.
        XCTAssertEqual(try TraceJSON.decode(lane(#"{ "t": 1, "kind": "drop", "value": 1, "reason": "no demand", "held": "later" }"#)).lanes[0].events,
                       [TraceEvent(tick: 1, kind: .drop(.int(1), reason: .noDemand))])
    }

    /// An `AsyncSubject`'s last value that it never emits goes the same way: `held` says
    /// whether a newer value superseded it or the subject failed with it.
    func testAnAsyncSubjectsLostValueIsANoDemandDropWithWhatHappened() throws {
        let trace = Trace(ticks: 6, lanes: [Lane("s", role: .subject, label: "AsyncSubject()", events: [
            .drop(3, 1, .superseded), .drop(5, 2, .lostAtFailure), .failure(5, "boom"),
        ])])
        let json = TraceJSON.encode(trace)
        XCTAssertTrue(json.contains(#"{ "t": 3, "kind": "drop", "value": 1, "reason": "no demand", "held": "superseded" }"#), json)
        XCTAssertTrue(json.contains(#"{ "t": 5, "kind": "drop", "value": 2, "reason": "no demand", "held": "failed" }"#), json)
        XCTAssertEqual(try TraceJSON.decode(json), trace)
    }

    private func decodeError(_ json: String) -> String? {
        do {
            _ = try TraceJSON.decode(json)
            return nil
        } catch {
            return error.description
        }
    }
}

private extension TraceEvent {
    var carriesCompoundValue: Bool {
        switch kind {
        case .value(let value), .replay(let value, _), .drop(let value, _):
            switch value {
            case .tuple, .array, .publisher: return true
            case .double(let number): return !number.isFinite
            default: return false
            }
        default: return false
        }
    }
}
