import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class DensityTests: XCTestCase {
    func testNoTwoMarblesOverlapWhenDense() {
        for (ticks, lanes) in [(5, 1), (30, 4), (120, 6), (500, 15)] {
            let diagram = layout(RandomTraces.dense(ticks: ticks, lanes: lanes, seed: UInt64(ticks)))
            XCTAssertFalse(diagram.marbles.isEmpty)
            assertNoOverlap(diagram.marbles)
        }
    }

    func testHugeAxesAreCappedAndEverythingStaysOnTheCanvas() {
        let diagram = layout(RandomTraces.dense(ticks: 500, lanes: 15, seed: 7))
        XCTAssertLessThanOrEqual(diagram.size.width, Theme.light.maxPlotWidth + 600)
        let canvas = Rect(x: 0, y: 0, width: diagram.size.width, height: diagram.size.height)
        for mark in diagram.marks {
            XCTAssertTrue(canvas.contains(Point(x: mark.frame.minX, y: mark.frame.minY)), "\(mark)")
            XCTAssertTrue(canvas.contains(Point(x: mark.frame.maxX, y: mark.frame.maxY)), "\(mark)")
        }
    }

    func testLabelsThatCannotFitAreShortenedWithATooltip() {
        let trace = Trace(ticks: 100, lanes: [
            Lane("w", role: .subject, label: "", events: (0..<100).map { .value($0, .string("a very long label \($0)")) }),
        ])
        let diagram = layout(trace)
        assertNoOverlap(diagram.marbles)
        let shortened = diagram.marbles.filter { $0.tooltip != nil }
        XCTAssertFalse(shortened.isEmpty)
        let legend = Set(diagram.textRuns.filter { $0.font == Theme.light.legendFont }.map(\.string))
        for mark in shortened {
            XCTAssertTrue(mark.tooltip!.hasPrefix("a very long label"))
            guard !mark.label!.isEmpty, !mark.label!.hasSuffix("…") else { continue }
            // `a ver…¹²`: a prefix, an ellipsis, and the footnote number the legend explains.
            let parts = mark.label!.split(separator: "…", omittingEmptySubsequences: false)
            XCTAssertEqual(parts.count, 2, mark.label!)
            XCTAssertTrue(mark.tooltip!.hasPrefix(String(parts[0])))
            XCTAssertTrue(legend.contains(String(parts[1]) + " " + mark.tooltip!), "no legend entry for \(mark.label!)")
        }
        // Forty values are numbered; the other sixty are counted.
        XCTAssertEqual(shortened.filter { $0.label!.contains("…⁴⁰") }.count, 1)
        XCTAssertFalse(shortened.contains { $0.label!.contains("…⁴¹") })
        XCTAssertTrue(legend.contains("and 60 more values cut short: full text on hover in the SVG"))
    }

    func testAxisLabelsThinOutWhenTicksAreDense() {
        let diagram = layout(RandomTraces.dense(ticks: 500, lanes: 2, seed: 3))
        let axis = diagram.textRuns.filter { $0.font == Theme.light.axisFont && Int($0.string) != nil }
        XCTAssertLessThan(axis.count, 120)
        XCTAssertEqual(axis.first?.string, "0")
        for (a, b) in zip(axis, axis.dropFirst()) {
            let widthA = FixedWidthMeasurer().measure(a.string, font: a.font).width
            XCTAssertGreaterThan(b.origin.x - a.origin.x, widthA)
        }
    }

    func testValueColorsAreStable() {
        // FNV-1 of "1" … "6" modulo 12: six different palette entries, the same in every process.
        XCTAssertEqual((1...6).map { ValueColor.index(for: String($0), count: 12) }, [6, 5, 4, 3, 2, 1])
        XCTAssertEqual(ValueColor.index(for: "complete", count: 12), 8)
        XCTAssertEqual(Set(["11", "13", "16", "20"].map { ValueColor.index(for: $0, count: 12) }).count, 4)
    }
}
