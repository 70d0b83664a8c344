import MarbleLayout
import MarbleRender
import MarbleTrace
import XCTest

final class RenderDeterminismTests: XCTestCase {
    func testSameTraceGivesSameBytesInEveryFormat() throws {
        for format in ImageFormat.allCases {
            let first = try DiagramRenderer.render(SampleTraces.demand, format: format)
            _ = try DiagramRenderer.render(SampleTraces.replay, format: format)
            let second = try DiagramRenderer.render(SampleTraces.demand, format: format)
            XCTAssertFalse(first.isEmpty, "\(format)")
            XCTAssertEqual(first, second, "\(format) bytes differ between two renders in one process")
        }
    }

    func testSVGIdsDoNotDependOnRenderOrder() throws {
        // Whatever was rendered before, the first surface of a document is surface1.
        _ = try DiagramRenderer.render(SampleTraces.replay, format: .pdf)
        _ = try DiagramRenderer.render(SampleTraces.replay, format: .svg)
        let svg = String(decoding: try DiagramRenderer.render(SampleTraces.demand, format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains("id=\"surface1\""), "surface ids are not renumbered")
        XCTAssertFalse(svg.contains("id=\"surface2\""))
    }

    func testSVGExplainsDropsOnHover() throws {
        let svg = String(decoding: try DiagramRenderer.render(SampleTraces.demand, format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("<title>3 dropped at tick 5: no demand</title>"))
        XCTAssertTrue(svg.contains("<title>6 dropped at tick 11: no demand</title>"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }

    func testPDFHasFixedDates() throws {
        let pdf = String(decoding: try DiagramRenderer.render(SampleTraces.demand, format: .pdf), as: UTF8.self)
        XCTAssertTrue(pdf.hasPrefix("%PDF-"))
        // cairo 1.16 writes the date without the optional `D:` prefix.
        XCTAssertTrue(pdf.contains("/CreationDate (20000101000000Z)"))
        XCTAssertTrue(pdf.contains("/ModDate (20000101000000Z)"))
        XCTAssertTrue(pdf.contains("/Title (demand)"))
    }

    func testFormatsFromFileExtensions() {
        XCTAssertEqual(ImageFormat(fileExtension: "png"), .png)
        XCTAssertEqual(ImageFormat(fileExtension: ".SVG"), .svg)
        XCTAssertEqual(ImageFormat(fileExtension: "pdf"), .pdf)
        XCTAssertNil(ImageFormat(fileExtension: "jpeg"))
    }

    func testBadScaleIsAnError() {
        for scale in [0, -1, .nan, .infinity] {
            XCTAssertThrowsError(try DiagramRenderer.render(SampleTraces.demand, format: .png, options: RenderOptions(scale: scale))) { error in
                XCTAssertEqual((error as? RenderError)?.kind, .invalidScale, "\(scale)")
            }
        }
    }
}
