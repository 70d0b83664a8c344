@testable import MarbleLayout
import TestSupport
import XCTest

/// Where a label breaks: between operators and arguments, never inside a name or a string.
final class LabelWrapperTests: XCTestCase {
    private let font = FontSpec(family: "DejaVu Sans", size: 10, bold: false, italic: false)

    /// `lines` with room for `characters` characters of the fixed-width measurer (6 pt each).
    private func wrapped(_ text: String, characters: Int) -> [String] {
        LabelWrapper.lines(text, maxWidth: Double(characters) * 6, font: font, measurer: FixedWidthMeasurer(), maxLines: 10)
    }

    func testAChainBreaksBeforeItsOperatorsNotAtADotInsideAClosure() {
        XCTAssertEqual(wrapped("names.map { n.count }.filter { $0 > 2 }", characters: 22),
                       ["names.map { n.count }", ".filter { $0 > 2 }"])
        // Narrower, the closure breaks at its spaces, still never at the dot of n.count.
        XCTAssertEqual(wrapped("names.map { n.count }.filter { $0 > 2 }", characters: 13),
                       ["names.map {", "n.count }", ".filter { $0", "> 2 }"])
    }

    func testArgumentsBreakAfterTheirCommaNotBetweenALabelAndItsValue() {
        XCTAssertEqual(wrapped(#"hot("-0-5-a-b|", values: [a: "idle", b: "reset"])"#, characters: 34),
                       [#"hot("-0-5-a-b|","#, #"values: [a: "idle", b: "reset"])"#])
        XCTAssertEqual(wrapped(#"hot("-0-5-a-b|", values: [a: "idle", b: "reset"])"#, characters: 36),
                       [#"hot("-0-5-a-b|", values: [a: "idle","#, #"b: "reset"])"#])
    }

    /// A string literal wider than a line is cut, not broken at its spaces.
    func testAStringLiteralIsNeverSplit() {
        XCTAssertEqual(wrapped(#"map { "value \($0) is large" }.sink()"#, characters: 20),
                       ["map {", #""value \($0) is lar…"#, "}.sink()"])
    }

    /// An argument wider than a line alone still breaks, at its spaces.
    func testAnArgumentTooWideForALineBreaksAtItsSpaces() {
        XCTAssertEqual(wrapped("filter { $0 > 100 && $0 < 200 }", characters: 16),
                       ["filter { $0 >", "100 && $0 < 200", "}"])
    }

    /// Generic arguments stay together: the break comes before `<`, never at their comma.
    func testGenericArgumentsAreNeverSplitAtTheirComma() {
        XCTAssertEqual(wrapped("PassthroughSubject<String, Never>()", characters: 26),
                       ["PassthroughSubject", "<String, Never>()"])
        XCTAssertEqual(wrapped("CurrentValueSubject<[Int], Never>([1, 2])", characters: 26),
                       ["CurrentValueSubject", "<[Int], Never>([1, 2])"])
        // A comparison is no generic argument list: `$0 < 10` still breaks at its spaces.
        XCTAssertEqual(wrapped("filter { $0 < 10, $1 }", characters: 12), ["filter { $0", "< 10, $1 }"])
    }
}
