import Foundation
import XCTest

/// What a file's `print(...)` calls print goes to standard error with `trace` and `render`;
/// standard output stays the trace (or nothing, for render), which other tools read.
final class PrintedLinesTests: XCTestCase {
    func testTracePrintsTheSeedDemosLinesOnStandardError() throws {
        let result = try CLI.run(["trace", "examples/91-rx-behavior-subject.marble", "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "订阅到了: next(3)\n订阅到了: next(4)\n订阅到了: next(5)\n订阅到了: next(5)\n")
        XCTAssertFalse(result.stdout.contains("订阅到了: next"), "standard output is the trace alone")
    }

    func testTraceJSONKeepsThePrintedLines() throws {
        let result = try CLI.run(["trace", "examples/90-rx-publish-subject.marble", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#"  "printed": ["订阅到了: next(2)", "订阅到了: next(3)"],"#), result.stdout)
    }

    func testRenderPrintsTheLinesAndWritesTheImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("printed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["render", "examples/93-rx-async-subject.marble", "--out-dir", folder.path, "--format", "svg"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "订阅到了: error(Error Domain=❌ Code=120 \"(null)\"UserInfo={NSLocalizedDescription=急救中心})\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("93-rx-async-subject.svg").path))
    }

    func testAFileThatPrintsNothingWritesNothingToStandardError() throws {
        let result = try CLI.run(["trace", "examples/02-scan.marble", "--format", "text"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
    }
}
