@testable import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class OperatorBoxTests: XCTestCase {
    /// `b = s.<operators>`: s sends 1@1 and 2@3 and finishes at 4; b maps them.
    private func trace(_ steps: [OperatorStep], inputs: [LaneID] = ["s"]) -> Trace {
        Trace(ticks: 5, lanes: [
            Lane("s", role: .subject, label: "hot()", events: [.value(1, 1), .value(3, 2), .finished(4)]),
            Lane("b", role: .operator, label: "s.map", inputs: inputs, steps: steps, events: [
                .value(1, 10), .value(3, 20), .finished(4)]),
        ])
    }

    /// A step named by the identifier `text` starts with.
    private func op(_ text: String, sameTick: Bool = true, transparent: Bool = false) -> OperatorStep {
        OperatorStep(name: String(text.prefix { $0.isLetter }), text: text, mapsTickToTick: sameTick, isTransparent: transparent)
    }

    private func boxes(_ diagram: DiagramLayout) -> [Rect] {
        diagram.operatorBoxes
    }

    /// Arrowheads pointing straight down: the item links' ends.
    private func downArrows(_ diagram: DiagramLayout) -> [Point] {
        diagram.arrowTips(.itemLink)
    }

    func testABoxSitsBetweenInputAndOutputWithTheOperatorAsWritten() {
        let diagram = layout(trace([op("map { $0 * 10 }")]))
        // s's name block ends at 60.28 (name, then "hot()" on one label line); the box
        // starts 12 below, rounded; it is 26 high, and b's line is 12 + 15 under it.
        let box = boxes(diagram)
        XCTAssertEqual(box.count, 1)
        XCTAssertEqual(box[0].minY, 72)
        XCTAssertEqual(box[0].height, 26)
        let sLine = diagram.marks(onLane: "s")[0].center.y
        let bLine = diagram.marks(onLane: "b")[0].center.y
        XCTAssertEqual(sLine, 39)
        XCTAssertEqual(bLine, 98 + 12 + 15)
        // The box spans the plot: from where hot lines start to the end of their arrows.
        let sLineStart = diagram.lines(.timeLine).filter { $0.from.y == sLine }.map(\.from.x)
        XCTAssertEqual(box[0].minX, sLineStart.min())
        let label = diagram.elements(.operatorLabel).compactMap { if case .text(let run) = $0 { return run } else { return nil } }.first
        XCTAssertEqual(label?.string, "map { $0 * 10 }")
        XCTAssertEqual(label?.anchor, .middle)
        XCTAssertEqual(label?.origin.x, box[0].center.x)
    }

    func testOneToOneOperatorsLinkEachInputToItsOutputThroughTheBox() {
        let diagram = layout(trace([op("map { $0 * 10 }")]))
        let box = boxes(diagram)[0]
        let s = diagram.marks(onLane: "s").filter { $0.kind == .value }
        let b = diagram.marks(onLane: "b").filter { $0.kind == .value }
        let finished = diagram.marks(onLane: "b").first { $0.kind == .finished }!
        // Per value: one arrow onto the box, one onto the output marble; the same for the
        // completion bar, which passes straight through.
        XCTAssertEqual(downArrows(diagram), [
            Point(x: s[0].center.x, y: box.minY), Point(x: b[0].center.x, y: b[0].frame.minY - 1),
            Point(x: s[1].center.x, y: box.minY), Point(x: b[1].center.x, y: b[1].frame.minY - 1),
            Point(x: finished.center.x, y: box.minY), Point(x: finished.center.x, y: finished.frame.minY - 1),
        ])
        // The dotted shafts start 2 pt under the input marbles.
        let shaftStarts = diagram.lines(.itemLink).map(\.from)
        XCTAssertTrue(shaftStarts.contains(Point(x: s[0].center.x, y: s[0].frame.maxY + 2)))
    }

    func testOperatorsThatMoveValuesInTimeGetABoxButNoLinks() {
        for operators in [[op("delay(for: 2)", sameTick: false)], [op("map { $0 }"), op("debounce(for: 1)", sameTick: false)],
                          [op("flatMap { Just($0) }", sameTick: false)]] {
            let diagram = layout(trace(operators))
            XCTAssertEqual(boxes(diagram).count, 1, "\(operators)")
            XCTAssertEqual(downArrows(diagram), [], "\(operators)")
        }
    }

    func testNoBoxForABareSinkOrWithoutOperators() {
        XCTAssertEqual(boxes(layout(trace([op("sink()", transparent: true)]))).count, 0)
        XCTAssertEqual(boxes(layout(trace([]))).count, 0)
        XCTAssertEqual(boxes(layout(trace([op("sink(demand: 2)")]))).count, 1)
        // A sink's timing is in the lane's label; only limited demand changes what arrives.
        XCTAssertEqual(boxes(layout(trace([op("sink(at: 4)", transparent: true)]))).count, 0)
        XCTAssertEqual(boxes(layout(trace([op("sink(at: 4, until: 9)", transparent: true)]))).count, 0)
        XCTAssertEqual(boxes(layout(trace([op("sink(at: 4, demand: 1)")]))).count, 1)
        XCTAssertEqual(boxes(layout(trace([op("map { $0 }"), op("sink(at: 4)", transparent: true)]))).count, 1)
    }

    func testNoBoxWhenTheInputIsUnknown() {
        XCTAssertEqual(boxes(layout(trace([op("map { $0 * 10 }")], inputs: ["x"]))).count, 0)
    }

    func testABoxWhoseInputsAreNotRightAboveSaysWhereTheValuesComeFromAndLinksNothing() {
        // A lane in between: b still reads from s, but s is not right above it.
        var apart = trace([op("map { $0 * 10 }")])
        apart.lanes.insert(Lane("t", role: .subject, label: "", events: [.value(2, 5)]), at: 1)
        let diagram = layout(apart)
        let box = boxes(diagram)
        XCTAssertEqual(box.count, 1)
        // Right above b, under t.
        let tLine = diagram.marks(onLane: "t")[0].center.y
        let bLine = diagram.marks(onLane: "b")[0].center.y
        XCTAssertGreaterThan(box[0].minY, tLine)
        XCTAssertEqual(bLine, box[0].maxY + 12 + 15)
        XCTAssertEqual(downArrows(diagram), [])
        // "s ▸ " in the lighter regular face, then the operators; the two centred together.
        let runs = diagram.textRuns.filter { $0.font.family == Theme.light.operatorFont.family && $0.font.size == Theme.light.operatorFont.size }
        XCTAssertEqual(runs.map(\.string), ["s ▸ ", "map { $0 * 10 }"])
        XCTAssertEqual(runs[0].color, Theme.light.secondaryText)
        XCTAssertFalse(runs[0].font.bold)
        XCTAssertEqual(runs[1].font, Theme.light.operatorFont)
        let measurer = FixedWidthMeasurer()
        let widths = runs.map { measurer.measure($0.string, font: $0.font).width }
        XCTAssertEqual(runs[1].origin.x, runs[0].origin.x + widths[0])
        XCTAssertEqual(runs[0].origin.x + (widths[0] + widths[1]) / 2, box[0].center.x, accuracy: 1e-9)
    }

    func testACombiningLaneNamesAllItsInputsWhenOneIsNotRightAbove() {
        // c = a.combineLatest(b) under b: a is two lanes up, so the box names both.
        let trace = Trace(ticks: 5, lanes: [
            Lane("a", role: .source, label: "", events: [.value(1, 1)]),
            Lane("b", role: .source, label: "", events: [.value(2, 2)]),
            Lane("c", role: .operator, label: "", inputs: ["a", "b"], steps: [OperatorStep(name: "combineLatest", text: "combineLatest(b)", mapsTickToTick: false)], events: [.value(2, 3)]),
        ])
        let runs = layout(trace).textRuns.filter { $0.font.family == Theme.light.operatorFont.family && $0.font.size == Theme.light.operatorFont.size }
        XCTAssertEqual(runs.map(\.string), ["a, b ▸ ", "combineLatest(b)"])
    }

    func testLinksFollowTheSubscriptionRowThatFeedsTheSubscriber() {
        // b was subscribed twice; C reads b[2] (the row feeding C) which is the last row above.
        let trace = Trace(ticks: 5, lanes: [
            Lane(LaneID(binding: "b", subscription: 1), role: .operator, label: "s.scan(10, +)", subscribers: ["D"], events: [.subscribe(0), .value(1, 11), .value(2, 12)]),
            Lane(LaneID(binding: "b", subscription: 2), role: .operator, label: "s.scan(10, +)", subscribers: ["C"], events: [.subscribe(0), .value(1, 11), .value(3, 13)]),
            Lane("C", role: .subscriber, label: "b.sink(demand: 5)", inputs: [LaneID(binding: "b", subscription: 2)], steps: [OperatorStep(name: "sink", text: "sink(demand: 5)", mapsTickToTick: true)], events: [
                .subscribe(0), .request(0, 5), .value(1, 11), .value(3, 13)]),
        ])
        let diagram = layout(trace)
        XCTAssertEqual(boxes(diagram).count, 1)
        // Ticks 1 and 3 pair up (b[2] → C); b[1]'s value at 2 has no partner.
        let ticks = Set(downArrows(diagram).map(\.x))
        let c = diagram.marks(onLane: "C").filter { $0.kind == .value }.map(\.center.x)
        XCTAssertEqual(ticks, Set(c))
    }

    func testALongOperatorWrapsAndTheBoxGrowsToHoldIt() {
        let long = [op("map { $0 * 10 }"), op("filter { $0 > 100 }"), op("map { \"value \\($0) is large enough\" }"),
                    op("filter { !$0.isEmpty }"), op("removeDuplicates()")]
        let diagram = layout(trace(long))
        let box = boxes(diagram)[0]
        let lines = diagram.textRuns.filter { $0.font == Theme.light.operatorFont }
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertLessThanOrEqual(lines.count, 3)
        // Every line fits in the box, lines are evenly spaced and all inside it.
        let measurer = FixedWidthMeasurer()
        for line in lines {
            XCTAssertLessThanOrEqual(measurer.measure(line.string, font: line.font).width, box.width - 16)
            XCTAssertGreaterThan(line.origin.y, box.minY)
            XCTAssertLessThan(line.origin.y, box.maxY)
        }
        XCTAssertGreaterThan(box.height, 26)
        // 11 pt code: 0.9 em of ink × 1.25, rounded, per line.
        XCTAssertEqual(lines[1].origin.y - lines[0].origin.y, 12)
        // The lane below moved down with the box: 12 pt of room, then 1 pt above its marbles.
        XCTAssertEqual(diagram.marks(onLane: "b")[0].frame.minY, box.maxY + 12 + 1)
    }

    func testARequestAtALinkedTickStepsAsideForTheLink() {
        // b is asked for more at tick 1, under its marble: the request's leader steps 9 pt
        // right (as it does for a caret), so that it does not run on in line with the link,
        // which starts 2 pt under the marble.
        let trace = Trace(ticks: 5, lanes: [
            Lane("b", role: .operator, label: "", events: [.subscribe(0), .value(1, 10), .request(1, 1), .value(3, 20)]),
            Lane("c", role: .operator, label: "", inputs: ["b"], steps: [OperatorStep(name: "map", text: "map { $0 + 1 }", mapsTickToTick: true)], events: [.value(1, 11), .value(3, 21)]),
        ])
        let diagram = layout(trace)
        let request = diagram.marks.first { $0.kind == .request && $0.tick == 1 }!
        let marble = diagram.marks(onLane: "b").first { $0.tick == 1 && $0.kind == .value }!
        let shaft = diagram.lines(.itemLink).map(\.from).filter { $0.x == marble.center.x }.min { $0.y < $1.y }!
        XCTAssertEqual(request.frame.minX, marble.center.x + 9)
        XCTAssertEqual(shaft.y, marble.frame.maxY + 2)
    }

    func testARequestAtALinkedCompletionStepsAsideToo() {
        let trace = Trace(ticks: 6, lanes: [
            Lane("b", role: .operator, label: "", events: [.subscribe(0), .value(1, 10), .request(4, 1), .finished(4)]),
            Lane("c", role: .operator, label: "", inputs: ["b"], steps: [OperatorStep(name: "map", text: "map { $0 + 1 }", mapsTickToTick: true)], events: [.value(1, 11), .finished(4)]),
        ])
        let diagram = layout(trace)
        let request = diagram.marks.first { $0.kind == .request && $0.tick == 4 }!
        let bar = diagram.marks(onLane: "b").first { $0.kind == .finished }!
        let shaft = diagram.lines(.itemLink).map(\.from).filter { $0.x == bar.center.x }.min { $0.y < $1.y }!
        XCTAssertEqual(request.frame.minX, bar.center.x + 9)
        XCTAssertEqual(shaft.y, bar.frame.maxY + 2, accuracy: 1e-9)
    }

    /// `r = s.retry(1)`: `s` has a row per subscription, both feeding r, which reads from
    /// each in turn, so it gets its box under the last row.
    func testALaneReadingARetriedSourceGetsItsBox() {
        let retried = Trace(ticks: 9, lanes: [
            Lane(LaneID(binding: "s", subscription: 1), role: .source, label: "cold()", subscribers: ["C"], events: [.subscribe(0), .value(1, 1), .failure(2, "e")]),
            Lane(LaneID(binding: "s", subscription: 2), role: .source, label: "cold()", subscribers: ["C"], events: [.subscribe(2), .value(3, 1), .failure(4, "e")]),
            Lane("r", role: .operator, label: "s.retry(1)",
                 inputs: [LaneID(binding: "s", subscription: 1), LaneID(binding: "s", subscription: 2)], steps: [OperatorStep(name: "retry", text: "retry(1)", mapsTickToTick: false)], events: [
                .subscribe(0), .value(1, 1), .value(3, 1), .failure(4, "e")]),
        ])
        XCTAssertEqual(LaneGraph(retried.lanes).inputs[2], [0, 1])
        XCTAssertEqual(boxes(layout(retried)).count, 1)
    }
}
