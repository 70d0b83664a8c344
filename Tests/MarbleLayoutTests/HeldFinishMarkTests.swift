import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A held finish is a dashed finish bar where the hold began, explained in the legend.
final class HeldFinishMarkTests: XCTestCase {
    private func trace(released: Bool) -> Trace {
        Trace(ticks: 11, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(1, 1), .finished(8)]),
            Lane("b", role: .operator, label: "", inputs: ["s"],
                 steps: [OperatorStep(name: "buffer", text: "buffer(size: 2)", mapsTickToTick: false)],
                 events: [.subscribe(0), .value(1, 1), .finishHeld(8), .value(9, 3)] + (released ? [.finished(9)] : [])),
        ])
    }

    func testTheHoldIsADashedBarWhereTheUpstreamFinished() throws {
        let diagram = layout(trace(released: true))
        let held = try XCTUnwrap(diagram.marks(onLane: "b").first { $0.kind == .finishHeld })
        XCTAssertEqual(held.tick, 8)
        XCTAssertEqual(held.tooltip, "finished upstream at tick 8, held until tick 9")
        let s8 = try XCTUnwrap(diagram.marks(onLane: "s").first { $0.kind == .finished })
        XCTAssertEqual(held.center.x, s8.center.x, accuracy: 1e-9)
        let dashed = diagram.elements(.finish).filter { element in
            guard case .line(let from, let to, let stroke) = element else { return false }
            return stroke.dash == [3, 2.5] && from.x == held.center.x && to.x == held.center.x
        }
        XCTAssertEqual(dashed.count, 1)
        XCTAssertEqual(diagram.marks(onLane: "b").filter { $0.kind == .finished }.map(\.tick), [9])
    }

    func testAHoldNeverReleasedSaysSoAndTheLegendExplainsIt() throws {
        let diagram = layout(trace(released: false))
        let held = try XCTUnwrap(diagram.marks(onLane: "b").first { $0.kind == .finishHeld })
        XCTAssertEqual(held.tooltip, "finished upstream at tick 8, held to the end: no demand was left for it")
        XCTAssertEqual(diagram.texts(.legend), [
            "finish held: finished upstream, let through once the held values are handed on with demand left",
        ])
    }
}
