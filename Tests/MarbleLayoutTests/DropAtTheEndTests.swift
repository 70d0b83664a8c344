import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A value lost at the tick its lane ends hangs on a stem with the end under it, clear of the
/// finish bar, which would otherwise cross its strike and outline.
final class DropAtTheEndTests: XCTestCase {
    private func diagram(_ last: TraceEvent) -> DiagramLayout {
        layout(Trace(ticks: 11, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(3, 2), .value(8, 3), .finished(9)]),
            Lane("C", role: .subscriber, label: "", inputs: ["s"], events: [.subscribe(0), last, .finished(9)]),
        ]))
    }

    func testADropLostAtTheFinishIsClearOfTheFinishBar() throws {
        let marks = diagram(.drop(9, 3, .endedBeforeRequested)).marks(onLane: "C")
        let drop = try XCTUnwrap(marks.first { $0.kind == .drop })
        let finish = try XCTUnwrap(marks.first { $0.kind == .finished })
        XCTAssertEqual(finish.center.x, drop.center.x, accuracy: 1e-9)
        XCTAssertGreaterThan(finish.frame.minY, drop.frame.maxY)
        // Lying across the stem under the drop.
        XCTAssertGreaterThan(finish.frame.width, finish.frame.height)
    }

    func testALastValueKeepsTheBarThroughIt() throws {
        let marks = diagram(.value(9, 3)).marks(onLane: "C")
        let value = try XCTUnwrap(marks.first { $0.kind == .value })
        let finish = try XCTUnwrap(marks.first { $0.kind == .finished })
        XCTAssertLessThan(finish.frame.minY, value.center.y)
        XCTAssertGreaterThan(finish.frame.maxY, value.center.y)
    }
}
