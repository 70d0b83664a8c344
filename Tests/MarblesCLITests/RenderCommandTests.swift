import Foundation
import Marbles
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

    func testThemeAndScaleChangeThePNG() throws {
        let directory = try CLI.temporaryDirectory()
        let light = directory.appendingPathComponent("light.png").path
        let dark = directory.appendingPathComponent("dark.png").path
        XCTAssertEqual(try CLI.run(["render", "examples/15-demand.marble", "-o", light]).status, 0)
        let result = try CLI.run(["render", "examples/15-demand.marble", "-o", dark, "--theme", "dark", "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lightImage = try RasterImage(pngBytes: Array(try XCTUnwrap(FileManager.default.contents(atPath: light))))
        let darkImage = try RasterImage(pngBytes: Array(try XCTUnwrap(FileManager.default.contents(atPath: dark))))
        // Twice the pixels on each side; the canvas takes the theme's background.
        XCTAssertEqual(darkImage.width, lightImage.width * 2)
        XCTAssertEqual(darkImage.height, lightImage.height * 2)
        XCTAssertEqual(lightImage[1, 1], RasterImage.Pixel(red: 0xFF, green: 0xFF, blue: 0xFF))
        XCTAssertEqual(darkImage[1, 1], RasterImage.Pixel(red: 0x1C, green: 0x1E, blue: 0x22))
    }

    func testOutDirRendersEveryFile() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["render", "examples/01-subject-sink.marble", "examples/02-scan.marble", "--out-dir", directory.path, "--format", "svg"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["01-subject-sink.svg", "02-scan.svg"])
    }

    func testAPNGOverThePixelBudgetIsAnErrorAndNoFile() throws {
        let directory = try CLI.temporaryDirectory()
        let output = directory.appendingPathComponent("demand.png").path
        // The size of the committed reference rendering, from its IHDR chunk.
        let reference = Array(try XCTUnwrap(FileManager.default.contents(atPath: "output/15-demand.png")))
        func uint32(_ at: Int) -> Int { reference[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (uint32(16), uint32(20))
        let result = try CLI.run(["render", "examples/15-demand.marble", "-o", output, "--max-pixels", "\(width * height - 1)"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "marbles: error: the image would be \(width)×\(height) pixels, more than the budget of \(width * height - 1) pixels (try a smaller --scale, a larger --max-pixels, or SVG or PDF)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(try CLI.run(["render", "examples/15-demand.marble", "-o", output, "--max-pixels", "\(width * height)"]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
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
               |       ^~~ expected an operator: did you mean 'sink'?

            """)
    }

    func testMissingFileAndBadUsage() throws {
        let missing = try CLI.run(["trace", "no-such.marble"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "marbles: error: cannot read 'no-such.marble': no such file or not readable\n")
        let noDestination = try CLI.run(["render", "examples/02-scan.marble"])
        XCTAssertEqual(noDestination.status, 2)
        XCTAssertTrue(noDestination.stderr.contains("say where to write: -o FILE or --out-dir DIR"), noDestination.stderr)
    }
}
