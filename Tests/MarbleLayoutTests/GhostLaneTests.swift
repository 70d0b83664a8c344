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
        let ghosted = plain.ghosting(lane: "C expected", above: "C", ringing: [], kinds: [.value], color: red, theme: .light)
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
                                     kinds: [.value], color: red, theme: .light)
        let rings = ghosted.elements(.differenceRing).compactMap { element -> Point? in
            guard case .circle(let center, _, nil, let stroke?) = element, stroke.color == red else { return nil }
            return center
        }
        // The subscription at 0 is not a value: it is not ringed.
        XCTAssertEqual(rings, [("C", 5), ("C expected", 5)].map { lane, tick in
            plain.marks.first { $0.lane == lane && $0.tick == tick }!.center
        })
    }

    func testTheGhostLineStartsWhereTheActualLaneSubscribesWhenNoSubscriptionIsExpected() throws {
        let late = Trace(ticks: 7, lanes: [
            Lane("D", role: .subscriber, label: "s.sink(at: 3)", events: [.subscribe(3), .value(5, 16), .finished(6)]),
            Lane("D expected", role: .subscriber, label: "", events: [.value(5, 15), .finished(6)]),
        ])
        let plain = layout(late)
        let ghosted = plain.ghosting(lane: "D expected", above: "D", ringing: [], kinds: [.value], color: red, theme: .light)
        let caret = try XCTUnwrap(plain.marks.first { $0.lane == "D" && $0.kind == .subscribe })
        let ghostY = try XCTUnwrap(plain.marks.first { $0.lane == "D expected" }).center.y
        let ghostLine = try XCTUnwrap(ghosted.lines(.timeLine).first { $0.from.y == ghostY })
        XCTAssertEqual(ghostLine.from.x, caret.center.x)
        // Before ghosting it ran from the axis' start, as a hot subject's line does.
        XCTAssertLessThan(try XCTUnwrap(plain.lines(.timeLine).first { $0.from.y == ghostY }).from.x, caret.center.x - 10)
    }

    func testTheGhostLineStartsAtTheExpectedSubscription() throws {
        let late = Trace(ticks: 7, lanes: [
            Lane("D", role: .subscriber, label: "s.sink(at: 3)", events: [.subscribe(3), .finished(6)]),
            Lane("D expected", role: .subscriber, label: "", events: [.subscribe(2), .finished(6)]),
        ])
        let plain = layout(late)
        let ghosted = plain.ghosting(lane: "D expected", above: "D", ringing: [("D", 3), ("D expected", 2)], kinds: [.subscribe],
                                     color: red, theme: .light)
        let expected = try XCTUnwrap(plain.marks.first { $0.lane == "D expected" && $0.kind == .subscribe })
        let ghostY = try XCTUnwrap(plain.marks.first { $0.lane == "D expected" && $0.kind == .finished }).center.y
        XCTAssertEqual(try XCTUnwrap(ghosted.lines(.timeLine).first { $0.from.y == ghostY }).from.x, expected.center.x)
    }

    func testRingsHaveALegendEntryUnderEverythingAndTheCanvasGrowsToHoldIt() throws {
        let plain = layout(trace)
        let unringed = plain.ghosting(lane: "C expected", above: "C", ringing: [], kinds: [.value], color: red, theme: .light)
        XCTAssertFalse(unringed.texts(.legend).contains(DiagramLayout.ringLegendText))
        let ghosted = plain.ghosting(lane: "C expected", above: "C", ringing: [("C", 5)], kinds: [.value], color: red, theme: .light)
        XCTAssertEqual(ghosted.texts(.legend), [DiagramLayout.ringLegendText])
        let icon = try XCTUnwrap(ghosted.elements(.legend).compactMap { element -> (Point, Double, Stroke?)? in
            if case .circle(let center, let radius, nil, let stroke) = element { return (center, radius, stroke) } else { return nil }
        }.first)
        XCTAssertEqual(icon.2?.color, red)
        let axisBottom = try XCTUnwrap(ghosted.elements(.axis).compactMap { element -> Double? in
            if case .text(let run) = element { return run.origin.y } else { return nil }
        }.max())
        XCTAssertGreaterThan(icon.0.y - icon.1, axisBottom)
        XCTAssertLessThanOrEqual(icon.0.y + icon.1, ghosted.size.height - Theme.light.margin)
        XCTAssertGreaterThan(ghosted.size.height, plain.size.height)
        XCTAssertEqual(ghosted.rects(.background).first?.height, ghosted.size.height)
    }

    /// Two failing lanes ghost the diagram twice: the ring's legend row is there once.
    func testTwoGhostedLanesShareOneLegendRow() {
        let two = Trace(ticks: 7, lanes: trace.lanes + [
            Lane("D", role: .subscriber, label: "b.sink()", events: [.subscribe(0), .value(2, 3), .finished(6)]),
            Lane("D expected", role: .subscriber, label: "", events: [.value(2, 4), .finished(6)]),
        ])
        let once = layout(two).ghosting(lane: "C expected", above: "C", ringing: [("C", 5)], kinds: [.value], color: red, theme: .light)
        let twice = once.ghosting(lane: "D expected", above: "D", ringing: [("D", 2)], kinds: [.value], color: red, theme: .light)
        XCTAssertEqual(twice.texts(.legend), [DiagramLayout.ringLegendText])
        XCTAssertEqual(twice.size.height, once.size.height)
    }

    /// The ghost's name (`C expected`, `C.drops expected`) fades less than its marks: it is
    /// read, and at the marks' fade it was nearly invisible.
    func testTheGhostsNameStaysLegible() throws {
        let plain = layout(trace)
        let ghosted = plain.ghosting(lane: "C expected", above: "C", ringing: [], kinds: [.value], color: red, theme: .light)
        let name = { (diagram: DiagramLayout) in
            diagram.elements.compactMap { element -> RGBA? in
                if case .text(let run) = element, run.string == "C expected" { return run.color } else { return nil }
            }.first
        }
        let before = try XCTUnwrap(name(plain))
        XCTAssertEqual(name(ghosted), before.mixed(with: Theme.light.background, amount: 0.3))
    }
}
