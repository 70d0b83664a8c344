import Foundation
import Marbles
import TestSupport
import XCTest

/// `marbles check`: golden-image comparison, its messages, diff images and exit codes.
final class CheckCommandTests: XCTestCase {
    private func references() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for ext in ["png", "svg"] {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("output/02-scan.\(ext)"),
                                             to: folder.appendingPathComponent("02-scan.\(ext)"))
        }
        return folder
    }

    func testMatchingReferencesExitZero() throws {
        let folder = try references()
        let result = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "ok      examples/02-scan.marble (png, svg)\nall 1 file(s) match \(folder.path)\n")
    }

    func testAChangedReferenceIsReportedWithADiffImage() throws {
        let folder = try references()
        let diffs = try CLI.temporaryDirectory()
        // A reference drawn from another file: both formats differ.
        for ext in ["png", "svg"] {
            let path = folder.appendingPathComponent("02-scan.\(ext)")
            try FileManager.default.removeItem(at: path)
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("output/01-subject-sink.\(ext)"), to: path)
        }
        let result = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path, "--diff-dir", diffs.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("differ  examples/02-scan.marble: \(folder.path)/02-scan.png: "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("; changed pixels in red: \(diffs.path)/02-scan.png"), lines[0])
        XCTAssertEqual(lines[1], "differ  examples/02-scan.marble: \(folder.path)/02-scan.svg: differs from line 2")
        XCTAssertEqual(lines[2], "1 of 1 file(s) differ from \(folder.path)")

        // The diff image marks in red exactly the pixels the comparison counted.
        let diff = try RasterImage(pngBytes: Array(try Data(contentsOf: diffs.appendingPathComponent("02-scan.png"))))
        var red = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width where diff[x, y].map({ $0.red == 230 && $0.green == 20 && $0.blue == 40 }) == true {
                red += 1
            }
        }
        let counted = Int(lines[0].split(separator: ": ")[2].split(separator: " ")[0])
        XCTAssertEqual(red, counted)
        XCTAssertGreaterThan(red, 0)
    }

    /// Files that share a name are compared with the same reference, and each failure gets
    /// a difference image of its own (`a/x.png`, `b/c/x.png`), as `marbles test` draws them.
    func testFilesSharingANameWriteDistinctDiffImages() throws {
        let folder = try CLI.temporaryDirectory()
        let references = folder.appendingPathComponent("references")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("output/02-scan.png"),
                                         to: references.appendingPathComponent("x.png"))
        var files: [String] = []
        for (sub, example) in [("a", "01-subject-sink"), ("b/c", "03-cold-scan-two-subscribers")] {
            let directory = folder.appendingPathComponent(sub)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("x.marble")
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("examples/\(example).marble"), to: file)
            files.append(file.path)
        }
        let diffs = folder.appendingPathComponent("diffs")
        let result = try CLI.run(["check"] + files + ["--against", references.path, "--format", "png", "--diff-dir", diffs.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdout)
        XCTAssertTrue(lines[0].hasSuffix("; changed pixels in red: \(diffs.path)/a/x.png"), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("; changed pixels in red: \(diffs.path)/b/c/x.png"), lines[1])
        XCTAssertEqual(lines[2], "2 of 2 file(s) differ from \(references.path)")
        let first = try Data(contentsOf: diffs.appendingPathComponent("a/x.png"))
        let second = try Data(contentsOf: diffs.appendingPathComponent("b/c/x.png"))
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: diffs.path).sorted(), ["a", "b"])
    }

    func testOnePixelBeyondTheToleranceIsADifference() throws {
        let folder = try references()
        let path = folder.appendingPathComponent("02-scan.png")
        var image = try RasterImage(pngBytes: Array(try Data(contentsOf: path)))
        image = image.settingPixel(x: 3, y: 3, to: RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        try Data(try image.pngBytes()).write(to: path)
        let diffs = try CLI.temporaryDirectory()
        let strict = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path, "--format", "png", "--diff-dir", diffs.path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.hasPrefix("differ  examples/02-scan.marble: \(folder.path)/02-scan.png: 1 of "), strict.stdout)
        let lenient = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path, "--format", "png", "--tolerance", "255"])
        XCTAssertEqual(lenient.status, 0, lenient.stdout)
    }

    func testMissingReferenceFailsAndRecordCreatesIt() throws {
        let folder = try CLI.temporaryDirectory()
        let missing = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stdout.hasPrefix("missing examples/02-scan.marble: no reference"), missing.stdout)

        let recorded = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path, "--record"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertEqual(recorded.stdout, "recorded examples/02-scan.marble -> \(folder.path)/02-scan.png, \(folder.path)/02-scan.svg\n")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("02-scan.svg")),
                       try Data(contentsOf: Repository.root.appendingPathComponent("output/02-scan.svg")))
        let again = try CLI.run(["check", "examples/02-scan.marble", "--against", folder.path])
        XCTAssertEqual(again.status, 0, again.stdout)
    }

    func testBadInputExitsTwoAndRecordsNothing() throws {
        let folder = try CLI.temporaryDirectory()
        let source = folder.appendingPathComponent("broken.marble")
        try "s = PassthroughSubject<Int>(\n".write(to: source, atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", source.path, "--against", folder.path, "--record"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("broken.marble:1:"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["broken.marble"])
    }

    func testCheckTakesTheStyleOptionsRenderTakes() throws {
        let folder = try CLI.temporaryDirectory()
        let style = ["--theme", "dark", "--no-legend", "--scale", "2"]
        let render = try CLI.run(["render", "examples/15-demand.marble", "--out-dir", folder.path, "--format", "svg"] + style)
        XCTAssertEqual(render.status, 0, render.stderr)

        let same = try CLI.run(["check", "examples/15-demand.marble", "--against", folder.path] + style)
        XCTAssertEqual(same.stdout, "ok      examples/15-demand.marble (svg)\nall 1 file(s) match \(folder.path)\n")
        XCTAssertEqual(same.status, 0, same.stderr)

        let light = try CLI.run(["check", "examples/15-demand.marble", "--against", folder.path, "--no-legend", "--scale", "2"])
        XCTAssertEqual(light.status, 1, light.stdout)
        let withLegend = try CLI.run(["check", "examples/15-demand.marble", "--against", folder.path, "--theme", "dark", "--scale", "2"])
        XCTAssertEqual(withLegend.status, 1, withLegend.stdout)
    }

}
