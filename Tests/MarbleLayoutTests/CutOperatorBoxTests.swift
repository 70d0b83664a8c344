@testable import MarbleLayout
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

    func testALabelTooLongForTheBoxIsShownShortWithItsNameAndTheLegendGivesItWhole() throws {
        // Cut in the closure, the box showed a bare `}…¹`; short, it keeps the operator.
        let text = "map { " + (1...30).map { "$0 * \($0)" }.joined(separator: " + ") + " }"
        let diagram = layout(trace(text))
        XCTAssertEqual(diagram.texts(.operatorLabel), ["map { … }¹"])
        XCTAssertEqual(diagram.texts(.legend).joined(separator: " ").replacingOccurrences(of: "  ", with: " "), "¹ " + text)
    }

    func testAShortFormKeepsTheFirstArgumentsLabel() {
        let text = "receive(on: " + (1...12).map { "Scheduler\($0)" }.joined(separator: ".") + ")"
        XCTAssertEqual(layout(trace(text)).texts(.operatorLabel), ["receive(on: …)¹"])
    }

    func testAChainTooLongEvenShortEndsWithAFootnoteNumber() throws {
        let text = (1...30).map { "op\($0)(x)" }.joined(separator: ".")
        let diagram = layout(trace(text))
        let lines = diagram.texts(.operatorLabel)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].hasPrefix("op1(x)."), lines[0])
        XCTAssertTrue(lines[2].hasSuffix("…¹"), lines[2])
        // The lines stay inside the box.
        let box = try XCTUnwrap(diagram.rects(.operatorBox).first)
        for run in diagram.textRuns where lines.contains(run.string) {
            let half = Double(run.string.count) * run.font.size * 0.6 / 2
            XCTAssertGreaterThanOrEqual(run.origin.x - half, box.x)
            XCTAssertLessThanOrEqual(run.origin.x + half, box.x + box.width)
        }
        // (The legend wraps it before a call.)
        XCTAssertEqual(diagram.texts(.legend).joined().replacingOccurrences(of: " ", with: ""), "¹" + text)
    }

    func testInANarrowPlotTheInputsNamesStandAboveTheLabel() throws {
        // Two ticks: beside `subjectA ▸`, centred, the label had no room and was cut to `…¹`.
        let diagram = layout(Trace(ticks: 2, lanes: [
            Lane("subjectA", role: .subject, label: "", events: [.value(0, 1)]),
            Lane("t", role: .subject, label: "", events: [.value(0, 2)]),
            Lane("b", role: .operator, label: "", inputs: ["subjectA"],
                 steps: [OperatorStep(name: "subscribe", text: "subscribe", mapsTickToTick: false)], events: [.subscribe(0), .value(0, 1)]),
        ]))
        let box = try XCTUnwrap(diagram.rects(.operatorBox).first)
        let runs = diagram.elements(.operatorLabel).compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        XCTAssertEqual(runs.map(\.string), ["subjectA ▸", "subscribe"])
        XCTAssertEqual(runs.map(\.anchor), [.middle, .middle])
        XCTAssertEqual(runs.map(\.origin.x), [box.center.x, box.center.x])
        XCTAssertLessThan(runs[0].origin.y, runs[1].origin.y)
        XCTAssertEqual(diagram.texts(.legend), [])
    }

    func testANameGivenNothingLosesItsEmptyParenthesesBeforeItIsCut() throws {
        // Two ticks, as in the seed book's testMulticastSubject, where `autoconnect()` had no
        // short form and was cut inside its name (`autoconnec…²`). Here the box holds 21.9
        // characters (160.8 - 2 × 8 pt, 0.6 × 11 pt each): 22 did not fit, and the cut took
        // the name's last letters.
        let diagram = layout(Trace(ticks: 2, lanes: [
            Lane("m", role: .operator, label: "", events: [.subscribe(0), .value(0, 1)]),
            Lane("b", role: .operator, label: "", inputs: ["m"],
                 steps: [OperatorStep(name: "autoconnect", text: "autoconnectWhenReady()", mapsTickToTick: true)],
                 events: [.subscribe(0), .value(0, 1)]),
        ]))
        XCTAssertEqual(diagram.rects(.operatorBox).first?.width, 160.8)
        XCTAssertEqual(diagram.texts(.operatorLabel), ["autoconnectWhenReady¹"])
        XCTAssertEqual(diagram.texts(.legend).joined(separator: " ").replacingOccurrences(of: "  ", with: " "), "¹ autoconnectWhenReady()")
        // A call given something keeps its parentheses (elided), and so does one inside a
        // closure: only the chain's own calls given nothing lose them.
        XCTAssertEqual(LabelElision.shortForms("multicast { PassthroughSubject() }.autoconnect()"),
                       ["multicast { PassthroughSubject() }.autoconnect", "multicast { … }.autoconnect()", "multicast { … }.autoconnect"])
    }

    func testALabelThatFitsHasNoNumber() {
        let diagram = layout(trace("map { $0 * 2 }"))
        XCTAssertEqual(diagram.texts(.operatorLabel), ["map { $0 * 2 }"])
        XCTAssertEqual(diagram.texts(.legend), [])
    }
}
