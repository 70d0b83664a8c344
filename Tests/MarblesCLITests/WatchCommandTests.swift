import Foundation
import XCTest

/// `marbles watch`: a change to a watched file re-renders it; an error is printed and the
/// last good image stays.
final class WatchCommandTests: XCTestCase {
    /// Polls `condition` every 50 ms for up to 30 s (a loaded machine builds and renders slowly).
    private func wait(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out waiting for \(what)")
    }

    func testAChangeIsRenderedAndAnErrorIsPrinted() throws {
        let folder = try CLI.temporaryDirectory()
        let source = folder.appendingPathComponent("w.marble")
        let image = folder.appendingPathComponent("w.svg")
        let log = folder.appendingPathComponent("log.txt")
        try Data("C = Just(1).sink()\n".utf8).write(to: source)
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["watch", source.path, "--format", "svg", "--interval", "0.05"]
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        func logText() throws -> String { try String(contentsOf: log, encoding: .utf8) }

        try wait("the first rendering") { FileManager.default.fileExists(atPath: image.path) }
        XCTAssertTrue(try String(contentsOf: image, encoding: .utf8).contains("C receives 1 at tick 0; finishes at tick 0."))

        try Data("C = Just(1).snik()\n".utf8).write(to: source, options: .atomic)
        try wait("the error") { try logText().contains("has errors") }
        let errorLog = try logText()
        XCTAssertTrue(errorLog.contains("""
            \(source.path):1:13: error: unknown operator 'snik'
             1 | C = Just(1).snik()
               |             ^~~~ expected an operator: did you mean 'sink'?
            """), errorLog)
        XCTAssertTrue(try String(contentsOf: image, encoding: .utf8).contains("C receives 1 at tick 0;"), "the last good image stays")

        // Written whole (atomically), so the watcher never reads half a file and renders it.
        try Data("C = Just(22).sink()\n".utf8).write(to: source, options: .atomic)
        // The log line comes after the image is written: waiting for the image alone, the
        // line could still be on its way (a loaded machine once counted one line too few).
        let rendered = " rendered \(source.path) -> \(image.path)\n"
        try wait("the new rendering's log line") { try logText().components(separatedBy: rendered).count >= 3 }
        let finalLog = try logText()
        XCTAssertEqual(finalLog.components(separatedBy: rendered).count, 3, finalLog)
        XCTAssertTrue(try String(contentsOf: image, encoding: .utf8).contains("C receives 22 at tick 0;"))
    }
}
