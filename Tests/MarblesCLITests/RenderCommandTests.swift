import Foundation
import XCTest

/// `marbles render` and bad input handling, through the built executable.
final class RenderCommandTests: XCTestCase {
    func testFormatFollowsTheExtensionAndOutputIsDeterministic() throws {
        let directory = try CLI.temporaryDirectory()
        let magic: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<?xml".utf8), "pdf": Array("%PDF".utf8)]
        for (ext, prefix) in magic {
            let first = directory.appendingPathComponent("a.\(ext)").path
            let second = directory.appendingPathComponent("b.\(ext)").path
            for path in [first, second] {
                let result = try CLI.run(["render", "examples/15-demand.marble", "-o", path])
                XCTAssertEqual(result.status, 0, result.stderr)
            }
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: first))
            XCTAssertEqual(Array(bytes.prefix(prefix.count)), prefix, ext)
            XCTAssertEqual(bytes, FileManager.default.contents(atPath: second), "\(ext) differs between two runs")
        }
    }

    func testOutDirRendersEveryFile() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["render", "examples/01-subject-sink.marble", "examples/02-scan.marble", "--out-dir", directory.path, "--format", "svg"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["01-subject-sink.svg", "02-scan.svg"])
    }

    func testBadInputGetsACaretExitTwoAndNoFile() throws {
        let directory = try CLI.temporaryDirectory()
        let source = directory.appendingPathComponent("bad.marble")
        try Data("s = PassthroughSubject<Int>()\nC = s.sink(demand: .max(2)\nD = s.snk()\n".utf8).write(to: source)
        let output = directory.appendingPathComponent("bad.png").path
        let result = try CLI.run(["render", source.path, "-o", output])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            \(source.path):2:27: error: expected ')' to close '('
             2 | C = s.sink(demand: .max(2)
               |                           ^

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["bad.marble"])
    }

    func testRuntimeErrorsAlsoExitTwo() throws {
        let result = try CLI.run(["trace", "-"], stdin: "s = PassthroughSubject<Int>()\nD = s.snk()\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            <stdin>:2:7: error: unknown operator 'snk'
             2 | D = s.snk()
               |       ^~~ expected one of: autoconnect, connect, filter, makeConnectable, map, multicast, scan, share, sink, tryMap

            """)
    }

    func testMissingFileAndBadUsage() throws {
        let missing = try CLI.run(["trace", "no-such.marble"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "marbles: error: cannot read 'no-such.marble': no such file or not readable\n")
        let noDestination = try CLI.run(["render", "examples/02-scan.marble"])
        XCTAssertEqual(noDestination.status, 64)
        XCTAssertTrue(noDestination.stderr.contains("say where to write: -o FILE or --out-dir DIR"), noDestination.stderr)
    }
}
