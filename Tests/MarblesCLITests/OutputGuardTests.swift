import Foundation
import TestSupport
import XCTest

/// The committed images in `output/` are what the current code renders from `examples/`,
/// checked the way users check theirs: `marbles check examples/*.marble --against output`
/// (SVG byte for byte, PNG pixel for pixel). Run `make demo` to refresh them.
final class OutputGuardTests: XCTestCase {
    func testEveryExampleMatchesItsCommittedRendering() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".marble") }.sorted()
        XCTAssertFalse(names.isEmpty)
        let diffs = try CLI.temporaryDirectory()
        let result = try CLI.run(["check"] + names.map { "examples/\($0)" } + ["--against", "output", "--diff-dir", diffs.path])
        XCTAssertEqual(result.status, 0, "output/ is stale: run make demo\n\(result.stdout)\(result.stderr)")
        XCTAssertTrue(result.stdout.hasSuffix("all \(names.count) file(s) match output\n"), result.stdout)
        // Every example has both references, so both formats were compared.
        XCTAssertEqual(result.stdout.components(separatedBy: "(png, svg)\n").count - 1, names.count, result.stdout)
    }
}
