import MarbleTrace
import XCTest

/// Version 3 of the JSON trace names every row by its id object, and `LaneID(parsing:)` is the
/// one reader of the text form `b[2]` that versions 1 and 2 name rows by.
final class TraceJSONVersionThreeTests: XCTestCase {
    /// A trace with every kind of row reference: a subscription's subscriber, an exact input
    /// row, an inner publisher's parent.
    private let trace = Trace(ticks: 3, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [.value(1, .int(1))]),
        Lane(LaneID(binding: "b", subscription: 2), role: .operator, label: "s.map { $0 }", subscribers: ["D"], inputs: ["s"],
             steps: [OperatorStep(name: "map", text: "map { $0 }", mapsTickToTick: true)], events: [.subscribe(0)]),
        Lane("D", role: .subscriber, label: "b.sink()", inputs: [LaneID(binding: "b", subscription: 2)],
             steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)], events: []),
        Lane(LaneID(binding: "f", inner: 1), role: .source, label: "cold(\"-x|\")", parent: "f", events: []),
    ])

    func testEveryRowIsAnIDObjectAndNoVersionOneFieldIsWritten() throws {
        let json = TraceJSON.encode(trace)
        XCTAssertEqual(json, """
            {
              "version": 4,
              "ticks": 3,
              "lanes": [
                { "id": { "binding": "s" }, "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                    { "t": 1, "kind": "value", "value": 1 } ] },
                { "id": { "binding": "b", "subscription": 2 }, "role": "operator", "label": "s.map { $0 }", "subscribers": [{ "binding": "D" }], "from": [{ "binding": "s" }], "steps": [{ "name": "map", "text": "map { $0 }", "mapsTickToTick": true }], "events": [
                    { "t": 0, "kind": "subscribe" } ] },
                { "id": { "binding": "D" }, "role": "subscriber", "label": "b.sink()", "from": [{ "binding": "b", "subscription": 2 }], "steps": [{ "name": "sink", "text": "sink()", "mapsTickToTick": true, "transparent": true, "traits": { "subscriber": true } }], "events": [] },
                { "id": { "binding": "f", "inner": 1 }, "role": "source", "label": "cold(\\"-x|\\")", "parent": { "binding": "f" }, "events": [] }
              ]
            }

            """)
        XCTAssertEqual(try TraceJSON.decode(json), trace)
    }

    /// A recorder may name a probe `a.1` or `x[2]`: as an id object it stays that binding,
    /// where the text form would read it as an inner publisher or a subscription.
    func testABindingThatLooksLikeARowNameSurvives() throws {
        let odd = Trace(ticks: 2, lanes: [
            Lane(LaneID(binding: "a.1"), role: .subject, label: "a", events: []),
            Lane(LaneID(binding: "x[2]"), role: .subscriber, label: "x", inputs: [LaneID(binding: "a.1")],
                 steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true)], events: []),
        ])
        XCTAssertEqual(try TraceJSON.decode(TraceJSON.encode(odd)), odd)
    }

    /// A subscriber is held as its row's id, as every other reference: one written as an id
    /// object with an inner index comes back as that id, not as a binding named `f.1`.
    func testASubscribersIDSurvivesAsAnID() throws {
        let json = #"""
            { "version": 4, "ticks": 1, "lanes": [
              { "id": { "binding": "b" }, "role": "operator", "label": "s.map { $0 }", "subscribers": [{ "binding": "f", "inner": 1 }, { "binding": "x.1" }], "events": [] } ] }
            """#
        let decoded = try TraceJSON.decode(json)
        XCTAssertEqual(decoded.lanes[0].subscribers, [LaneID(binding: "f", inner: 1), LaneID(binding: "x.1")])
        XCTAssertTrue(TraceJSON.encode(decoded).contains(#""subscribers": [{ "binding": "f", "inner": 1 }, { "binding": "x.1" }]"#))
        // Versions 1 and 2 wrote a subscriber's binding as a string: it is that binding, whole.
        let old = try TraceJSON.decode(#"{ "version": 2, "ticks": 1, "lanes": [ { "name": "b", "role": "operator", "label": "x", "subscribers": ["x.1"], "events": [] } ] }"#)
        XCTAssertEqual(old.lanes[0].subscribers, [LaneID(binding: "x.1")])
    }

    func testVersionTwoReadsItsRowNamesThroughTheTextForm() throws {
        let decoded = try TraceJSON.decode(#"""
            { "version": 2, "ticks": 3, "lanes": [
              { "name": "b[2]", "id": { "binding": "b", "subscription": 2 }, "role": "operator", "label": "s.map { $0 }",
                "subscriber": "D", "subscribers": ["D"], "inputs": ["s"], "from": ["s"], "operator": "map { $0 }",
                "steps": [{ "name": "map", "text": "map { $0 }", "mapsTickToTick": true }], "events": [ { "t": 0, "kind": "subscribe" } ] },
              { "name": "D", "id": { "binding": "D" }, "role": "subscriber", "label": "b.sink()", "inputs": ["b"], "from": ["b[2]"],
                "operator": "sink()", "steps": [{ "name": "sink", "text": "sink()", "mapsTickToTick": true, "transparent": true }], "events": [] },
              { "name": "f.1", "id": { "binding": "f", "inner": 1 }, "role": "source", "label": "cold(\"-x|\")", "parent": "f", "events": [] } ] }
            """#)
        XCTAssertEqual(decoded.lanes, Array(trace.lanes.dropFirst()))
    }

    func testTheTextFormHasOneReader() throws {
        XCTAssertEqual(try LaneID(parsing: "b"), LaneID(binding: "b"))
        XCTAssertEqual(try LaneID(parsing: "b[2]"), LaneID(binding: "b", subscription: 2))
        XCTAssertEqual(try LaneID(parsing: "f.1"), LaneID(binding: "f", inner: 1))
        XCTAssertEqual(try LaneID(parsing: "f.1[3]"), LaneID(binding: "f", inner: 1, subscription: 3))
        // Not an inner index: kept in the binding.
        XCTAssertEqual(try LaneID(parsing: "a.b"), LaneID(binding: "a.b"))
        XCTAssertEqual(try LaneID(parsing: "a.0"), LaneID(binding: "a.0"))
        for id in [LaneID(binding: "q"), LaneID(binding: "b", subscription: 12), LaneID(binding: "f", inner: 2, subscription: 1)] {
            XCTAssertEqual(try LaneID(parsing: id.description), id)
        }
        XCTAssertThrowsError(try LaneID(parsing: "b[x]")) {
            XCTAssertEqual(($0 as? LaneID.ParseError)?.message, "'b[x]' has no subscription number in its brackets")
        }
        XCTAssertThrowsError(try LaneID(parsing: "b[0]")) {
            XCTAssertEqual(($0 as? LaneID.ParseError)?.message, "'b[0]' has no subscription number in its brackets")
        }
        XCTAssertThrowsError(try LaneID(parsing: "[2]")) {
            XCTAssertEqual(($0 as? LaneID.ParseError)?.message, "'[2]' names no binding")
        }
    }

    func testABadRowReferenceIsRefusedWithItsPath() {
        func error(_ json: String) -> String? {
            do {
                _ = try TraceJSON.decode(json)
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(error(#"{ "ticks": 2, "lanes": [ { "id": { "binding": "D" }, "role": "subscriber", "label": "x", "from": [{ "inner": 1 }], "events": [] } ] }"#),
                       "1:1: lanes[0].from[0].binding must be a string")
        XCTAssertEqual(error(#"{ "ticks": 2, "lanes": [ { "id": { "binding": "D" }, "role": "subscriber", "label": "x", "from": ["b[x]"], "events": [] } ] }"#),
                       "1:1: lanes[0].from[0] 'b[x]' has no subscription number in its brackets")
        XCTAssertEqual(error(#"{ "ticks": 2, "lanes": [ { "id": { "binding": "D" }, "role": "subscriber", "label": "x", "parent": 3, "events": [] } ] }"#),
                       "1:1: lanes[0].parent must be a lane id object or a lane's name")
        XCTAssertEqual(error(#"{ "ticks": 2, "lanes": [ { "id": { "binding": "b", "subscription": 0 }, "role": "operator", "label": "x", "events": [] } ] }"#),
                       "1:1: lanes[0].id.subscription must be 1 or more")
    }
}
