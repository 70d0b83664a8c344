import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// `--no-legend`: the kinds of marks are no longer explained; values cut short still are.
final class LegendToggleTests: XCTestCase {
    private let trace = Trace(ticks: 4, lanes: [
        Lane("C", role: .subscriber, label: "s.sink(demand: 1)", events: [
            .subscribe(0), .request(0, 1), .value(1, 1), .drop(2, 2), .replay(3, .string(String(repeating: "long value ", count: 40)), from: 0),
        ]),
    ])

    private func legendTexts(showing: Bool) -> [String] {
        var theme = Theme.light
        theme.showsLegend = showing
        let diagram = DiagramLayouter.layout(trace, theme: theme, measurer: FixedWidthMeasurer())
        return diagram.textRuns.filter { $0.font == theme.legendFont }.map(\.string)
    }

    func testTheLegendExplainsKindsOnlyWhenShown() {
        let shown = legendTexts(showing: true)
        let hidden = legendTexts(showing: false)
        XCTAssertTrue(shown.contains("dropped: no demand"), "\(shown)")
        XCTAssertTrue(shown.contains("replayed on subscription; a dashed link leads to where it was first emitted"), "\(shown)")
        XCTAssertFalse(hidden.contains("dropped: no demand"), "\(hidden)")
        XCTAssertFalse(hidden.contains("replayed on subscription; a dashed link leads to where it was first emitted"), "\(hidden)")
        // The footnote giving the long value stays, whole, over as many rows as it needs.
        XCTAssertEqual(hidden.count, 5, "\(hidden)")
        XCTAssertEqual(hidden.joined(), "¹ " + String(repeating: "long value ", count: 40), "\(hidden)")
    }
}
