import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A value lost at the tick its lane ends sits on the line at its tick, and the end's bar
/// stands on the line just right of it, the line running on through the drop to the bar: a
/// bar through the drop would cross its strike and outline, and one hung on a stem under it
/// (as it was) read as a second end detached from the line.
final class DropAtTheEndTests: XCTestCase {
    private func diagram(_ last: TraceEvent) -> DiagramLayout {
        layout(Trace(ticks: 11, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(3, 2), .value(8, 3), .finished(9)]),
            Lane("C", role: .subscriber, label: "", inputs: ["s"], events: [.subscribe(0), last, .finished(9)]),
        ]))
    }

    func testADropLostAtTheFinishHasTheBarBesideItOnTheLine() throws {
        let layout = diagram(.drop(9, 3, .endedBeforeRequested))
        let marks = layout.marks(onLane: "C")
        let drop = try XCTUnwrap(marks.first { $0.kind == .drop })
        let finish = try XCTUnwrap(marks.first { $0.kind == .finished })
        let upstreamFinish = try XCTUnwrap(layout.marks(onLane: "s").first { $0.kind == .finished })
        // The drop at the tick, on the line; the bar upright, its centre the drop's outline
        // (radius 14), the terminal gap (5) and the bar's half width (3) right of the tick.
        XCTAssertEqual(drop.center.x, upstreamFinish.center.x, accuracy: 1e-9)
        XCTAssertEqual(finish.center.y, drop.center.y, accuracy: 1e-9)
        XCTAssertEqual(finish.center.x, drop.center.x + 14 + 5 + finish.frame.width / 2, accuracy: 1e-9)
        XCTAssertGreaterThan(finish.frame.height, finish.frame.width)
        XCTAssertGreaterThan(finish.frame.minX, drop.frame.maxX)
        // The line runs to the bar; nothing hangs on a stem.
        let line = try XCTUnwrap(layout.lines(.timeLine).first { $0.from.y == drop.center.y })
        XCTAssertEqual(line.to.x, finish.center.x, accuracy: 1e-9)
        XCTAssertTrue(layout.lines(.stem).isEmpty)
    }

    func testALastValueKeepsTheBarThroughIt() throws {
        let marks = diagram(.value(9, 3)).marks(onLane: "C")
        let value = try XCTUnwrap(marks.first { $0.kind == .value })
        let finish = try XCTUnwrap(marks.first { $0.kind == .finished })
        XCTAssertLessThan(finish.frame.minY, value.center.y)
        XCTAssertGreaterThan(finish.frame.maxY, value.center.y)
    }
}
