import MarbleTrace
import TestSupport
import XCTest

/// Which lanes feed which, and the operators between them, as the layout reads them.
final class LaneStructureTests: XCTestCase {
    func testEachLaneNamesItsNearestDrawnInputsAndTheOperatorsWritten() {
        let trace = runTrace("""
            lanes "per statement"
            s = PassthroughSubject<Int>()
            _hidden = s.map { $0 + 1 }
            b = _hidden.scan(10, +).filter { $0 > 0 }
            C = b.sink(at: 1)
            D = s.sink()
            j = Just(1)
            s.send("-1|")
            """)
        let structure = trace?.lanes.map { "\($0.name) <- \($0.inputs.map(\.description)) \($0.operatorLabel ?? "-")" }
        XCTAssertEqual(structure, [
            "s <- [] -",
            "b <- [\"s\"] scan(10, +).filter { $0 > 0 }",
            "C <- [\"b\"] sink(at: 1)",
            "D <- [\"s\"] sink()",
            "j <- [] -",
        ])
    }
}

/// Exact identity, inputs, subscribers and steps, as the runtime records them.
final class StructuredTraceTests: XCTestCase {
    func testShareWithTwoSubscribersFeedsBothAndIsDrawnConnecting() throws {
        let trace = runTrace(try Repository.example("22-share-two-subscribers"))
        let src: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]
        let tail: [TraceEvent] = [.value(3, 20), .value(5, 30), .value(7, 40), .finished(8)]
        // The map before share() is a stage of its own: subscribed once, for both subscribers.
        assertLanes(trace, [
            lane("src", .source, "cold(\"-1-2-3-4|\")", src),
            lane("map", .operator, "src.map { $0 * 10 }", [.subscribe(0), .unlimited(0), .value(1, 10)] + tail),
            lane("s[1]", .operator, "src.map { $0 * 10 }.share()", feeds: "E", [.subscribe(0), .unlimited(0), .connect(0), .value(1, 10)] + tail),
            lane("s[2]", .operator, "src.map { $0 * 10 }.share()", feeds: "F", [.subscribe(3), .unlimited(3)] + tail),
            lane("E", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0), .value(1, 10)] + tail),
            lane("F", .subscriber, "s.sink(at: 3)", [.subscribe(3), .unlimited(3)] + tail),
        ])
        // The one subscription of src feeds both subscribers through the shared subject.
        XCTAssertEqual(trace?.lanes.map(\.subscribers), [["E", "F"], ["E", "F"], ["E"], ["F"], [], []])
        XCTAssertEqual(trace?.lanes.map(\.inputs), [[], ["src"], ["map"], ["map"], [LaneID(binding: "s", subscription: 1)],
                                                    [LaneID(binding: "s", subscription: 2)]])
        XCTAssertEqual(trace?.lanes.map(\.id), ["src", "map", LaneID(binding: "s", subscription: 1), LaneID(binding: "s", subscription: 2), "E", "F"])
        XCTAssertEqual(trace?.lanes[1].steps, [OperatorStep(name: "map", text: "map { $0 * 10 }", mapsTickToTick: true)])
        XCTAssertEqual(trace?.lanes[2].steps, [OperatorStep(name: "share", text: "share()", mapsTickToTick: false)])
        XCTAssertEqual(trace?.lanes[4].steps, [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)])
    }

    func testARowSharedBySeveralSubscribersNamesThemAll() {
        // src is subscribed twice: once by share() for E and F, once by G.
        let trace = runTrace("""
            src = cold("-1-2-3|")
            s = src.share()
            E = s.sink()
            F = s.sink(at: 2)
            G = src.sink(at: 1)
            """)
        let shared: [TraceEvent] = [.value(1, 1), .value(3, 2), .value(5, 3), .finished(6)]
        let late: [TraceEvent] = [.value(3, 2), .value(5, 3), .finished(6)]
        let own: [TraceEvent] = [.subscribe(1), .unlimited(1), .value(2, 1), .value(4, 2), .value(6, 3), .finished(7)]
        assertLanes(trace, [
            lane("src[1]", .source, "cold(\"-1-2-3|\")", feeds: "E", [.subscribe(0), .unlimited(0)] + shared),
            lane("src[2]", .source, "cold(\"-1-2-3|\")", feeds: "G", own),
            lane("s[1]", .operator, "src.share()", feeds: "E", [.subscribe(0), .unlimited(0), .connect(0)] + shared),
            lane("s[2]", .operator, "src.share()", feeds: "F", [.subscribe(2), .unlimited(2)] + late),
            lane("E", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0)] + shared),
            lane("F", .subscriber, "s.sink(at: 2)", [.subscribe(2), .unlimited(2)] + late),
            lane("G", .subscriber, "src.sink(at: 1)", own),
        ])
        XCTAssertEqual(trace?.lanes.map(\.subscribers), [["E", "F"], ["G"], ["E"], ["F"], [], [], []])
        let src1 = LaneID(binding: "src", subscription: 1)
        XCTAssertEqual(trace?.lanes.map(\.inputs), [[], [], [src1], [src1], [LaneID(binding: "s", subscription: 1)],
                                                    [LaneID(binding: "s", subscription: 2)], [LaneID(binding: "src", subscription: 2)]])
    }

    func testAPipelineWrittenOneOperatorPerLineKeepsItsOperatorsOnOneLine() throws {
        let trace = runTrace(try Repository.example("54-one-operator-per-line"))
        let b: [TraceEvent] = [.value(3, 20), .value(5, 30), .finished(6)]
        assertLanes(trace, [
            lane("a", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .finished(6)]),
            lane("b", .operator, "a.map { x in x * 10 }.filter { $0 > 10 }", [.subscribe(0), .unlimited(0)] + b),
            lane("C", .subscriber, "b.sink()", [.subscribe(0), .unlimited(0)] + b),
        ])
        XCTAssertEqual(trace?.lanes[1].operatorLabel, "map { x in x * 10 }.filter { $0 > 10 }")
        XCTAssertEqual(trace?.lanes[1].steps.map(\.name), ["map", "filter"])
        XCTAssertEqual(trace?.lanes[1].inputs, ["a"])
        XCTAssertEqual(trace?.lanes[1].subscribers, ["C"])
    }

    func testAClosureSpanningLinesPutsNoLineBreakInALabel() {
        let trace = runTrace("""
            lanes "per statement"
            s = PassthroughSubject<Int>()
            b = s.scan(0) { acc, v in
                acc +
                    v
            }.map {
              "\\($0)!"
            }
            C = b.sink(
                demand: 2
            )
            s.send("-1-2|")
            """)
        XCTAssertEqual(trace?.lanes.map(\.label), [
            "PassthroughSubject<Int>()", "s.scan(0) { acc, v in acc + v }.map { \"\\($0)!\" }", "b.sink(demand: 2)",
        ])
        XCTAssertEqual(trace?.lanes[1].steps.map(\.text), ["scan(0) { acc, v in acc + v }", "map { \"\\($0)!\" }"])
        XCTAssertEqual(trace?.lanes[2].steps, [OperatorStep(name: "sink", text: "sink(demand: 2)", mapsTickToTick: true)])
    }

    func testRowsOfARetriedSourceAllFeedTheRetryAndItsSubscriber() {
        let trace = runTrace("""
            s = cold("-1#")
            r = s.retry(1)
            C = r.sink()
            """)
        XCTAssertEqual(trace?.lanes.map(\.name), ["s[1]", "s[2]", "r", "C"])
        XCTAssertEqual(trace?.lanes.map(\.subscribers), [["C"], ["C"], ["C"], []])
        XCTAssertEqual(trace?.lanes[2].inputs, [LaneID(binding: "s", subscription: 1), LaneID(binding: "s", subscription: 2)])
        XCTAssertEqual(trace?.lanes[3].inputs, ["r"])
    }

    func testAnInnerPublisherBranchesOffTheRowItFeeds() {
        // f is subscribed twice; value 2 makes an inner publisher in each subscription.
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            f = s.flatMap { cold("-x|", values: [x: $0 * 10]) }
            C = f.sink()
            D = f.sink(at: 2)
            s.send("-1--2|")
            """)
        let f1 = LaneID(binding: "f", subscription: 1), f2 = LaneID(binding: "f", subscription: 2)
        XCTAssertEqual(trace?.lanes.map(\.name), ["s", "f[1]", "f[2]", "f.1", "f.2", "f.3", "C", "D"])
        XCTAssertEqual(trace?.lanes.map(\.parent), [nil, nil, nil, f1, f1, f2, nil, nil])
        XCTAssertEqual(trace?.lanes.map(\.subscribers), [[], ["C"], ["D"], ["C"], ["C"], ["D"], [], []])
        XCTAssertEqual(trace?.lanes[5].events, [.subscribe(4), .unlimited(4), .value(5, 20), .finished(6)])
    }

    func testInnerPublishersNameTheirBindingAndPlace() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            f = s.flatMap { Just($0) }
            C = f.sink()
            s.send("-1-2|")
            """)
        XCTAssertEqual(trace?.lanes.map(\.id), ["s", "f", LaneID(binding: "f", inner: 1), LaneID(binding: "f", inner: 2), "C"])
        XCTAssertEqual(trace?.lanes[2].parent, "f")
        XCTAssertEqual(trace?.lanes[2].name, "f.1")
    }
}
