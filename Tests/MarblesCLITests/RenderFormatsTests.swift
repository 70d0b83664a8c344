import Foundation
import XCTest

/// `render --format png,svg`: several formats in one run, each file the same bytes as a
/// run of its format alone.
final class RenderFormatsTests: XCTestCase {
    func testSeveralFormatsInOneRun() throws {
        let both = try CLI.temporaryDirectory()
        let files = ["examples/02-scan.marble", "examples/15-demand.marble"]
        let result = try CLI.run(["render"] + files + ["--out-dir", both.path, "--format", "png,svg"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: both.path).sorted(),
                       ["02-scan.png", "02-scan.svg", "15-demand.png", "15-demand.svg"])
        for format in ["png", "svg"] {
            let single = try CLI.temporaryDirectory()
            XCTAssertEqual(try CLI.run(["render"] + files + ["--out-dir", single.path, "--format", format]).status, 0)
            for name in ["02-scan", "15-demand"] {
                XCTAssertEqual(try Data(contentsOf: both.appendingPathComponent("\(name).\(format)")),
                               try Data(contentsOf: single.appendingPathComponent("\(name).\(format)")), "\(name).\(format)")
            }
        }
    }

    func testOneOutputTakesOneFormatAndUnknownFormatsAreRefused() throws {
        let directory = try CLI.temporaryDirectory()
        let one = try CLI.run(["render", "examples/02-scan.marble", "-o", directory.appendingPathComponent("x.png").path, "--format", "png,svg"])
        XCTAssertEqual(one.status, 2)
        XCTAssertTrue(one.stderr.contains("-o writes one image: give one --format, or --out-dir for several"), one.stderr)
        let bad = try CLI.run(["render", "examples/02-scan.marble", "--out-dir", directory.path, "--format", "png,gif"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("The value 'png,gif' is invalid for '--format <format>'"), bad.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
