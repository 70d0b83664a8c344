import Foundation
import TestSupport
import XCTest

/// `marbles serve` compiles nothing unless told: without `--allow-compile` a folder's `.swift`
/// files are not listed (nor readable by name); with it they are listed and drawn compiled.
final class ServeCompileTests: XCTestCase {
    override func setUp() {
        setenv("MARBLES_CACHE", Repository.root.appendingPathComponent(".build/marbles-cache").path, 1)
    }

    private func wait(_ what: String, _ condition: () throws -> Bool) throws {
        // Long: the first compiled render of a test run may build the dependency cache.
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTFail("timed out waiting for \(what)")
    }

    /// Serves `folder` with `arguments`, runs `body` with the base address, then stops it.
    private func serving(_ folder: URL, _ arguments: [String], _ body: (String) throws -> Void) throws {
        let log = folder.appendingPathComponent("serve.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["serve", folder.path, "--port", "0"] + arguments
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var address = ""
        try wait("the server's first line") {
            let text = try String(contentsOf: log, encoding: .utf8)
            guard let start = text.range(of: "http://"), let end = text[start.lowerBound...].firstIndex(of: " ") else { return false }
            address = String(text[start.lowerBound..<end])
            return true
        }
        try body(address)
    }

    private func get(_ url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "--max-time", "300", url]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testSwiftFilesAreServedCompiledOnlyWithAllowCompile() throws {
        let folder = try CLI.temporaryDirectory()
        try Data("C = Just(1).sink()\n".utf8).write(to: folder.appendingPathComponent("a.marble"))
        try Data("""
            import Combine
            let subject = PassthroughSubject<Int, Never>()
            let doubled = subject.map { $0 * 2 }.sink { _ in }
            subject.send(21)

            """.utf8).write(to: folder.appendingPathComponent("b.swift"))

        try serving(folder, []) { address in
            let listing = try get(address + "api/diagrams")
            XCTAssertTrue(listing.contains("\"a.marble\""), listing)
            XCTAssertFalse(listing.contains("b.swift"), listing)
            XCTAssertEqual(try get(address + "diagram.svg?name=b.swift"), "no such diagram")
        }
        try serving(folder, ["--allow-compile"]) { address in
            let listing = try get(address + "api/diagrams")
            XCTAssertTrue(listing.contains("\"a.marble\""), listing)
            XCTAssertTrue(listing.contains("\"b.swift\""), listing)
            let svg = try get(address + "diagram.svg?name=b.swift")
            XCTAssertTrue(svg.contains("doubled receives 42 at tick 0"), svg)
        }
    }
}
