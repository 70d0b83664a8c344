import MarbleLayout
import MarbleRender
import MarbleTrace
import XCTest

/// Colour identifies a value, shape identifies a kind: printed in black and white, a drop
/// must still differ from a delivery, in both themes.
final class GreyscaleTests: XCTestCase {
    private func grey(_ pixel: RasterImage.Pixel) -> Double {
        0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
    }

    func testDropsAreHollowAndValuesFilledInGreyInBothThemes() throws {
        for theme in [Theme.light, .dark] {
            let layout = try DiagramRenderer.layout(SampleTraces.demand, theme: theme)
            let image = try RasterImage(pngBytes: try DiagramRenderer.render(layout, format: .png))
            let background = try XCTUnwrap(image[1, 1])
            // A point inside the marble, below its label and away from the strike.
            func inside(_ mark: Mark) throws -> RasterImage.Pixel {
                try XCTUnwrap(image[Int((mark.center.x - mark.frame.width * 0.3) * 2), Int((mark.center.y + mark.frame.height * 0.1) * 2)])
            }
            for drop in layout.marks where drop.kind == .drop {
                XCTAssertEqual(grey(try inside(drop)), grey(background), accuracy: 1, "a drop is hollow")
            }
            for value in layout.marks where value.kind == .value {
                // Pastels on white are at least 20 grey levels darker; on the dark canvas far lighter.
                XCTAssertGreaterThan(abs(grey(try inside(value)) - grey(background)), 20, "\(value.lane)@\(value.tick)")
            }
        }
    }

    func testTheStrikeCrossesTheDropInTheThemesDropColour() throws {
        let layout = try DiagramRenderer.layout(SampleTraces.demand)
        let image = try RasterImage(pngBytes: try DiagramRenderer.render(layout, format: .png))
        let drop = try XCTUnwrap(layout.marks.first { $0.kind == .drop })
        // The strike goes from lower left to upper right; sample it a third of the way up.
        let half = drop.frame.width / 2 * 0.8 + 1
        let x = drop.center.x - half / 3, y = drop.center.y + half / 3
        let pixel = try XCTUnwrap(image[Int((x * 2).rounded()), Int((y * 2).rounded())])
        XCTAssertLessThan(grey(pixel), 200, "the strike is visible in grey")
    }
}
