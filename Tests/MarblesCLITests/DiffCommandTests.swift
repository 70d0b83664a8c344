import Foundation
import Marbles
import TestSupport
import XCTest

/// `marbles diff A B [-o diff.png]` on any two images.
final class DiffCommandTests: XCTestCase {
    func testIdenticalImages() throws {
        let result = try CLI.run(["diff", "output/02-scan.png", "output/02-scan.png"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "identical\n")
    }

    func testDifferentImagesWriteADiff() throws {
        let folder = try CLI.temporaryDirectory()
        let base = try RasterImage(pngBytes: Array(try Data(contentsOf: Repository.root.appendingPathComponent("output/02-scan.png"))))
        let changed = base
            .settingPixel(x: 0, y: 0, to: RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
            .settingPixel(x: 5, y: 7, to: RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        let changedPath = folder.appendingPathComponent("changed.png")
        try Data(try changed.pngBytes()).write(to: changedPath)
        let diffPath = folder.appendingPathComponent("diff.png")
        let result = try CLI.run(["diff", "output/02-scan.png", changedPath.path, "-o", diffPath.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "2 of \(base.width * base.height) pixels (0.00%) differ, by up to 255\n")
        let diff = try RasterImage(pngBytes: Array(try Data(contentsOf: diffPath)))
        XCTAssertEqual(diff[0, 0], RasterImage.Pixel(red: 230, green: 20, blue: 40, alpha: 255))
        XCTAssertEqual(diff[5, 7], RasterImage.Pixel(red: 230, green: 20, blue: 40, alpha: 255))
        XCTAssertNotEqual(diff[1, 0], RasterImage.Pixel(red: 230, green: 20, blue: 40, alpha: 255))
    }

    func testSVGsCompareAsText() throws {
        let result = try CLI.run(["diff", "output/01-subject-sink.svg", "output/02-scan.svg"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "differs from line 2\n")
    }

    func testMismatchedFormatsAreBadInput() throws {
        let result = try CLI.run(["diff", "output/02-scan.png", "output/02-scan.svg"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "marbles: error: cannot compare 'output/02-scan.png' with 'output/02-scan.svg': give two .png, two .svg or two .pdf files\n")
    }
}
