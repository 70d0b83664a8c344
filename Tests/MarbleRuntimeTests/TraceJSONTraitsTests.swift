import MarbleTrace
import XCTest

/// Version 4 of the JSON trace writes each step's traits, so a trace read back draws as the
/// run did whatever its operators are called; earlier versions get them from the step's name.
final class TraceJSONTraitsTests: XCTestCase {
    /// RxSwift's `subscribe` ends its chain, and RxSwift's `buffer` does not top itself up as
    /// Combine's does: neither is what MarbleTrace's table of Combine names says.
    private let rxTrace = Trace(ticks: 3, lanes: [
        Lane("s", role: .subject, label: "PublishSubject<Int>()", events: [.value(1, .int(1))]),
        Lane("b", role: .operator, label: "s.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler)", inputs: ["s"],
             steps: [OperatorStep(name: "buffer", text: "buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler)",
                                  mapsTickToTick: false, traits: OperatorStep.Traits())], events: []),
        Lane("C", role: .subscriber, label: "b.subscribe { print($0) }", inputs: ["b"],
             steps: [OperatorStep(name: "subscribe", text: "subscribe { print($0) }", mapsTickToTick: true,
                                  traits: OperatorStep.Traits(isSubscriber: true))], events: [.subscribe(0)]),
    ])

    func testAStepsTraitsAreWrittenAndReadBack() throws {
        let json = TraceJSON.encode(rxTrace)
        XCTAssertTrue(json.hasPrefix("{\n  \"version\": 4,\n"), json)
        XCTAssertTrue(json.contains(#""steps": [{ "name": "subscribe", "text": "subscribe { print($0) }", "mapsTickToTick": true, "traits": { "subscriber": true } }]"#), json)
        XCTAssertTrue(json.contains(#""steps": [{ "name": "buffer", "text": "buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler)", "mapsTickToTick": false }]"#), json)
        let decoded = try TraceJSON.decode(json)
        XCTAssertEqual(decoded, rxTrace)
        XCTAssertEqual(decoded.lanes[2].steps[0].traits, OperatorStep.Traits(isSubscriber: true))
        XCTAssertEqual(decoded.lanes[1].steps[0].traits, OperatorStep.Traits())
    }

    func testEveryTraitIsWrittenOnlyWhenSet() throws {
        let step = OperatorStep(name: "gather", text: "gather()", mapsTickToTick: false,
                                traits: OperatorStep.Traits(requestsOnItsOwn: true, isSubscriber: true, burstReason: "gather flush"))
        let trace = Trace(ticks: 1, lanes: [Lane("g", role: .operator, label: "s.gather()", steps: [step], events: [])])
        let json = TraceJSON.encode(trace)
        XCTAssertTrue(json.contains(#""traits": { "subscriber": true, "requestsOnItsOwn": true, "burstReason": "gather flush" }"#), json)
        XCTAssertEqual(try TraceJSON.decode(json), trace)
    }

    /// A version 3 file wrote no traits: its steps get them from their names, as they did.
    func testAnOlderFilesStepsTakeTheirTraitsFromTheirNames() throws {
        let decoded = try TraceJSON.decode(#"""
            { "version": 3, "ticks": 2, "lanes": [
              { "id": { "binding": "C" }, "role": "subscriber", "label": "s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).sink()",
                "steps": [{ "name": "buffer", "text": "buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)", "mapsTickToTick": false },
                          { "name": "sink", "text": "sink()", "mapsTickToTick": true, "transparent": true },
                          { "name": "subscribe", "text": "subscribe(on: main)", "mapsTickToTick": true, "traits": { "subscriber": true } }],
                "events": [] } ] }
            """#)
        XCTAssertEqual(decoded.lanes[0].steps.map(\.traits), [
            OperatorStep.Traits(requestsOnItsOwn: true, burstReason: "buffer flush"), OperatorStep.Traits(isSubscriber: true),
            // Version 3 has no traits field: one found there is not read.
            OperatorStep.Traits(),
        ])
    }

    func testTraitsOfTheWrongShapeAreRefused() {
        func step(_ traits: String) -> String {
            #"{ "version": 4, "ticks": 1, "lanes": [ { "id": { "binding": "C" }, "role": "subscriber", "label": "x", "steps": [{ "name": "sink", "text": "sink()", "mapsTickToTick": true, "traits": "# + traits + #" }], "events": [] } ] }"#
        }
        XCTAssertEqual(decodeError(step("true")), "1:1: lanes[0].steps[0].traits must be an object")
        XCTAssertEqual(decodeError(step(#"{ "subscriber": "yes" }"#)), "1:1: lanes[0].steps[0].traits.subscriber must be true or false")
        XCTAssertEqual(decodeError(step(#"{ "burstReason": 3 }"#)), "1:1: lanes[0].steps[0].traits.burstReason must be a string")
        XCTAssertEqual(decodeError(#"{ "version": "4", "ticks": 1, "lanes": [] }"#), "1:1: version must be a whole number")
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
