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
        XCTAssertTrue(shown.contains("replayed on a later request; a dashed link leads to where it was first emitted"), "\(shown)")
        XCTAssertFalse(hidden.contains("dropped: no demand"), "\(hidden)")
        XCTAssertFalse(hidden.contains("replayed on a later request; a dashed link leads to where it was first emitted"), "\(hidden)")
        // The footnote giving the long value stays, whole, over as many rows as it needs.
        XCTAssertEqual(hidden.count, 5, "\(hidden)")
        // Lines end at a space, which they leave out.
        XCTAssertEqual(hidden.joined(separator: " "), "¹ " + String(repeating: "long value ", count: 40).dropLast(), "\(hidden)")
    }

    private func legend(_ events: [TraceEvent]) -> [String] {
        let trace = Trace(ticks: 8, lanes: [Lane("C", role: .subscriber, label: "s.sink()", events: events)])
        let diagram = DiagramLayouter.layout(trace, theme: .light, measurer: FixedWidthMeasurer())
        return diagram.textRuns.filter { $0.font == Theme.light.legendFont }.map(\.string)
    }

    /// The legend says when the replays came: at the subscription, at a later request, or
    /// both; and that a value replayed at the tick it was emitted (or an initial value) has
    /// no link to follow.
    func testTheReplayEntrySaysWhenAndWhetherALinkLeadsAnywhere() {
        XCTAssertEqual(legend([.subscribe(2), .replay(2, 1, from: 1)]),
                       ["replayed on subscription; a dashed link leads to where it was first emitted"])
        XCTAssertEqual(legend([.subscribe(0), .request(0, 0), .request(5, 1), .replay(5, 1, from: 1)]),
                       ["replayed on a later request; a dashed link leads to where it was first emitted"])
        XCTAssertEqual(legend([.subscribe(0), .replay(0, 0, from: 0), .request(5, 1), .replay(5, 1, from: 1)]),
                       ["replayed on subscription or on a later request; a dashed link leads to where it was first emitted, when that was earlier"])
    }

    /// A CurrentValueSubject's held values that never reached the subscriber: each reason
    /// has its own entry.
    func testHeldValuesLostHaveTheirOwnEntries() {
        XCTAssertEqual(legend([.subscribe(0), .drop(1, 0, .overwritten), .drop(3, 1, .endedBeforeRequested), .finished(3)]),
                       ["dropped: overwritten before requested", "dropped: ended before requested"])
    }

    /// An AsyncSubject's values it never emits: superseded by the next, or lost at its failure.
    func testAnAsyncSubjectsLostValuesHaveTheirOwnEntries() {
        XCTAssertEqual(legend([.drop(3, 1, .superseded), .drop(5, 2, .lostAtFailure), .failure(5, "boom")]),
                       ["dropped: superseded before completion", "dropped: lost at the failure"])
    }
}
