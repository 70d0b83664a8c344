@testable import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A value lost at the tick its lane ends hangs on a short stem under the end's bar, which
/// stands on the line at exactly its tick: the axis gives the end's time. A bar through the
/// drop would cross its strike and outline; one at the bottom of a stem under the drop read
/// as a second end detached from the line; one beside the drop stood off its tick by the
/// drop's width (nearly two ticks beside a burst of drops, across the burst's deck).
final class DropAtTheEndTests: XCTestCase {
    private func diagram(_ last: TraceEvent...) -> DiagramLayout {
        layout(Trace(ticks: 11, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(3, 2), .value(8, 3), .finished(9)]),
            Lane("C", role: .subscriber, label: "", inputs: ["s"], events: [.subscribe(0)] + last + [.finished(9)]),
        ]))
    }

    /// The x of `tick`: where the axis labels it.
    private func x(of tick: Int, in layout: DiagramLayout) throws -> Double {
        let label = layout.elements(.axis).compactMap { element -> TextRun? in
            if case .text(let run) = element, run.string == "\(tick)" { return run } else { return nil }
        }
        return try XCTUnwrap(label.first, "tick \(tick) has no label").origin.x
    }

    /// Checks that the end's bar stands upright on C's line at tick 9 and the drop hangs
    /// clear under it on a stem from the line, at the tick; returns the two marks.
    @discardableResult
    private func assertHangsUnderTheBar(_ layout: DiagramLayout, deck: Double = 0, file: StaticString = #filePath,
                                        line: UInt = #line) throws -> (drop: Mark, finish: Mark) {
        let marks = layout.marks(onLane: "C")
        let drop = try XCTUnwrap(marks.first { $0.kind == .drop }, file: file, line: line)
        let finish = try XCTUnwrap(marks.first { $0.kind == .finished }, file: file, line: line)
        let tickX = try x(of: finish.tick, in: layout)
        let timeLine = try XCTUnwrap(layout.lines(.timeLine).first { $0.from.y == finish.center.y }, file: file, line: line)
        XCTAssertEqual(finish.center.x, tickX, accuracy: 1e-9, "the bar is at its tick", file: file, line: line)
        XCTAssertEqual(timeLine.to.x, finish.center.x, accuracy: 1e-9, "the line runs to the bar", file: file, line: line)
        XCTAssertGreaterThan(finish.frame.height, finish.frame.width, "upright", file: file, line: line)
        XCTAssertEqual(drop.center.x, tickX, accuracy: 1e-9, file: file, line: line)
        // Under the bar with a stem's length between them, a burst's deck (set off upwards)
        // included: nothing overlaps.
        XCTAssertEqual(drop.frame.minY - deck - finish.frame.maxY, LaneGeometry.endStem, accuracy: 1e-9, file: file, line: line)
        let stem = try XCTUnwrap(layout.lines(.stem).first { $0.from.x == tickX }, "a stem at the tick", file: file, line: line)
        XCTAssertEqual(stem.from.y, finish.center.y, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(stem.to.y, drop.center.y, accuracy: 1e-9, file: file, line: line)
        return (drop, finish)
    }

    func testADropLostAtTheFinishHangsUnderTheBarAtItsTick() throws {
        let layout = diagram(.drop(9, 3, .endedBeforeRequested))
        let (drop, finish) = try assertHangsUnderTheBar(layout)
        // The upstream's bar, through its last value at the same tick, lines up with C's.
        let upstreamFinish = try XCTUnwrap(layout.marks(onLane: "s").first { $0.kind == .finished })
        XCTAssertEqual(finish.center.x, upstreamFinish.center.x, accuracy: 1e-9)
        XCTAssertEqual(drop.frame.height, 28, accuracy: 1e-9)
        // The drop the end lost is no value the upstream's end became: no completion link at 9.
        XCTAssertFalse(layout.lines(.itemLink).contains { $0.from.x == finish.center.x })
    }

    func testALongDroppedStringHangsUnderTheBarAtItsTick() throws {
        let layout = diagram(.drop(9, "a long dropped value here, longer", .endedBeforeRequested))
        let (drop, _) = try assertHangsUnderTheBar(layout)
        XCTAssertGreaterThan(drop.frame.width, 100, "drawn as a pill")
    }

    func testABurstOfDropsHangsUnderTheBarAtItsTick() throws {
        let layout = diagram(.drop(9, 1), .drop(9, 2), .drop(9, 3), .drop(9, 4), .drop(9, 5), .drop(9, 6))
        let drops = layout.marks(onLane: "C").filter { $0.kind == .drop }
        XCTAssertEqual(drops.count, 1, "one burst mark")
        try assertHangsUnderTheBar(layout, deck: 2 * Burst.deckStep)
    }

    func testADropLostAtACancelHangsUnderItsMark() throws {
        let layout = layout(Trace(ticks: 6, lanes: [
            Lane("C", role: .subscriber, label: "", events: [.subscribe(0), .drop(4, 7), .cancel(4)]),
        ]))
        let marks = layout.marks(onLane: "C")
        let drop = try XCTUnwrap(marks.first { $0.kind == .drop })
        let cancel = try XCTUnwrap(marks.first { $0.kind == .cancel })
        XCTAssertEqual(cancel.center.x, try x(of: 4, in: layout), accuracy: 1e-9)
        XCTAssertEqual(drop.center.x, cancel.center.x, accuracy: 1e-9)
        XCTAssertGreaterThan(drop.frame.minY, cancel.frame.maxY)
    }

    func testALastValueKeepsTheBarThroughIt() throws {
        let marks = diagram(.value(9, 3)).marks(onLane: "C")
        let value = try XCTUnwrap(marks.first { $0.kind == .value })
        let finish = try XCTUnwrap(marks.first { $0.kind == .finished })
        XCTAssertLessThan(finish.frame.minY, value.center.y)
        XCTAssertGreaterThan(finish.frame.maxY, value.center.y)
    }
}
