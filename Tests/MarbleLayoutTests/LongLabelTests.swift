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
}
