import Foundation
import XCTest

/// Traces saved by earlier versions of the tool still draw: version 2 (`name` beside `id`,
/// rows named by their text) and version 1 (no `id`, `from` or `steps`).
final class OldTraceVersionsTests: XCTestCase {
    /// docs/trace-format.md's example: a publisher subscribed twice, so rows `b[1]` and `b[2]`.
    static let source = "s = PassthroughSubject<Int>()\nb = s.map { $0 * 10 }\nC = b.sink()\nD = b.sink(at: 2, demand: 1)\ns.send(\"-1-2-3|\")\n"

    /// `marbles trace --format json` of `source` as version 2 wrote it.
    static let versionTwo = #"""
        {
          "version": 2,
          "ticks": 7,
          "lanes": [
            { "name": "s", "id": { "binding": "s" }, "role": "subject", "label": "PassthroughSubject<Int>()", "events": [
                { "t": 1, "kind": "value", "value": 1 },
                { "t": 2, "kind": "request", "demand": 1 },
                { "t": 3, "kind": "value", "value": 2 },
                { "t": 5, "kind": "value", "value": 3 },
                { "t": 6, "kind": "finished" } ] },
            { "name": "b[1]", "id": { "binding": "b", "subscription": 1 }, "role": "operator", "label": "s.map { $0 * 10 }", "subscriber": "C", "subscribers": ["C"], "inputs": ["s"], "from": ["s"], "operator": "map { $0 * 10 }", "steps": [{ "name": "map", "text": "map { $0 * 10 }", "mapsTickToTick": true }], "events": [
                { "t": 0, "kind": "subscribe" },
                { "t": 0, "kind": "request", "demand": "unlimited" },
                { "t": 1, "kind": "value", "value": 10 },
                { "t": 3, "kind": "value", "value": 20 },
                { "t": 5, "kind": "value", "value": 30 },
                { "t": 6, "kind": "finished" } ] },
            { "name": "b[2]", "id": { "binding": "b", "subscription": 2 }, "role": "operator", "label": "s.map { $0 * 10 }", "subscriber": "D", "subscribers": ["D"], "inputs": ["s"], "from": ["s"], "operator": "map { $0 * 10 }", "steps": [{ "name": "map", "text": "map { $0 * 10 }", "mapsTickToTick": true }], "events": [
                { "t": 2, "kind": "subscribe" },
                { "t": 2, "kind": "request", "demand": 1 },
                { "t": 3, "kind": "value", "value": 20 },
                { "t": 5, "kind": "drop", "value": 30, "reason": "no demand" },
                { "t": 6, "kind": "finished" } ] },
            { "name": "C", "id": { "binding": "C" }, "role": "subscriber", "label": "b.sink()", "inputs": ["b"], "from": ["b[1]"], "operator": "sink()", "steps": [{ "name": "sink", "text": "sink()", "mapsTickToTick": true, "transparent": true }], "events": [
                { "t": 0, "kind": "subscribe" },
                { "t": 0, "kind": "request", "demand": "unlimited" },
                { "t": 1, "kind": "value", "value": 10 },
                { "t": 3, "kind": "value", "value": 20 },
                { "t": 5, "kind": "value", "value": 30 },
                { "t": 6, "kind": "finished" } ] },
            { "name": "D", "id": { "binding": "D" }, "role": "subscriber", "label": "b.sink(at: 2, demand: 1)", "inputs": ["b"], "from": ["b[2]"], "operator": "sink(at: 2, demand: 1)", "steps": [{ "name": "sink", "text": "sink(at: 2, demand: 1)", "mapsTickToTick": true }], "events": [
                { "t": 2, "kind": "subscribe" },
                { "t": 2, "kind": "request", "demand": 1 },
                { "t": 3, "kind": "value", "value": 20 },
                { "t": 6, "kind": "finished" } ] }
          ]
        }

        """#

    func testAVersionTwoTraceDrawsAsTheFileItCameFrom() throws {
        let directory = try CLI.temporaryDirectory()
        let marble = directory.appendingPathComponent("shared.marble")
        try Self.source.write(to: marble, atomically: true, encoding: .utf8)
        let saved = directory.appendingPathComponent("shared-v2.json")
        try Self.versionTwo.write(to: saved, atomically: true, encoding: .utf8)
        try assertSavedTrace(saved, drawsAs: marble.path, in: directory)
        // Read back, it is what version 3 writes of the same run.
        XCTAssertEqual(try CLI.run(["trace", "--format", "json", saved.path]).stdout,
                       try CLI.run(["trace", "--format", "json", marble.path]).stdout)
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
              "version": 4,
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
