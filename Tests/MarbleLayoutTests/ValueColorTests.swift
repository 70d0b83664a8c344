import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class ValueColorTests: XCTestCase {
    private let palette = Theme.light.palette

    func testHashesOfZeroAndIdleCollideButTheirColoursDoNot() {
        // FNV-1 puts both "0" and "idle" on entry 7 of 8.
        XCTAssertEqual(ValueColor.index(for: "0", count: 8), 7)
        XCTAssertEqual(ValueColor.index(for: "idle", count: 8), 7)
        let colors = ValueColors(labels: ["0", "idle"], palette: palette)
        // The first to appear keeps its hashed entry, the second takes the free one that
        // looks least like it.
        XCTAssertEqual(colors.index(for: "0"), 7)
        XCTAssertEqual(colors.index(for: "idle"), 0)
        XCTAssertNotEqual(colors.fill(for: 0), colors.fill(for: "idle"))
    }

    /// The pairs, 0 and 5, idle and reset: apart to normal vision and with red-green
    /// colour blindness, by at least the distance a kept hash needs.
    func testValuesOfALaneLookApartToEveryVision() {
        for labels in [["0", "5"], ["idle", "reset"], ["0", "5", "idle", "reset"]] {
            let colors = ValueColors(labels: labels, palette: palette)
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] {
                    let distance = ColorDistance.perceived(colors.fill(for: .string(a)), colors.fill(for: .string(b)))
                    XCTAssertGreaterThanOrEqual(distance, 20, "\(a) and \(b)")
                }
            }
        }
        XCTAssertEqual(["0", "5", "idle", "reset"].map(ValueColors(labels: ["0", "5", "idle", "reset"], palette: palette).index(for:)),
                       [7, 2, 0, 5])
    }

    /// No two entries of the palette are closer than ΔE 10 to any of the three visions
    /// (the pastels before it had pairs 2 apart to a colour-blind reader).
    func testThePaletteStaysApartWithRedGreenColourBlindness() {
        for (i, a) in palette.enumerated() {
            for b in palette[(i + 1)...] {
                XCTAssertGreaterThan(ColorDistance.perceived(a, b), 10, "\(a) and \(b)")
            }
        }
        XCTAssertLessThan(ColorDistance.perceived(RGBA(hex: 0xB8B5F3), RGBA(hex: 0xD2B1EF)), 3)
    }

    func testEveryValueOfADiagramGetsItsOwnColourWhileThePaletteLasts() {
        let labels = (0..<8).map(String.init)
        let colors = ValueColors(labels: labels, palette: palette)
        XCTAssertEqual(Set(labels.map(colors.index(for:))).count, 8)
        // The ninth value has to share: it keeps its plain hash.
        let more = ValueColors(labels: labels + ["12"], palette: palette)
        XCTAssertEqual(more.index(for: "12"), ValueColor.index(for: "12", count: 8))
    }

    /// Past the palette's eight entries, values of one lane still differ where they can.
    func testOnceThePaletteIsUsedUpValuesOfOneLaneStillDiffer() throws {
        let labels = (0..<8).map(String.init) + ["(3, y)"]
        // Without lanes the ninth value keeps its hash, the entry of one of the eight.
        let plain = ValueColors(labels: labels, palette: palette)
        XCTAssertEqual(plain.index(for: "(3, y)"), ValueColor.index(for: "(3, y)", count: 8))
        let clash = try XCTUnwrap(labels.dropLast().first { plain.index(for: $0) == plain.index(for: "(3, y)") })
        // On one lane with that value, it takes another.
        let lanes = Dictionary(uniqueKeysWithValues: labels.map { ($0, Set([$0 == "(3, y)" || $0 == clash ? 1 : 0])) })
        let colors = ValueColors(labels: labels, palette: palette, lanes: lanes)
        XCTAssertNotEqual(colors.index(for: "(3, y)"), colors.index(for: clash))
    }

    func testTheLayoutColoursEqualValuesAlikeAndCollidingValuesApart() {
        let trace = Trace(ticks: 6, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(1, 0), .value(3, "idle")]),
            Lane("C", role: .subscriber, label: "", events: [.subscribe(0), .unlimited(0), .replay(0, "idle", from: 3), .value(1, 0)]),
        ])
        let marbles = layout(trace).marbles
        let zero = marbles.filter { $0.label == "0" }
        XCTAssertEqual(zero.count, 2)
        XCTAssertEqual(zero[0].fill, zero[1].fill)
        let idle = marbles.first { $0.label == "idle" && $0.kind == .value }!
        XCTAssertNotEqual(zero[0].fill, idle.fill)
        XCTAssertEqual(idle.fill, palette[0])
    }

    func testColoursAreTheSameInBothThemes() {
        let trace = Trace(ticks: 4, lanes: [Lane("s", role: .subject, label: "", events: [.value(1, 0), .value(2, 11)])])
        XCTAssertEqual(layout(trace, theme: .light).marbles.map(\.fill), layout(trace, theme: .dark).marbles.map(\.fill))
    }
}
