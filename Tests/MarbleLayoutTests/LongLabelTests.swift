@testable import MarbleLayout
import TestSupport
import XCTest

/// A label as long as a 100,000-character marble string is cut as a short one is, without
/// measuring every one of its prefixes (that took minutes).
final class LongLabelTests: XCTestCase {
    /// Counts the characters measured, to show the work no longer grows with the square
    /// of the label's length.
    private final class CountingMeasurer: TextMeasurer {
        var measured = 0
        func measure(_ text: String, font: FontSpec) -> TextExtent {
            measured += text.count
            return FixedWidthMeasurer().measure(text, font: font)
        }
    }

    private let font = FontSpec(family: "DejaVu Sans", size: 10, bold: false, italic: false)

    func testAVeryLongLabelIsCutToTheSamePrefix() {
        // 6 points a character: 100 points hold 15 characters and the ellipsis.
        let measurer = CountingMeasurer()
        let cut = LabelWrapper.ellipsized(String(repeating: "1", count: 100_000), maxWidth: 100, font: font, measurer: measurer)
        XCTAssertEqual(cut, String(repeating: "1", count: 15) + "…")
        XCTAssertLessThan(measurer.measured, 300_000)
        XCTAssertEqual(LabelWrapper.ellipsized(String(repeating: "1", count: 200), maxWidth: 100, font: font, measurer: measurer),
                       String(repeating: "1", count: 15) + "…")
    }

    /// A marble's label thousands of characters long (a scan that grows a string, a collect()
    /// of 10,000 values) is cut to the longest prefix that fits at the smallest size, measuring
    /// about as much text as fits, never each of its prefixes (n measures of n characters each:
    /// minutes for one diagram).
    func testAMarbleLabelOfThousandsOfCharactersIsCutMeasuringLittle() {
        let measurer = CountingMeasurer()
        // At the smallest size (8) a character is 4.8 points: a half width of 40 holds 14 and the ellipsis.
        let shape = MarbleShape.fit(String(repeating: "x", count: 10_000), radius: 10, maxHalfWidth: 40, font: font,
                                    minimumFontSize: 8, padding: 4, measurer: measurer)
        XCTAssertEqual(shape.label, String(repeating: "x", count: 14) + "…")
        XCTAssertEqual(shape.font.size, 8)
        XCTAssertEqual(shape.halfWidth, 40, accuracy: 0.001)
        XCTAssertTrue(shape.truncated)
        XCTAssertLessThan(measurer.measured, 10_000)
        let marked = MarbleShape.fit(String(repeating: "x", count: 10_000), radius: 10, maxHalfWidth: 40, font: font,
                                     minimumFontSize: 8, padding: 4, marker: "1", measurer: measurer)
        XCTAssertEqual(marked.label, String(repeating: "x", count: 13) + "…1")
    }

    /// A long label that fits at a smaller size keeps all its characters.
    func testALongLabelThatFitsAtASmallerSizeIsNotCut() {
        // 200 characters: a half width of 604 at size 10, 484 at size 8.
        let shape = MarbleShape.fit(String(repeating: "x", count: 200), radius: 10, maxHalfWidth: 500, font: font,
                                    minimumFontSize: 8, padding: 4, measurer: FixedWidthMeasurer())
        XCTAssertEqual(shape.label, String(repeating: "x", count: 200))
        XCTAssertEqual(shape.font.size, 8)
        XCTAssertFalse(shape.truncated)
    }
}
