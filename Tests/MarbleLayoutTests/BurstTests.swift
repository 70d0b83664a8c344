import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// Many events of one kind at one tick are one mark (`Burst`): its count, first and last
/// value and reason in the mark, every value (up to fifty from each end) on hover; the
/// diagram's height does not grow with their number. Four or fewer still stack.
final class BurstTests: XCTestCase {
    /// A subject sending `count` values, one a tick from tick 1, and a late subscriber at
    /// `count + 2` that gets them all replayed at once.
    private func lateReplay(_ count: Int) -> Trace {
        let sent: [TraceEvent] = (1...count).map { .value($0, .int($0)) }
        let replayed: [TraceEvent] = (1...count).map { .replay(count + 2, .int($0), from: $0) }
        return Trace(ticks: count + 4, lanes: [
            Lane("s", role: .subject, label: "ReplaySubject.createUnbounded()", events: sent),
            Lane("C", role: .subscriber, label: "s.sink()", inputs: ["s"], events: [.subscribe(count + 2), .unlimited(count + 2)] + replayed),
        ])
    }

    func testFiveReplaysAtOneTickAreOneMarkWithCountFirstLastAndReason() throws {
        let diagram = layout(lateReplay(5))
        let echoes = diagram.marbles.filter { $0.lane == "C" }
        XCTAssertEqual(echoes.count, 1)
        let burst = try XCTUnwrap(echoes.first)
        XCTAssertEqual(burst.kind, .replay)
        XCTAssertEqual(burst.tick, 7)
        XCTAssertEqual(burst.label, "replay ×5: 1…5")
        XCTAssertEqual(burst.tooltip, "5 values at tick 7 (replay), first emitted at ticks 1–5: 1, 2, 3, 4, 5")
        // On the line, as a lone marble is, and with one link back to the first emission.
        XCTAssertTrue(diagram.lines(.timeLine).contains { $0.from.y == burst.center.y && $0.to.y == burst.center.y })
        XCTAssertTrue(diagram.lines(.stem).isEmpty)
        XCTAssertEqual(diagram.elements(.replayLink).filter { if case .arrowhead = $0 { true } else { false } }.count, 1)
    }

    func testFourAtOneTickStillStack() {
        let diagram = layout(lateReplay(4))
        let echoes = diagram.marbles.filter { $0.lane == "C" }
        XCTAssertEqual(echoes.map(\.label), ["1", "2", "3", "4"])
        XCTAssertEqual(Set(echoes.map(\.center.x)).count, 1)
        XCTAssertEqual(Set(echoes.map(\.center.y)).count, 4)
    }

    func testTheDiagramIsNoTallerForMoreEventsAtOneTick() {
        // Marbles on the line (5, 40) or a density drawing (1,000, 4,000), where the mark hangs.
        XCTAssertEqual(layout(lateReplay(5)).size.height, layout(lateReplay(40)).size.height)
        XCTAssertEqual(layout(lateReplay(1000)).size.height, layout(lateReplay(4000)).size.height)
    }

    func testTheTooltipListsFiftyValuesFromEachEndAndCountsTheRest() throws {
        let burst = try XCTUnwrap(layout(lateReplay(1000)).marbles.first { $0.lane == "C" })
        XCTAssertEqual(burst.label, "replay ×1000: 1…1000")
        let listed = (1...50).map(String.init).joined(separator: ", ") + ", … 900 more …, "
            + (951...1000).map(String.init).joined(separator: ", ")
        XCTAssertEqual(burst.tooltip, "1000 values at tick 1002 (replay), first emitted at ticks 1–1000: " + listed)
    }

    func testEachKindAtATickIsGatheredOnItsOwnAndAFewOfAKindStayMarbles() {
        // A buffer flushed on a request: six values, and two drops at the same tick.
        let values: [TraceEvent] = (1...6).map { .value(3, .int($0)) }
        let drops: [TraceEvent] = [.init(tick: 3, kind: .drop(.int(7), reason: .bufferFull)),
                                   .init(tick: 3, kind: .drop(.int(8), reason: .bufferFull))]
        let trace = Trace(ticks: 6, lanes: [
            Lane("b", role: .operator, label: "", steps: [OperatorStep(name: "buffer", text: "buffer(size: 6)", mapsTickToTick: false)],
                 events: [.subscribe(0), .request(0, 6)] + values + drops),
        ])
        let marbles = layout(trace).marbles
        XCTAssertEqual(marbles.map(\.label), ["buffer flush ×6: 1…6", "7", "8"])
        XCTAssertEqual(marbles.map(\.kind), [.value, .drop, .drop])
        XCTAssertEqual(Set(marbles.map(\.center.x)).count, 1)
    }

    func testAFullTickKeepsTheRunsOrderOfValuesAndDrops() {
        // A sink with demand 2, topped up by 2 later in the tick: 1, 2, ⊘3, 4, 5, ⊘6. Six
        // events, no kind over four: every one a marble, top to bottom as they happened.
        let run: [TraceEvent] = [.value(0, .int(1)), .value(0, .int(2)), .init(tick: 0, kind: .drop(.int(3), reason: .noDemand)),
                                 .value(0, .int(4)), .value(0, .int(5)), .init(tick: 0, kind: .drop(.int(6), reason: .noDemand))]
        let marbles = layout(Trace(ticks: 3, lanes: [Lane("C", role: .subscriber, label: "", events: run)])).marbles
        XCTAssertEqual(marbles.map(\.label), ["1", "2", "3", "4", "5", "6"])
        XCTAssertEqual(marbles.map(\.kind), [.value, .value, .drop, .value, .value, .drop])
        XCTAssertEqual(marbles.map(\.center.y), marbles.map(\.center.y).sorted())
        XCTAssertEqual(Set(marbles.map(\.center.y)).count, 6)
    }

    func testABurstStandsWhereItsFirstMemberCameAndTheRestKeepTheirPlaces() {
        // ⊘0, then six values with a drop after the second: the burst of six comes after
        // the first drop and before the second, which came after the burst began.
        let run: [TraceEvent] = [.init(tick: 2, kind: .drop(.int(0), reason: .bufferFull))]
            + [.value(2, .int(1)), .value(2, .int(2)), .init(tick: 2, kind: .drop(.int(9), reason: .bufferFull))]
            + (3...6).map { .value(2, .int($0)) }
        let trace = Trace(ticks: 4, lanes: [
            Lane("b", role: .operator, label: "", steps: [OperatorStep(name: "buffer", text: "buffer(size: 6)", mapsTickToTick: false)],
                 events: run),
        ])
        let marbles = layout(trace).marbles
        XCTAssertEqual(marbles.map(\.label), ["0", "buffer flush ×6: 1…6", "9"])
        XCTAssertEqual(marbles.map(\.kind), [.drop, .value, .drop])
        XCTAssertEqual(marbles.map(\.center.y), marbles.map(\.center.y).sorted())
    }

    func testInADenseLaneABurstHangsUnderTheLineAtFullSizeOnAStem() throws {
        let diagram = layout(lateReplay(2000))
        let burst = try XCTUnwrap(diagram.marbles.first { $0.lane == "C" })
        // (The lane's first and last hang in full too: `DenseDetail`.)
        let stroke = diagram.marbles.filter { $0.lane == "s" }[1]
        // The lane's events are strokes a few points tall; the burst keeps the theme's 28.
        XCTAssertLessThan(stroke.frame.height, 10)
        XCTAssertEqual(burst.frame.height, 28)
        XCTAssertEqual(burst.label, "replay ×2000: 1…2000")
        let stem = try XCTUnwrap(diagram.lines(.stem).first { abs($0.to.y - burst.frame.minY) < 1e-9 }, "\(diagram.lines(.stem)) \(burst.frame)")
        XCTAssertEqual(stem.from.x, stem.to.x)
        XCTAssertLessThanOrEqual(burst.frame.minX, stem.from.x)
        XCTAssertGreaterThanOrEqual(burst.frame.maxX, stem.from.x)
    }

    func testADenseLaneOfManyBurstsLeavesThemToTheStripButItsEnds() {
        // 2,000 ticks with six values each: the strip counts them; only the first and the
        // last hang, not a wall of 2,000 pills.
        let events: [TraceEvent] = (1...2_000).flatMap { tick in (1...6).map { .value(tick, .int($0)) } }
        let diagram = layout(Trace(ticks: 2_002, lanes: [Lane("s", role: .subject, label: "", events: events)]))
        let marks = diagram.marbles
        XCTAssertEqual(marks.count, 2_000)
        XCTAssertEqual(marks.filter { $0.frame.height == 28 }.map(\.tick), [1, 2_000])
        XCTAssertEqual(marks[0].label, "sent ×6: 1…6")
        XCTAssertEqual(diagram.lines(.stem).count, 2)
    }
}
