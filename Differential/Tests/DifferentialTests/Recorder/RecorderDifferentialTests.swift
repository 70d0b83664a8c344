import MarbleRecorder
import Marbles
import OpenCombine
import XCTest

/// Examples of examples/ built again in OpenCombine with a probe wherever the file binds a
/// name: the recorder's trace must be the engine's, lane by lane and event by event.
final class RecorderDifferentialTests: XCTestCase {
    private static func example(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/\(name).marble")
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testSubjectSink() throws {
        // examples/01-subject-sink.marble
        assertRecorderMatchesEngine(try Self.example("01-subject-sink")) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            rig.sink("C", s.marble("C", in: r, label: "s.sink()", inputs: ["s"], step: "sink()", role: .subscriber))
            rig.send(s, "-1-2-3|")
        }
    }

    func testScan() throws {
        assertRecorderMatchesEngine(try Self.example("02-scan")) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            let b = s.scan(10, +).marble("b", in: r, label: "s.scan(10, +)", inputs: ["s"], step: "scan(10, +)")
            rig.sink("C", b.marble("C", in: r, label: "b.sink()", inputs: ["b"], step: "sink()", role: .subscriber))
            rig.send(s, "-1-2-3|")
        }
    }

    func testColdScanTwoSubscribersIsTwoRows() throws {
        assertRecorderMatchesEngine(try Self.example("03-cold-scan-two-subscribers")) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            let b = s.scan(10, +).marble("b", in: r, label: "s.scan(10, +)", inputs: ["s"], step: "scan(10, +)")
            rig.sink("C", b.marble("C", in: r, label: "b.sink()", inputs: ["b"], step: "sink()", role: .subscriber))
            rig.sink("D", b.marble("D", in: r, label: "b.sink()", inputs: ["b"], step: "sink()", role: .subscriber))
            rig.send(s, "-1-2-3|")
        }
    }

    func testHotSubjectColdScanLateSubscriber() throws {
        assertRecorderMatchesEngine(try Self.example("05-hot-subject-cold-scan")) { rig, r in
            let a = r.subject(PassthroughSubject<Int, TestFailure>(), "a", label: "PassthroughSubject<Int>()")
            let b = a.scan(10, +).marble("b", in: r, label: "a.scan(10, +)", inputs: ["a"], step: "scan(10, +)")
            rig.sink("C", b.marble("C", in: r, label: "b.sink()", inputs: ["b"], step: "sink()", role: .subscriber))
            rig.sink("D", b.marble("D", in: r, label: "b.sink(at: 4)", inputs: ["b"], step: "sink(at: 4)", role: .subscriber), at: 4)
            rig.send(a, "-1-2-3-4|")
        }
    }

    func testOneSinkTwoSubjectsRecordsOnlyTheSubscriptionItTakes() throws {
        // Both probes are lane C: a subscriber is one lane whatever it subscribes to, and the
        // subscription the sink refuses (it cancels it at once) leaves no trace.
        assertRecorderMatchesEngine(try Self.example("11-one-sink-two-subjects")) { rig, r in
            let s1 = r.subject(PassthroughSubject<Int, TestFailure>(), "s1", label: "PassthroughSubject<Int>()")
            let s2 = r.subject(PassthroughSubject<Int, TestFailure>(), "s2", label: "PassthroughSubject<Int>()")
            let c: ReferenceSink<Int, TestFailure> = rig.sink("C")
            rig.subscribe(c, to: s1.marble("C", in: r, label: "Sink()", role: .subscriber))
            rig.subscribe(c, to: s2.marble("C", in: r, label: "Sink()", role: .subscriber))
            rig.send(s1, "-1-2|")
            rig.send(s2, "----3-4|")
        }
    }

    func testAFinishedSinkCannotSubscribeAgain() throws {
        assertRecorderMatchesEngine(try Self.example("14-sink-reactivation")) { rig, r in
            let s1 = r.subject(PassthroughSubject<Int, TestFailure>(), "s1", label: "PassthroughSubject<Int>()")
            let s2 = r.subject(PassthroughSubject<Int, TestFailure>(), "s2", label: "PassthroughSubject<Int>()")
            let c = rig.sink("C", s1.marble("C", in: r, label: "s1.sink()", inputs: ["s1"], step: "sink()", role: .subscriber))
            rig.subscribe(c, to: s2.marble("C", in: r, label: "s1.sink()", inputs: ["s1"], step: "sink()", role: .subscriber), at: 4)
            rig.send(s1, "-1|")
            rig.send(s2, "-----2-3|")
        }
    }

    func testSinkCancel() throws {
        assertRecorderMatchesEngine(try Self.example("10-sink-cancel")) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            rig.sink("C", s.marble("C", in: r, label: "s.sink()", inputs: ["s"], step: "sink()", role: .subscriber), until: 4)
            rig.send(s, "-1-2-3-4|")
        }
    }

    func testDemandDropsAndRequests() throws {
        assertRecorderMatchesEngine(try Self.example("15-demand")) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            let c = rig.sink("C", s.marble("C", in: r, label: "s.sink(demand: 2)", inputs: ["s"], step: "sink(demand: 2)",
                                           role: .subscriber), demand: .max(2))
            rig.at(7) { c.request(.max(2)) }
            rig.send(s, "-1-2-3-4-5-6|")
        }
    }

    func testCurrentValueReplays() throws {
        assertRecorderMatchesEngine(try Self.example("21-current-value")) { rig, r in
            let s = r.subject(CurrentValueSubject<Int, TestFailure>(0), "s", label: "CurrentValueSubject(0)")
            rig.sink("C", s.marble("C", in: r, label: "s.sink()", inputs: ["s"], step: "sink()", role: .subscriber))
            rig.sink("D", s.marble("D", in: r, label: "s.sink(at: 4)", inputs: ["s"], step: "sink(at: 4)", role: .subscriber), at: 4)
            rig.send(s, "-1-2-3-4|")
        }
    }

    func testCurrentValueSubjectKeepsWhatZeroDemandDoesNotTake() {
        // A value sent into zero demand is not lost: the subject holds it and hands it over at
        // the next request (a replay), so no drop is drawn.
        assertRecorderMatchesEngine("""
            s = CurrentValueSubject(0)
            C = s.sink(demand: 0)
            D = s.sink(at: 2)
            C.request(1, at: 3)
            s.send("-1-2-|")
            """) { rig, r in
            let s = r.subject(CurrentValueSubject<Int, TestFailure>(0), "s", label: "CurrentValueSubject(0)")
            let c = rig.sink("C", s.marble("C", in: r, label: "s.sink(demand: 0)", inputs: ["s"], step: "sink(demand: 0)",
                                           role: .subscriber), demand: .none)
            rig.sink("D", s.marble("D", in: r, label: "s.sink(at: 2)", inputs: ["s"], step: "sink(at: 2)", role: .subscriber), at: 2)
            rig.at(3) { c.request(.max(1)) }
            rig.send(s, "-1-2-|")
        }
    }

    func testShareTwoSubscribers() throws {
        // share() connects to its upstream inside itself: no probe sees the `connect`, nor
        // that the one subscription of `src` feeds both subscribers (the engine follows values
        // through the connectable publisher, which a probe cannot look into). `src` and the
        // `map` stage feed the subscriber they were subscribed for, E.
        assertRecorderMatchesEngine(try Self.example("22-share-two-subscribers"), knownDifference: { engine in
            engine.removeEvents(on: "s[1]") { $0 == .connect }
            engine.lanes[0].subscribers = ["E"]
            engine.lanes[1].subscribers = ["E"]
        }) { rig, r in
            let src = rig.cold("-1-2-3-4|", as: Int.self).marble("src", in: r, label: #"cold("-1-2-3-4|")"#, role: .source)
            // The engine draws the chain's map as a stage of its own: a probe after it.
            let mapped = src.map { $0 * 10 }.marble("map", in: r, label: "src.map { $0 * 10 }", inputs: ["src"], step: "map { $0 * 10 }")
            let s = mapped.share().marble("s", in: r, label: "src.map { $0 * 10 }.share()", inputs: ["map"], step: "share()")
            rig.sink("E", s.marble("E", in: r, label: "s.sink()", inputs: ["s"], step: "sink()", role: .subscriber))
            rig.sink("F", s.marble("F", in: r, label: "s.sink(at: 3)", inputs: ["s"], step: "sink(at: 3)", role: .subscriber), at: 3)
        }
    }

    func testRetryThenCatch() throws {
        assertRecorderMatchesEngine(try Self.example("43-retry-catch")) { rig, r in
            let s = rig.cold("-1-2#", as: Int.self, error: "flaky")
                .marble("s", in: r, label: #"cold("-1-2#", error: "flaky")"#, role: .source)
            let retried = s.retry(1).marble("r", in: r, label: "s.retry(1)", inputs: ["s"], step: "retry(1)")
            let c = retried.catch { _ in Just(0).setFailureType(to: TestFailure.self) }
                .marble("c", in: r, label: "r.catch { Just(0) }", inputs: ["r"], step: "catch { Just(0) }")
            rig.sink("C", c.marble("C", in: r, label: "c.sink()", inputs: ["c"], step: "sink()", role: .subscriber))
        }
    }

    func testFilteringChainWithLimitedDemand() throws {
        // The engine draws the limited request compactMap makes of the subject on the
        // subject's line; the recorder sees requests only where a probe is, and none is placed
        // directly on `s` here (the file binds none there).
        assertRecorderMatchesEngine(try Self.example("50-filtering-chain"), knownDifference: { engine in
            engine.removeEvents(on: "s") { if case .request = $0 { return true } else { return false } }
        }) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            let a = s.compactMap { $0 > 1 ? $0 * 10 : nil }
                .marble("a", in: r, label: "s.compactMap { $0 > 1 ? $0 * 10 : nil }", inputs: ["s"],
                        step: "compactMap { $0 > 1 ? $0 * 10 : nil }")
            let b = a.removeDuplicates().marble("b", in: r, label: "a.removeDuplicates()", inputs: ["a"], step: "removeDuplicates()")
            rig.sink("C", b.marble("C", in: r, label: "b.sink(demand: 3)", inputs: ["b"], step: "sink(demand: 3)", role: .subscriber),
                     demand: .max(3))
            rig.send(s, "-1-2-2-1-3-3-4|")
        }
    }

    func testDebounceOnTheRigsClock() throws {
        assertRecorderMatchesEngine(try Self.example("60-debounce")) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            let c = s.debounce(for: .seconds(2), scheduler: rig.scheduler)
                .marble("C", in: r, label: "s.debounce(for: 2, scheduler: main).sink()", inputs: ["s"],
                        steps: [OperatorStep(recording: "debounce(for: 2, scheduler: main)"), OperatorStep(recording: "sink()")],
                        role: .subscriber)
            rig.sink("C", c)
            rig.send(s, "-12---345---6-|")
        }
    }

    func testPrefixAndFirstWithLimitedDemand() throws {
        // The engine draws the value `s` sends into prefix(2)'s zero demand as a drop on `p`:
        // prefix is subscribed to the subject itself, and the engine sees the subject's
        // conduit refuse it. A probe sees only what passes it; the recorder draws drops on a
        // probe placed directly on a registered subject. Here `p` is below `prefix`. For the
        // same reason the limited requests prefix and first make of `s` are not on its line.
        // The engine's first() tells the lane below it holds its finish for demand; Combine's
        // says nothing a probe could see, so the recorder has no `finish held` on `f`.
        assertRecorderMatchesEngine(try Self.example("52-prefix-first-demand"), knownDifference: { engine in
            engine.removeEvents(on: "p") { if case .drop = $0 { return true } else { return false } }
            engine.removeEvents(on: "f") { $0 == .finishHeld }
            engine.removeEvents(on: "s") { if case .request = $0 { return true } else { return false } }
        }) { rig, r in
            let s = r.subject(PassthroughSubject<Int, TestFailure>(), "s", label: "PassthroughSubject<Int>()")
            let p = s.prefix(2).marble("p", in: r, label: "s.prefix(2)", inputs: ["s"], step: "prefix(2)")
            let c = rig.sink("C", p.marble("C", in: r, label: "p.sink(demand: 1)", inputs: ["p"], step: "sink(demand: 1)",
                                           role: .subscriber), demand: .max(1))
            rig.at(4) { c.request(.max(2)) }
            let f = s.first().marble("f", in: r, label: "s.first()", inputs: ["s"], step: "first()")
            let d = rig.sink("D", f.marble("D", in: r, label: "f.sink(demand: 0)", inputs: ["f"], step: "sink(demand: 0)",
                                           role: .subscriber), demand: .none)
            rig.at(6) { d.request(.max(1)) }
            rig.send(s, "-1-2-3-4-5|")
        }
    }
}
