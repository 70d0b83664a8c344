import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// The expected lane of a diff diagram: faded, dashed, the differing marks ringed.
final class GhostLaneTests: XCTestCase {
    private let trace = Trace(ticks: 7, lanes: [
        Lane("C", role: .subscriber, label: "b.sink()", events: [.subscribe(0), .value(1, 11), .value(5, 16), .finished(6)]),
        Lane("C expected", role: .subscriber, label: "", events: [.value(1, 11), .value(5, 15), .finished(6)]),
    ])
    private let red = RGBA(hex: 0xE0245E)

    func testTheGhostLaneFadesTowardsTheBackgroundAndTheOtherLaneStays() throws {
        let plain = layout(trace)
        let ghosted = plain.ghosting(lane: "C expected", above: "C", ringing: [], kinds: [.value], color: red, background: Theme.light.background)
        let ghostMark = try XCTUnwrap(plain.marks.first { $0.lane == "C expected" && $0.tick == 5 })
        let fills = { (diagram: DiagramLayout) in
            diagram.elements.compactMap { element -> RGBA? in
                guard case .circle(let center, _, let fill, _) = element, center == ghostMark.center else { return nil }
                return fill
            }
        }
        let before = try XCTUnwrap(fills(plain).first)
        XCTAssertEqual(fills(ghosted).first, before.mixed(with: Theme.light.background, amount: 0.6))
        // The actual lane's marble at the same tick is untouched.
        let actual = try XCTUnwrap(plain.marks.first { $0.lane == "C" && $0.tick == 5 })
        let actualFills = { (diagram: DiagramLayout) in
            diagram.elements.filter { if case .circle(let c, _, _, _) = $0 { return c == actual.center } else { return false } }
        }
        XCTAssertEqual(actualFills(ghosted), actualFills(plain))
        // Its line is dashed.
        let dashedLines = ghosted.elements.filter { element in
            guard case .line(let from, let to, let stroke) = element else { return false }
            return from.y == ghostMark.center.y && to.y == ghostMark.center.y && !stroke.dash.isEmpty
        }
        XCTAssertFalse(dashedLines.isEmpty)
        XCTAssertEqual(ghosted.elements.count, plain.elements.count)
    }

    func testDifferingMarksOfTheGivenKindsAreRinged() {
        let plain = layout(trace)
        let ghosted = plain.ghosting(lane: "C expected", above: "C", ringing: [("C", 5), ("C expected", 5), ("C", 0)],
                                     kinds: [.value], color: red, background: Theme.light.background)
        let rings = ghosted.elements.compactMap { element -> Point? in
            guard case .circle(let center, _, nil, let stroke?) = element, stroke.color == red else { return nil }
            return center
        }
        // The subscription at 0 is not a value: it is not ringed.
        XCTAssertEqual(rings, [("C", 5), ("C expected", 5)].map { lane, tick in
            plain.marks.first { $0.lane == lane && $0.tick == tick }!.center
        })
    }
}
