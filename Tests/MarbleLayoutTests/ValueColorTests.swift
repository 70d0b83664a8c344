import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class ValueColorTests: XCTestCase {
    func testHashesOfZeroAndElevenCollideButTheirColoursDoNot() {
        // FNV-1 puts both "0" and "11" on entry 7 of 12.
        XCTAssertEqual(ValueColor.index(for: "0", count: 12), 7)
        XCTAssertEqual(ValueColor.index(for: "11", count: 12), 7)
        let colors = ValueColors(labels: ["0", "11"], palette: Theme.light.palette)
        // The first to appear keeps its hashed entry, the second takes the next free one.
        XCTAssertEqual(colors.index(for: "0"), 7)
        XCTAssertEqual(colors.index(for: "11"), 8)
        XCTAssertNotEqual(colors.fill(for: 0), colors.fill(for: 11))
    }

    func testResolutionFollowsOrderOfAppearanceAndSkipsTakenEntries() {
        // "1" → 6, "a" → 6 (taken: 7), "0" → 7 (taken: 8), "11" → 7 (taken 7, 8: 9).
        let colors = ValueColors(labels: ["1", "a", "0", "1", "11"], palette: Theme.light.palette)
        XCTAssertEqual(["1", "a", "0", "11"].map(colors.index(for:)), [6, 7, 8, 9])
    }

    func testEveryValueOfADiagramGetsItsOwnColourWhileThePaletteLasts() {
        let labels = (0..<12).map(String.init)
        let colors = ValueColors(labels: labels, palette: Theme.light.palette)
        XCTAssertEqual(Set(labels.map(colors.index(for:))).count, 12)
        // The thirteenth value has to share: it keeps its plain hash.
        let more = ValueColors(labels: labels + ["12"], palette: Theme.light.palette)
        XCTAssertEqual(more.index(for: "12"), ValueColor.index(for: "12", count: 12))
    }

    func testTheLayoutColoursEqualValuesAlikeAndCollidingValuesApart() {
        let trace = Trace(ticks: 6, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(1, 0), .value(3, 11)]),
            Lane("C", role: .subscriber, label: "", events: [.subscribe(0), .unlimited(0), .replay(0, 11, from: 3), .value(1, 0)]),
        ])
        let marbles = layout(trace).marbles
        let zero = marbles.filter { $0.label == "0" }
        XCTAssertEqual(zero.count, 2)
        XCTAssertEqual(zero[0].fill, zero[1].fill)
        let eleven = marbles.first { $0.label == "11" && $0.kind == .value }!
        XCTAssertNotEqual(zero[0].fill, eleven.fill)
        XCTAssertEqual(eleven.fill, Theme.light.palette[8])
    }

    func testColoursAreTheSameInBothThemes() {
        let trace = Trace(ticks: 4, lanes: [Lane("s", role: .subject, label: "", events: [.value(1, 0), .value(2, 11)])])
        XCTAssertEqual(layout(trace, theme: .light).marbles.map(\.fill), layout(trace, theme: .dark).marbles.map(\.fill))
    }
}
