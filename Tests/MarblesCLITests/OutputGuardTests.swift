import Foundation
import Marbles
import XCTest

/// The committed images in `output/` are what the current code renders from `examples/`:
/// SVG byte for byte, PNG pixel for pixel. Run `make demo` to refresh them.
final class OutputGuardTests: XCTestCase {
    func testEveryExampleHasACurrentRendering() throws {
        let examples = CLI.root.appendingPathComponent("examples")
        let output = CLI.root.appendingPathComponent("output")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".marble") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let base = String(name.dropLast(".marble".count))
            let source = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            let document = MarbleDocument(source: source, fileName: name)

            let svg = try document.render(.svg)
            let committedSVG = FileManager.default.contents(atPath: output.appendingPathComponent("\(base).svg").path)
            XCTAssertEqual(committedSVG.map(Array.init), svg, "output/\(base).svg is stale: run make demo")

            let png = try RasterImage(pngBytes: try document.render(.png))
            guard let committedPNG = FileManager.default.contents(atPath: output.appendingPathComponent("\(base).png").path) else {
                XCTFail("output/\(base).png is missing: run make demo")
                continue
            }
            let difference = RasterImage.compare(try RasterImage(pngBytes: Array(committedPNG)), png, tolerance: 2)
            XCTAssertTrue(difference.isMatch, "output/\(base).png differs in \(difference.differingPixels) pixels: run make demo")
        }
    }
}
