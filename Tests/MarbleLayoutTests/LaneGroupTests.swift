import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

final class LaneGroupTests: XCTestCase {
    private let scan = Trace(ticks: 9, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [
            .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]),
        Lane(LaneID(binding: "b", subscription: 1), role: .operator, label: "s.scan(10, +)", subscribers: ["C"], events: [
            .subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
        Lane("C", role: .subscriber, label: "b.sink()", events: [
            .subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
        Lane(LaneID(binding: "b", subscription: 2), role: .operator, label: "s.scan(10, +)", subscribers: ["D"], events: [
            .subscribe(4), .unlimited(4), .value(5, 13), .value(7, 17), .finished(8)]),
        Lane("D", role: .subscriber, label: "b.sink(at: 4)", events: [
            .subscribe(4), .unlimited(4), .value(5, 13), .value(7, 17), .finished(8)]),
    ])

    func testSubscriptionsOfOneBindingAreSubRowsOfOneGroup() {
        let diagram = layout(scan)
        func lineY(_ lane: String) -> Double { diagram.marks(onLane: lane).first { $0.kind == .value }!.center.y }
        // b[2] is drawn right under b[1], before C, although the trace lists it later.
        XCTAssertLessThan(lineY("s"), lineY("b[1]"))
        XCTAssertLessThan(lineY("b[1]"), lineY("b[2]"))
        XCTAssertLessThan(lineY("b[2]"), lineY("C"))
        XCTAssertLessThan(lineY("C"), lineY("D"))
        // The binding is named once, each row is tagged with the subscriber it feeds.
        XCTAssertEqual(diagram.texts.filter { $0 == "b" }.count, 1)
        XCTAssertTrue(diagram.texts.contains("[1] → C"))
        XCTAssertTrue(diagram.texts.contains("[2] → D"))
        // Rows of one group are closer together than separate groups.
        let rowGap = lineY("b[2]") - lineY("b[1]")
        let groupGap = lineY("D") - lineY("C")
        XCTAssertLessThan(rowGap, groupGap + 1)
        // One band behind the group.
        let bands = diagram.rects(.groupBand)
        XCTAssertEqual(bands.count, 1)
    }

    func testARowFeedingSeveralSubscribersIsTaggedWithAll() {
        // src[1] is the one subscription a share() makes for E and F; src[2] is G's own.
        var shared = scan
        shared.lanes[1].subscribers = ["C", "D"]
        shared.lanes[3].subscribers = []
        let texts = layout(shared).texts
        XCTAssertTrue(texts.contains("[1] → C, D"))
        XCTAssertTrue(texts.contains("[2]"))
        XCTAssertFalse(texts.contains("[1] → C"))
    }

    func testTimeLinesStartAtSubscription() {
        let diagram = layout(scan)
        let caret = diagram.marks(onLane: "b[2]").first { $0.kind == .subscribe }!
        let first = diagram.marks(onLane: "b[2]").first { $0.kind == .value }!
        XCTAssertEqual(caret.tick, 4)
        XCTAssertLessThan(caret.center.x, first.center.x)
        let subscriberCaret = diagram.marks(onLane: "D").first { $0.kind == .subscribe }!
        XCTAssertEqual(subscriberCaret.center.x, caret.center.x) // shared time scale
    }

    func testLongLabelsWrap() {
        let label = "s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest).receive(on: main).sink()"
        let trace = Trace(ticks: 4, lanes: [Lane("C", role: .subscriber, label: label, events: [.subscribe(0)])])
        let lines = layout(trace).textRuns.filter { $0.font == Theme.light.laneLabelFont }
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertLessThanOrEqual(lines.count, 3)
        for line in lines {
            XCTAssertLessThanOrEqual(FixedWidthMeasurer().measure(line.string, font: line.font).width, Theme.light.maxLabelWidth)
        }
    }
}
