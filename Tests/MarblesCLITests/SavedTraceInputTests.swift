import Foundation
import Marbles
import XCTest

/// `marbles render` and `marbles trace` of a saved trace (`.json`), as `marbles trace --format
/// json` or a `MarbleRecorder` writes it.
final class SavedTraceInputTests: XCTestCase {
    func testASavedTraceDrawsAsTheFileItCameFrom() throws {
        let directory = try CLI.temporaryDirectory()
        let saved = directory.appendingPathComponent("demand.json")
        let json = try CLI.run(["trace", "--format", "json", "examples/15-demand.marble"])
        XCTAssertEqual(json.status, 0, json.stderr)
        try json.stdout.write(to: saved, atomically: true, encoding: .utf8)
        try assertSavedTrace(saved, drawsAs: "examples/15-demand.marble", in: directory)
        // Read back and printed again, the trace is the same text.
        XCTAssertEqual(try CLI.run(["trace", "--format", "json", saved.path]).stdout, json.stdout)
    }

    func testAJSONFileThatIsNoTraceIsALocatedErrorAndNoImage() throws {
        let directory = try CLI.temporaryDirectory()
        let saved = directory.appendingPathComponent("broken.json")
        try "{\n  \"version\": 2,\n  \"ticks\" 3\n}\n".write(to: saved, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("broken.png").path
        let result = try CLI.run(["render", saved.path, "-o", output])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("\(saved.path):3:11: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("  \"ticks\" 3\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("^"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
