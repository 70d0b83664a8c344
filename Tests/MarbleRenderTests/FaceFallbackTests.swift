import CCairo
@testable import MarbleRender
import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Characters the theme's DejaVu faces lack are drawn in a face that has them, not as boxes:
/// CJK text in Droid Sans Fallback, symbols such as `❌` in Symbola (`make deps` installs both).
final class FaceFallbackTests: XCTestCase {
    private let font = Theme.light.marbleFont

    private func runs(_ text: String, in font: FontSpec) throws -> [FaceFallback.Run] {
        // The context owns the surface, as the measurer's does.
        try CairoContext(surface: try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1))).faceRuns(text, in: font)
    }

    func testASCIIIsOneRunInTheThemeFace() throws {
        XCTAssertEqual(try runs("request(∞) x", in: font), [FaceFallback.Run(text: "request(∞) x", family: font.family)])
    }

    func testASymbolTheThemeFaceLacksIsSetInSymbola() throws {
        XCTAssertEqual(try runs("error ❌ 2 ✅", in: font), [
            FaceFallback.Run(text: "error ", family: font.family),
            FaceFallback.Run(text: "❌", family: "Symbola"),
            FaceFallback.Run(text: " 2 ", family: font.family),
            FaceFallback.Run(text: "✅", family: "Symbola"),
        ])
    }

    func testAVariationSelectorStaysWithItsSymbol() throws {
        XCTAssertEqual(try runs("❌\u{FE0F}!", in: font), [
            FaceFallback.Run(text: "❌\u{FE0F}", family: "Symbola"),
            FaceFallback.Run(text: "!", family: font.family),
        ])
    }

    func testCJKTextIsSetInTheCJKFaceAndSymbolsTheThemeHasStayInIt() throws {
        XCTAssertEqual(try runs("❌ 发生错误 ✕", in: font), [
            FaceFallback.Run(text: "❌", family: "Symbola"),
            FaceFallback.Run(text: " ", family: font.family),
            FaceFallback.Run(text: "发生错误", family: "Droid Sans Fallback"),
            FaceFallback.Run(text: " ✕", family: font.family),
        ])
    }

    func testACharacterNoFaceHasIsTheThemeFacesBox() throws {
        XCTAssertEqual(try runs("a\u{E000}", in: font), [FaceFallback.Run(text: "a\u{E000}", family: font.family)])
    }

    /// The symbol is measured (and drawn) as Symbola's glyph, not as the box a character no
    /// face has gets: before, both were DejaVu's `.notdef`, of one width.
    func testACrossMarkIsMeasuredAsAGlyphNotABox() throws {
        let measurer = try CairoTextMeasurer()
        let box = measurer.measure("\u{E000}", font: font).width
        XCTAssertEqual(box, measurer.measure("\u{E001}", font: font).width)
        XCTAssertNotEqual(measurer.measure("❌", font: font).width, box)
    }
}
