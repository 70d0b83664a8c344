import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Subscribed and ended at one tick with nothing drawn there (`(^!)`, `(^|)`): caret and end
/// mark stand side by side, in that order, centred on the tick, never one above the other.
final class SubscribeCancelGroupTests: XCTestCase {
    func testCaretAndCancelStandSideBySideCentredOnTheirTick() throws {
        let diagram = layout(Trace(ticks: 5, lanes: [
            Lane("b", role: .operator, label: "a.scan(10, +)", events: [.subscribe(2), .cancel(2)]),
            Lane("C", role: .subscriber, label: "a.sink()", events: [.subscribe(2), .value(3, 1)]),
        ]))
        let caret = try XCTUnwrap(diagram.marks.first { $0.lane == "b" && $0.kind == .subscribe })
        let cancel = try XCTUnwrap(diagram.marks.first { $0.lane == "b" && $0.kind == .cancel })
        // Tick 2's x: where C's caret, alone at that tick, stands.
        let tickX = try XCTUnwrap(diagram.marks.first { $0.lane == "C" && $0.kind == .subscribe }).center.x
        XCTAssertEqual((caret.center.x + cancel.center.x) / 2, tickX, accuracy: 0.001)
        // Their horizontal extents do not overlap: no reading them as one glyph.
        XCTAssertLessThan(caret.frame.maxX, cancel.frame.minX)
        // The stub of line runs from the caret to the cancel mark.
        let lineY = cancel.center.y
        let stub = try XCTUnwrap(diagram.lines(.timeLine).first { $0.from.y == lineY })
        XCTAssertEqual(stub.from.x, caret.center.x, accuracy: 0.001)
        XCTAssertEqual(stub.to.x, cancel.center.x, accuracy: 0.001)
        // The cancel() leader points up at the mark.
        let leader = try XCTUnwrap(diagram.arrowTips(.cancelLabel).first)
        XCTAssertEqual(leader.x, cancel.center.x, accuracy: 0.001)
    }

    /// A late subscriber to a finished subject: above its caret, the bar read as finishing
    /// before subscribing.
    func testCaretAndFinishedBarStandSideBySideInThatOrder() throws {
        let diagram = layout(Trace(ticks: 5, lanes: [
            Lane("E", role: .subscriber, label: "s.sink(at: 2)", events: [.subscribe(2), .unlimited(2), .finished(2)]),
            Lane("C", role: .subscriber, label: "a.sink()", events: [.subscribe(2), .value(3, 1)]),
        ]))
        let caret = try XCTUnwrap(diagram.marks.first { $0.lane == "E" && $0.kind == .subscribe })
        let bar = try XCTUnwrap(diagram.marks.first { $0.lane == "E" && $0.kind == .finished })
        let tickX = try XCTUnwrap(diagram.marks.first { $0.lane == "C" && $0.kind == .subscribe }).center.x
        XCTAssertEqual((caret.center.x + bar.center.x) / 2, tickX, accuracy: 0.001)
        XCTAssertLessThan(caret.frame.maxX, bar.frame.minX)
        let stub = try XCTUnwrap(diagram.lines(.timeLine).first { $0.from.y == bar.center.y })
        XCTAssertEqual(stub.from.x, caret.center.x, accuracy: 0.001)
        XCTAssertEqual(stub.to.x, bar.center.x, accuracy: 0.001)
    }
}
