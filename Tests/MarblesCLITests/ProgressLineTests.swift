import Foundation
import XCTest

/// A batch shows `rendering N/TOTAL` on standard error when it is a terminal, and nothing
/// when it is not (a log, a pipe in CI).
final class ProgressLineTests: XCTestCase {
    private func document() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        let fences = (1...4).map { "```marble id=d\($0)\nC = Just(\($0)).sink()\n```\n" }.joined(separator: "\n")
        let url = folder.appendingPathComponent("many.md")
        try Data(fences.utf8).write(to: url)
        return url
    }

    func testATerminalSeesTheCountInPlaceThenAClearedLine() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script.path), "util-linux's script gives the command a terminal")
        let markdown = try document()
        let process = Process()
        process.executableURL = script
        process.arguments = ["-qec", "\(CLI.executable.path) docs \(markdown.path)", "/dev/null"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let text = String(decoding: data, as: UTF8.self)
        let counts = (1...8).map { "\r" + "rendering \($0)/8" }.joined()
        XCTAssertTrue(text.hasPrefix(counts + "\r\u{1B}[K"), text.debugDescription)
        XCTAssertTrue(text.hasSuffix("4 diagram(s) in 1 document(s); 8 of 8 image(s) written\r\n"), text.debugDescription)
    }

    func testNoTerminalNoProgress() throws {
        let markdown = try document()
        let result = try CLI.run(["docs", markdown.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
    }
}
