import XCTest

/// `marbles trace`: whole outputs compared exactly.
final class TraceCommandTests: XCTestCase {
    func testJSONIsTheSpecifiedFormat() throws {
        let result = try CLI.run(["trace", "examples/15-demand.marble", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            {
              "version": 4,
              "title": "Demand: sink(demand: 2), request(2) at 7",
              "ticks": 13,
              "lanes": [
                { "id": { "binding": "s" }, "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                    { "t": 0, "kind": "request", "demand": 2 },
                    { "t": 1, "kind": "value", "value": 1 },
                    { "t": 3, "kind": "value", "value": 2 },
                    { "t": 5, "kind": "value", "value": 3 },
                    { "t": 7, "kind": "request", "demand": 2 },
                    { "t": 7, "kind": "value", "value": 4 },
                    { "t": 9, "kind": "value", "value": 5 },
                    { "t": 11, "kind": "value", "value": 6 },
                    { "t": 12, "kind": "finished" } ] },
                { "id": { "binding": "C" }, "role": "subscriber", "label": "s.sink(demand: 2)", "from": [{ "binding": "s" }], "steps": [{ "name": "sink", "text": "sink(demand: 2)", "mapsTickToTick": true, "traits": { "subscriber": true } }], "events": [
                    { "t": 0, "kind": "subscribe" },
                    { "t": 0, "kind": "request", "demand": 2 },
                    { "t": 1, "kind": "value", "value": 1 },
                    { "t": 3, "kind": "value", "value": 2 },
                    { "t": 5, "kind": "drop", "value": 3, "reason": "no demand" },
                    { "t": 7, "kind": "request", "demand": 2 },
                    { "t": 7, "kind": "value", "value": 4 },
                    { "t": 9, "kind": "value", "value": 5 },
                    { "t": 11, "kind": "drop", "value": 6, "reason": "no demand" },
                    { "t": 12, "kind": "finished" } ] }
              ]
            }

            """)
    }

    func testJSONNamesTheSubscriberOfEachRow() throws {
        let result = try CLI.run(["trace", "-"], stdin: "s = PassthroughSubject<Int>()\nb = s.map { \"\\($0)!\" }\nC = b.sink()\nD = b.sink(at: 2, until: 3)\ns.send(\"-1|\")\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            {
              "version": 4,
              "ticks": 3,
              "lanes": [
                { "id": { "binding": "s" }, "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                    { "t": 1, "kind": "value", "value": 1 },
                    { "t": 2, "kind": "finished" } ] },
                { "id": { "binding": "b", "subscription": 1 }, "role": "operator", "label": "s.map { \\"\\\\($0)!\\" }", "subscribers": [{ "binding": "C" }], "from": [{ "binding": "s" }], "steps": [{ "name": "map", "text": "map { \\"\\\\($0)!\\" }", "mapsTickToTick": true }], "events": [
                    { "t": 0, "kind": "subscribe" },
                    { "t": 0, "kind": "request", "demand": "unlimited" },
                    { "t": 1, "kind": "value", "value": "1!" },
                    { "t": 2, "kind": "finished" } ] },
                { "id": { "binding": "b", "subscription": 2 }, "role": "operator", "label": "s.map { \\"\\\\($0)!\\" }", "subscribers": [{ "binding": "D" }], "from": [{ "binding": "s" }], "steps": [{ "name": "map", "text": "map { \\"\\\\($0)!\\" }", "mapsTickToTick": true }], "events": [
                    { "t": 2, "kind": "subscribe" },
                    { "t": 2, "kind": "request", "demand": "unlimited" },
                    { "t": 2, "kind": "finished" } ] },
                { "id": { "binding": "C" }, "role": "subscriber", "label": "b.sink()", "from": [{ "binding": "b", "subscription": 1 }], "steps": [{ "name": "sink", "text": "sink()", "mapsTickToTick": true, "transparent": true, "traits": { "subscriber": true } }], "events": [
                    { "t": 0, "kind": "subscribe" },
                    { "t": 0, "kind": "request", "demand": "unlimited" },
                    { "t": 1, "kind": "value", "value": "1!" },
                    { "t": 2, "kind": "finished" } ] },
                { "id": { "binding": "D" }, "role": "subscriber", "label": "b.sink(at: 2, until: 3)", "from": [{ "binding": "b", "subscription": 2 }], "steps": [{ "name": "sink", "text": "sink(at: 2, until: 3)", "mapsTickToTick": true, "transparent": true, "traits": { "subscriber": true } }], "events": [
                    { "t": 2, "kind": "subscribe" },
                    { "t": 2, "kind": "request", "demand": "unlimited" },
                    { "t": 2, "kind": "finished" } ] }
              ]
            }

            """)
    }

    func testAPipelineWrittenOneOperatorPerLineKeepsItsSteps() throws {
        let result = try CLI.run(["trace", "examples/54-one-operator-per-line.marble", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lane = result.stdout.split(separator: "\n").first { $0.contains("{ \"id\": { \"binding\": \"b\" }") }
        XCTAssertEqual(lane.map(String.init), """
                { "id": { "binding": "b" }, "role": "operator", "label": "a.map { x in x * 10 }.filter { $0 > 10 }", \
            "subscribers": [{ "binding": "C" }], "from": [{ "binding": "a" }], \
            "steps": [{ "name": "map", "text": "map { x in x * 10 }", "mapsTickToTick": true }, \
            { "name": "filter", "text": "filter { $0 > 10 }", "mapsTickToTick": true }], "events": [
            """)
    }

    func testTextIsOneAlignedMarbleLinePerLane() throws {
        let result = try CLI.run(["trace", "examples/05-hot-subject-cold-scan.marble", "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            # Hot subject, cold scan: a late subscriber starts over
            a     -1--2--3--4-|
            b[1]  ^11-13-16-20|
            b[2]        ^13-17|
            C     ^11-13-16-20|
            D           ^13-17|

            """)
        let demand = try CLI.run(["trace", "examples/15-demand.marble", "--format", "text"])
        XCTAssertEqual(demand.stdout, """
            # Demand: sink(demand: 2), request(2) at 7
            s  -1-2-3---4-5-6--|
            C  ^1-2-{3}-4-5-{6}|

            """)
    }

    func testTextStartsAColdRowAtItsSubscriptionAsTheDrawingDoes() throws {
        let result = try CLI.run(["trace", "examples/20-cold-demand-buffer.marble", "--format", "text"])
        XCTAssertEqual(result.stdout, """
            # cold: a timeline per subscriber, buffered until demand
            p[1]  ^1---2--(3,|)
            p[2]     ^1-2-3----|
            C     ^1---2--(3,|)
            D        ^1-2-3----|

            """)
    }
}
