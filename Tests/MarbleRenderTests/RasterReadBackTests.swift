import MarbleLayout
import MarbleRender
import MarbleTrace
import XCTest

final class RasterReadBackTests: XCTestCase {
    func testPNGDecodesToTheLayoutSizeAtTwoPixelsPerPoint() throws {
        let layout = try DiagramRenderer.layout(SampleTraces.demand)
        let image = try RasterImage(pngBytes: try DiagramRenderer.render(SampleTraces.demand, format: .png))
        XCTAssertEqual(image.width, Int(layout.size.width * 2))
        XCTAssertEqual(image.height, Int(layout.size.height * 2))
        let larger = try RasterImage(pngBytes: try DiagramRenderer.render(SampleTraces.demand, format: .png, options: RenderOptions(scale: 1.5)))
        XCTAssertEqual(larger.width, Int((layout.size.width * 3).rounded(.up)))
    }

    func testMarblesHaveTheirValueColour() throws {
        let layout = try DiagramRenderer.layout(SampleTraces.demand)
        let image = try RasterImage(pngBytes: try DiagramRenderer.render(layout, format: .png))
        for mark in layout.marks where mark.kind == .value {
            // Below the label, inside the outline.
            let x = Int(mark.center.x * 2), y = Int((mark.center.y + mark.frame.height * 0.32) * 2)
            let pixel = try XCTUnwrap(image[x, y])
            let fill = try XCTUnwrap(mark.fill)
            XCTAssertEqual(Double(pixel.red), fill.red * 255, accuracy: 1.5, "\(mark.lane)@\(mark.tick)")
            XCTAssertEqual(Double(pixel.green), fill.green * 255, accuracy: 1.5)
            XCTAssertEqual(Double(pixel.blue), fill.blue * 255, accuracy: 1.5)
            XCTAssertEqual(pixel.alpha, 255)
        }
        let drop = try XCTUnwrap(layout.marks.first { $0.kind == .drop })
        let inside = try XCTUnwrap(image[Int(drop.center.x * 2), Int((drop.center.y + drop.frame.height * 0.32) * 2)])
        XCTAssertEqual(inside, RasterImage.Pixel(red: 255, green: 255, blue: 255))
    }

    func testCompareFindsNoDifferenceInIdenticalImages() throws {
        let bytes = try DiagramRenderer.render(SampleTraces.demand, format: .png)
        let a = try RasterImage(pngBytes: bytes)
        let b = try RasterImage(pngBytes: bytes)
        let difference = RasterImage.compare(a, b, tolerance: 0)
        XCTAssertEqual(difference, PixelDifference(differingPixels: 0, maxChannelDelta: 0, sameSize: true))
        XCTAssertTrue(difference.isMatch)
    }

    func testCompareFindsDifferencesAndDrawsThemRed() throws {
        var changed = SampleTraces.demand
        changed.lanes[1].events[2] = .value(1, 7)
        let a = try RasterImage(pngBytes: try DiagramRenderer.render(SampleTraces.demand, format: .png))
        let b = try RasterImage(pngBytes: try DiagramRenderer.render(changed, format: .png))
        let difference = RasterImage.compare(a, b, tolerance: 8)
        XCTAssertTrue(difference.sameSize)
        XCTAssertGreaterThan(difference.differingPixels, 100)
        XCTAssertGreaterThan(difference.maxChannelDelta, 8)
        XCTAssertFalse(difference.isMatch)

        let diff = try RasterImage(pngBytes: try RasterImage.differencePNG(a, b, tolerance: 8))
        XCTAssertEqual(diff.width, a.width)
        let red = RasterImage.Pixel(red: 230, green: 20, blue: 40)
        var redCount = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == red { redCount += 1 } }
        XCTAssertEqual(redCount, difference.differingPixels)
    }

    func testImagesOfDifferentSizesDiffer() throws {
        let a = try RasterImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 255])
        let b = try RasterImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        XCTAssertEqual(RasterImage.compare(a, b, tolerance: 0), PixelDifference(differingPixels: 1, maxChannelDelta: 255, sameSize: false))
    }

    func testRoundTripThroughPNG() throws {
        let image = try RasterImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 10, 20, 30, 128])
        let back = try RasterImage(pngBytes: try image.pngBytes())
        XCTAssertEqual(back[0, 0], RasterImage.Pixel(red: 255, green: 0, blue: 0))
        let translucent = try XCTUnwrap(back[1, 0])
        XCTAssertEqual(translucent.alpha, 128)
        XCTAssertEqual(Double(translucent.blue), 30, accuracy: 2)
    }

    func testGarbageIsNotAnImage() {
        XCTAssertThrowsError(try RasterImage(pngBytes: Array("not a png".utf8))) { error in
            XCTAssertEqual((error as? RenderError)?.kind, .unreadableImage)
        }
    }
}
