import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// An operator box whose text is too long for three lines of the box is cut with a footnote
/// number, and the legend gives it whole, as for lane labels: never a bare ellipsis.
final class CutOperatorBoxTests: XCTestCase {
    private func trace(_ text: String) -> Trace {
        Trace(ticks: 4, lanes: [
            Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [.value(1, 1)]),
            Lane("b", role: .operator, label: "s." + text, inputs: ["s"],
                 steps: [OperatorStep(name: "map", text: text, mapsTickToTick: true)], events: [.subscribe(0), .value(1, 2)]),
        ])
    }

    func testALabelTooLongForTheBoxEndsWithAFootnoteNumberAndTheLegendGivesItWhole() throws {
        let text = "map { " + (1...30).map { "$0 * \($0)" }.joined(separator: " + ") + " }"
        let diagram = layout(trace(text))
        let lines = diagram.texts(.operatorLabel)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[2].hasSuffix("…¹"), lines[2])
        // The lines stay inside the box.
        let box = try XCTUnwrap(diagram.rects(.operatorBox).first)
        for run in diagram.textRuns where lines.contains(run.string) {
            let half = Double(run.string.count) * run.font.size * 0.6 / 2
            XCTAssertGreaterThanOrEqual(run.origin.x - half, box.x)
            XCTAssertLessThanOrEqual(run.origin.x + half, box.x + box.width)
        }
        XCTAssertEqual(diagram.texts(.legend).joined(separator: " ").replacingOccurrences(of: "  ", with: " "), "¹ " + text)
    }

    func testALabelThatFitsHasNoNumber() {
        let diagram = layout(trace("map { $0 * 2 }"))
        XCTAssertEqual(diagram.texts(.operatorLabel), ["map { $0 * 2 }"])
        XCTAssertEqual(diagram.texts(.legend), [])
    }
}
