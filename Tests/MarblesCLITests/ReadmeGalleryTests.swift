import Foundation
import TestSupport
import XCTest

/// The README's gallery shows every example (regenerate it with `python3 scripts/gallery.py`).
final class ReadmeGalleryTests: XCTestCase {
    func testEveryExampleIsInTheGallery() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".marble") }.map { String($0.dropLast(".marble".count)) }.sorted()
        let missing = names.filter { !readme.contains("![\($0)](output/\($0).png)") }
        XCTAssertEqual(missing, [], "run python3 scripts/gallery.py")
    }
}
