import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A failed pasted assertion in a diff diagram: a bar across the lanes that filled what it
/// reads, at the tick it was checked, and a legend row saying what it expected and got.
final class AssertionFlagTests: XCTestCase {
    private let trace = Trace(ticks: 12, lanes: [
        Lane("query", role: .subject, label: "PassthroughSubject<String, Never>()", events: [.value(2, .string("com")), .value(11, .string("x"))]),
        Lane("sink1", role: .subscriber, label: "query.sink { searches.append($0) }",
             events: [.subscribe(0), .value(4, .string("com")), .value(11, .string("x"))]),
    ])
    private let red = RGBA(hex: 0xE0245E)
    private let text = #"line 32 failed here: searches: expected ["com", "comb"], got ["com"] at tick 11"#

    func testTheBarCrossesTheFillingLaneAtTheAssertionsTick() throws {
        let plain = layout(trace)
        let flagged = plain.flaggingAssertion(lanes: ["sink1", "nowhere"], at: 11, text: text, color: red, theme: .light)
        let at11 = try XCTUnwrap(plain.marks.first { $0.lane == "sink1" && $0.tick == 11 }).center
        let stroke = Stroke(color: red, width: 2.5)
        // One bar: the lane the layout does not have is skipped.
        XCTAssertEqual(flagged.elements(.assertionFlag), [
            .line(from: Point(x: at11.x, y: at11.y - 18), to: Point(x: at11.x, y: at11.y + 18), stroke: stroke),
        ])
        let legendTexts = flagged.elements(.legend).compactMap { element -> String? in
            if case .text(let run) = element { return run.string } else { return nil }
        }
        XCTAssertEqual(legendTexts, [text])
        let icon = try XCTUnwrap(flagged.elements(.legend).first)
        guard case .line(let from, let to, let iconStroke) = icon else { return XCTFail("the icon is a bar: \(icon)") }
        XCTAssertEqual([from.x, to.y - from.y], [Theme.light.margin + 6.5, 13])
        XCTAssertEqual(iconStroke, stroke)
        // The canvas grows to hold the row, its background with it.
        XCTAssertGreaterThan(flagged.size.height, plain.size.height)
        XCTAssertEqual(flagged.elements(.background).first, .rect(Rect(x: 0, y: 0, width: flagged.size.width, height: flagged.size.height),
                                                                 cornerRadius: 0, fill: Theme.light.background, stroke: nil))
        // Nothing of the diagram itself changes.
        XCTAssertEqual(flagged.items.filter { $0.role != .legend && $0.role != .assertionFlag && $0.role != .background },
                       plain.items.filter { $0.role != .background })
    }
}
