import Foundation
import XCTest

/// Traces saved by earlier versions of the tool still draw: version 2 (`name` beside `id`,
/// rows named by their text) and version 1 (no `id`, `from` or `steps`).
final class OldTraceVersionsTests: XCTestCase {
    /// `marbles trace --format json examples/15-demand.marble` as version 2 wrote it.
    static let versionTwo = """
        {
          "version": 2,
          "title": "Demand: sink(demand: 2), request(2) at 7",
          "ticks": 13,
          "lanes": [
            { "name": "s", "id": { "binding": "s" }, "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                { "t": 0, "kind": "request", "demand": 2 },
                { "t": 1, "kind": "value", "value": 1 },
                { "t": 3, "kind": "value", "value": 2 },
                { "t": 5, "kind": "value", "value": 3 },
                { "t": 7, "kind": "request", "demand": 2 },
                { "t": 7, "kind": "value", "value": 4 },
                { "t": 9, "kind": "value", "value": 5 },
                { "t": 11, "kind": "value", "value": 6 },
                { "t": 12, "kind": "finished" } ] },
            { "name": "C", "id": { "binding": "C" }, "role": "subscriber", "label": "s.sink(demand: 2)", "inputs": ["s"], "from": ["s"], "operator": "sink(demand: 2)", "steps": [{ "name": "sink", "text": "sink(demand: 2)", "mapsTickToTick": true }], "events": [
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

        """

    func testAVersionTwoTraceDrawsAsTheFileItCameFrom() throws {
        let directory = try CLI.temporaryDirectory()
        let saved = directory.appendingPathComponent("demand-v2.json")
        try Self.versionTwo.write(to: saved, atomically: true, encoding: .utf8)
        for format in ["svg", "png"] {
            let fromFile = directory.appendingPathComponent("file.\(format)").path
            let fromTrace = directory.appendingPathComponent("trace.\(format)").path
            XCTAssertEqual(try CLI.run(["render", "examples/15-demand.marble", "-o", fromFile]).status, 0)
            let result = try CLI.run(["render", saved.path, "-o", fromTrace])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(FileManager.default.contents(atPath: fromTrace), FileManager.default.contents(atPath: fromFile), format)
        }
        // Read back, it is what version 3 writes of the same run.
        XCTAssertEqual(try CLI.run(["trace", "--format", "json", saved.path]).stdout,
                       try CLI.run(["trace", "--format", "json", "examples/15-demand.marble"]).stdout)
    }

    func testAVersionOneTraceDrawsAndReadsAsVersionThree() throws {
        let directory = try CLI.temporaryDirectory()
        let saved = directory.appendingPathComponent("share-v1.json")
        try """
            { "ticks": 4, "lanes": [
              { "name": "s", "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                  { "t": 1, "kind": "value", "value": 1 } ] },
              { "name": "b[2]", "role": "operator", "label": "s.map { $0 }", "subscriber": "D", "inputs": ["s"], "operator": "map { $0 }", "events": [
                  { "t": 0, "kind": "subscribe" },
                  { "t": 1, "kind": "value", "value": 1 } ] },
              { "name": "f.1", "role": "source", "label": "cold(\\"-x|\\")", "parent": "f", "events": [] } ] }

            """.write(to: saved, atomically: true, encoding: .utf8)
        let image = directory.appendingPathComponent("share.png").path
        let render = try CLI.run(["render", saved.path, "-o", image])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: image)?.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let trace = try CLI.run(["trace", "--format", "json", saved.path])
        XCTAssertEqual(trace.status, 0, trace.stderr)
        XCTAssertEqual(trace.stdout, """
            {
              "version": 3,
              "ticks": 4,
              "lanes": [
                { "id": { "binding": "s" }, "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                    { "t": 1, "kind": "value", "value": 1 } ] },
                { "id": { "binding": "b", "subscription": 2 }, "role": "operator", "label": "s.map { $0 }", "subscribers": [{ "binding": "D" }], "from": [{ "binding": "s" }], "steps": [{ "name": "map", "text": "map { $0 }", "mapsTickToTick": false }], "events": [
                    { "t": 0, "kind": "subscribe" },
                    { "t": 1, "kind": "value", "value": 1 } ] },
                { "id": { "binding": "f", "inner": 1 }, "role": "source", "label": "cold(\\"-x|\\")", "parent": { "binding": "f" }, "events": [] }
              ]
            }

            """)
    }
}
