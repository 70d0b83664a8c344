import MarbleLayout
import MarbleRender
import MarbleTrace
import XCTest

/// A PNG that Cairo could not allocate, or that would take more memory than the pixel
/// budget allows, is refused with `imageTooLarge` before any surface exists; SVG and PDF
/// of the same diagram still render.
final class ImageSizeLimitTests: XCTestCase {
    /// 600 subscriber lanes: taller than 32,767 pixels at 2 pixels per point.
    private let tall = Trace(ticks: 4, lanes: (0..<600).map { index in
        Lane(LaneID(binding: "C\(index)"), role: .subscriber, label: "s.sink()", events: [.subscribe(0), .unlimited(0), .value(1, 1)])
    })

    func testAPNGTallerThanCairoAllowsIsRefused() throws {
        let size = try DiagramRenderer.layout(tall).size
        let width = Int((size.width * 2).rounded(.up)), height = Int((size.height * 2).rounded(.up))
        XCTAssertGreaterThan(height, 32_767)
        XCTAssertThrowsError(try DiagramRenderer.render(tall, format: .png)) { error in
            XCTAssertEqual(error as? RenderError, RenderError(.imageTooLarge, "the image would be \(width)×\(height) pixels; cairo allows at most 32767 on a side (try a smaller --scale, or SVG or PDF)"))
        }
        for format in [ImageFormat.svg, .pdf] {
            XCTAssertFalse(try DiagramRenderer.render(tall, format: format).isEmpty, "\(format)")
        }
    }

    func testAPNGOverThePixelBudgetIsRefusedAndOneAtTheBudgetIsNot() throws {
        let trace = Trace(ticks: 3, lanes: [Lane("C", role: .subscriber, label: "s.sink()", events: [.subscribe(0), .value(1, 1)])])
        let size = try DiagramRenderer.layout(trace).size
        let width = Int((size.width * 2).rounded(.up)), height = Int((size.height * 2).rounded(.up))
        var options = RenderOptions(maximumPixels: width * height - 1)
        XCTAssertThrowsError(try DiagramRenderer.render(trace, format: .png, options: options)) { error in
            XCTAssertEqual(error as? RenderError, RenderError(.imageTooLarge, "the image would be \(width)×\(height) pixels, more than the budget of \(width * height - 1) pixels (try a smaller --scale, a larger --max-pixels, or SVG or PDF)"))
        }
        options.maximumPixels = width * height
        let image = try RasterImage(pngBytes: try DiagramRenderer.render(trace, format: .png, options: options))
        XCTAssertEqual([image.width, image.height], [width, height])
    }

    func testTheDefaultBudgetIsSixtyFourMegapixels() {
        XCTAssertEqual(RenderOptions().maximumPixels, 64_000_000)
    }
}
