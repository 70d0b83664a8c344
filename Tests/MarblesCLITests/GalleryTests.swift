import Foundation
import TestSupport
import XCTest

/// The gallery (docs/gallery.md) draws every example through `marbles docs`, and what a screen
/// reader is told about an image is what the image itself says.
final class GalleryTests: XCTestCase {
    private func gallery() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent("docs/gallery.md"), encoding: .utf8)
    }

    func testEveryExampleIsInTheGallery() throws {
        let text = try gallery()
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".marble") }.sorted()
        let missing = names.filter { !text.contains("```marble src=../examples/\($0)\n") }
        XCTAssertEqual(missing, [], "add a fence for each to docs/gallery.md, then run make docs")
    }

    /// The alt text of one gallery image, read back from the gallery and from the SVG it shows.
    func testAGalleryImageTellsScreenReadersWhatItShows() throws {
        let line = try XCTUnwrap(try gallery().components(separatedBy: "\n").first { $0.contains("src=\"../output/02-scan.svg\"") })
        let alt = try XCTUnwrap(line.components(separatedBy: " alt=\"").last?.components(separatedBy: "\"").first)
        XCTAssertEqual(alt, "C receives 11 at tick 1, 13 at tick 3 and 16 at tick 5; finishes at tick 6.")
        let svg = try String(contentsOf: Repository.root.appendingPathComponent("output/02-scan.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains(" role=\"img\" aria-labelledby=\"marbles-title marbles-desc\">\n<title id=\"marbles-title\">scan(10, +)</title>\n<desc id=\"marbles-desc\">\(alt)</desc>\n"))
        let described = try CLI.run(["describe", "examples/02-scan.marble"])
        XCTAssertEqual(described.stdout, alt + "\n")
    }
}
