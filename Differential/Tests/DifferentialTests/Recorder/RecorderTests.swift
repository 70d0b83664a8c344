import CombineSchedulers
import Dispatch
import MarbleRecorder
import Marbles
import OpenCombine
import XCTest

/// The recorder on OpenCombine pipelines: exact events (tick, kind, value) of each lane.
final class RecorderTests: XCTestCase {
    private var kept: [AnyCancellable] = []

    override func tearDown() {
        kept = []
    }

    func testSubjectMapSinkRecordsEveryStage() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        s.map { $0 * 10 }
            .marble("b", in: recorder, inputs: ["s"], step: "map { $0 * 10 }")
            .marble("C", in: recorder, inputs: ["b"], step: "sink()", role: .subscriber)
            .sink { _ in }
            .store(in: &kept)
        recorder.advance(to: 1)
        s.send(1)
        recorder.advance(to: 3)
        s.send(2)
        recorder.advance(to: 4)
        s.send(completion: .finished)

        let trace = recorder.trace()
        XCTAssertEqual(trace.lanes.map(\.name), ["s", "b", "C"])
        XCTAssertEqual(trace.ticks, 5)
        XCTAssertEqual(trace[lane: "s"]?.role, .subject)
        XCTAssertEqual(trace[lane: "s"]?.label, "PassthroughSubject<Int, Never>")
        XCTAssertEqual(trace[lane: "s"]?.events, [.value(1, 1), .value(3, 2), .finished(4)])
        XCTAssertEqual(trace[lane: "b"]?.events, [.subscribe(0), .unlimited(0), .value(1, 10), .value(3, 20), .finished(4)])
        XCTAssertEqual(trace[lane: "b"]?.inputs, ["s"])
        XCTAssertEqual(trace[lane: "b"]?.subscribers, ["C"])
        XCTAssertEqual(trace[lane: "b"]?.steps, [OperatorStep(name: "map", text: "map { $0 * 10 }", mapsTickToTick: true)])
        XCTAssertEqual(trace[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 10), .value(3, 20), .finished(4)])
        XCTAssertEqual(trace[lane: "C"]?.role, .subscriber)
        XCTAssertEqual(trace[lane: "C"]?.inputs, ["b"])
    }

    func testValuesSentIntoZeroDemandAreDrops() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        let sink = DemandSink<Int, Never>(demand: 1)
        s.marble("C", in: recorder, inputs: ["s"], step: "sink(demand: 1)", role: .subscriber).subscribe(sink)
        recorder.advance(to: 1)
        s.send(1)
        recorder.advance(to: 2)
        s.send(2)
        recorder.advance(to: 3)
        sink.request(.max(1))
        recorder.advance(to: 4)
        s.send(3)
        s.send(4)

        let trace = recorder.trace()
        XCTAssertEqual(trace[lane: "C"]?.events, [
            .subscribe(0), .request(0, 1), .value(1, 1), .drop(2, 2), .request(3, 1), .value(4, 3), .drop(4, 4),
        ])
        // The subject's line shows every value sent and the limited requests that explain the drops.
        XCTAssertEqual(trace[lane: "s"]?.events, [
            .request(0, 1), .value(1, 1), .value(2, 2), .request(3, 1), .value(4, 3), .value(4, 4),
        ])
        XCTAssertEqual(sink.received, [1, 3])
    }

    func testDropsDoNotDependOnTheOrderASubjectDeliversIn() {
        // OpenCombine delivers to a subject's subscribers in a set's order: the recorder's own
        // observer may come before or after the probes. Many subscribers make both orders occur.
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        let sinks = (0..<8).map { index in
            let sink = DemandSink<Int, Never>(demand: index % 2 == 0 ? 1 : 2)
            s.marble("C\(index)", in: recorder, inputs: ["s"], role: .subscriber).subscribe(sink)
            return sink
        }
        recorder.advance(to: 1)
        s.send(1)
        recorder.advance(to: 2)
        s.send(2)
        let trace = recorder.trace()
        for index in 0..<8 {
            let expected: [TraceEvent] = index % 2 == 0
                ? [.subscribe(0), .request(0, 1), .value(1, 1), .drop(2, 2)]
                : [.subscribe(0), .request(0, 2), .value(1, 1), .value(2, 2)]
            XCTAssertEqual(trace[lane: "C\(index)"]?.events, expected, "C\(index)")
            XCTAssertEqual(sinks[index].received, index % 2 == 0 ? [1] : [1, 2])
        }
    }

    func testCurrentValueSubjectHandsItsValueOverAsAReplay() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(CurrentValueSubject<Int, Never>(0), "s")
        s.marble("C", in: recorder, inputs: ["s"], role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 3)
        s.send(2)
        recorder.advance(to: 4)
        s.marble("b", in: recorder, inputs: ["s"], step: "map { $0 + 1 }")
            .map { $0 + 1 }
            .marble("D", in: recorder, inputs: ["b"], role: .subscriber)
            .sink { _ in }.store(in: &kept)
        recorder.advance(to: 5)
        s.send(3)

        let trace = recorder.trace()
        // The 0 it held from registration is the subject's initial value, replayed to C.
        XCTAssertEqual(trace[lane: "s"]?.events, [.initial(0, 0), .value(3, 2), .value(5, 3)])
        XCTAssertEqual(trace[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .replay(0, 0, from: 0), .value(3, 2), .value(5, 3)])
        XCTAssertEqual(trace[lane: "b"]?.events, [.subscribe(4), .unlimited(4), .replay(4, 2, from: 3), .value(5, 3)])
        // Downstream of the probe on the subject, the value is a replay too.
        XCTAssertEqual(trace[lane: "D"]?.events, [.subscribe(4), .unlimited(4), .replay(4, 3, from: 3), .value(5, 4)])
    }

    func testTwoSubscriptionsThroughOneProbeAreTwoRows() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        let b = s.scan(10, +).marble("b", in: recorder, inputs: ["s"], step: "scan(10, +)")
        b.marble("C", in: recorder, inputs: ["b"], role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 1)
        s.send(1)
        recorder.advance(to: 2)
        b.marble("D", in: recorder, inputs: ["b"], role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 3)
        s.send(2)

        let trace = recorder.trace()
        XCTAssertEqual(trace.lanes.map(\.name), ["s", "b[1]", "b[2]", "C", "D"])
        XCTAssertEqual(trace[lane: "b[1]"]?.events, [.subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13)])
        XCTAssertEqual(trace[lane: "b[2]"]?.events, [.subscribe(2), .unlimited(2), .value(3, 12)])
        XCTAssertEqual(trace[lane: "b[1]"]?.subscribers, ["C"])
        XCTAssertEqual(trace[lane: "b[2]"]?.subscribers, ["D"])
        XCTAssertEqual(trace[lane: "C"]?.inputs, [LaneID(binding: "b", subscription: 1)])
        XCTAssertEqual(trace[lane: "D"]?.inputs, [LaneID(binding: "b", subscription: 2)])
    }

    func testCancelIsRecordedAndNothingFollows() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        let cancellable = s.marble("C", in: recorder, inputs: ["s"], role: .subscriber).sink { _ in }
        recorder.advance(to: 1)
        s.send(1)
        recorder.advance(to: 2)
        cancellable.cancel()
        recorder.advance(to: 3)
        s.send(2)
        XCTAssertEqual(recorder.trace()[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .cancel(2)])
        XCTAssertEqual(recorder.trace()[lane: "s"]?.events, [.value(1, 1), .value(3, 2)])
    }

    func testFailureIsRecordedAsSwiftPrintsTheError() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<String, Never>(), "s")
        s.setFailureType(to: ParseError.self)
            .tryMap { text -> Int in
                guard let number = Int(text) else { throw ParseError.notANumber(text) }
                return number
            }
            .mapError { $0 as! ParseError }
            .marble("n", in: recorder, inputs: ["s"], step: "tryMap { Int($0) }")
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            .store(in: &kept)
        recorder.advance(to: 1)
        s.send("4")
        recorder.advance(to: 2)
        s.send("42x")
        XCTAssertEqual(recorder.trace()[lane: "n"]?.events, [
            .subscribe(0), .unlimited(0), .value(1, 4), .failure(2, #"notANumber("42x")"#),
        ])
    }

    func testTestSchedulerClockCountsTicks() {
        let scheduler = DispatchQueue.test
        let recorder = MarbleRecorder(scheduler: scheduler, tick: .milliseconds(250))
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        s.debounce(for: .milliseconds(500), scheduler: scheduler)
            .marble("d", in: recorder, inputs: ["s"], step: "debounce(for: .milliseconds(500), scheduler: scheduler)")
            .sink { _ in }
            .store(in: &kept)
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(250))) { s.send(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(500))) { s.send(2) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(1500))) { s.send(3) }
        scheduler.advance(by: .seconds(3))
        XCTAssertEqual(recorder.trace()[lane: "s"]?.events, [.value(1, 1), .value(2, 2), .value(6, 3)])
        XCTAssertEqual(recorder.trace()[lane: "d"]?.events, [.subscribe(0), .unlimited(0), .value(4, 2), .value(8, 3)])
    }

    func testARecorderAndItsSubjectsAreReleasedTogether() {
        // The subject holds the recorder's observer and the recorder holds the subject: the
        // observer's references are weak, so neither keeps the other.
        weak var weakRecorder: MarbleRecorder?
        weak var weakSubject: PassthroughSubject<Int, Never>?
        do {
            let recorder = MarbleRecorder()
            let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
            let cancellable = s.marble("C", in: recorder, inputs: ["s"], role: .subscriber).sink { _ in }
            s.send(1)
            cancellable.cancel()
            XCTAssertEqual(recorder.trace()[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(0, 1), .cancel(0)])
            weakRecorder = recorder
            weakSubject = s
        }
        XCTAssertNil(weakRecorder)
        XCTAssertNil(weakSubject)
    }

    func testValuesAreConvertedPartByPart() {
        XCTAssertEqual(MarbleValue(recording: (1, "a")), .tuple([1, "a"]))
        XCTAssertEqual(MarbleValue(recording: [1, 2]), .array([1, 2]))
        XCTAssertEqual(MarbleValue(recording: Int?.none as Any), .nilValue)
        XCTAssertEqual(MarbleValue(recording: Int?.some(3) as Any), 3)
        XCTAssertEqual(MarbleValue(recording: ViewState.idle), .enumCase(type: "ViewState", name: "idle", raw: "idle"))
        XCTAssertEqual(MarbleValue(recording: Rank.ace), .enumCase(type: "Rank", name: "ace", raw: 1))
        XCTAssertEqual(MarbleValue(recording: ParseError.notANumber("42x")), #"notANumber("42x")"#)
        XCTAssertEqual(MarbleValue(recording: Point(x: 0, y: 1)).description, "Point(x: 0, y: 1)")
        XCTAssertEqual(MarbleValue(recording: ["b": 2, "a": 1]), .dictionary(keys: ["a", "b"], values: [1, 2]))
        XCTAssertEqual(MarbleValue(recording: 2.5), 2.5)
    }

    func testJSONOfARecordingReadsBackAsTheSameTrace() throws {
        let recorder = MarbleRecorder(title: "recorded")
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        s.marble("C", in: recorder, inputs: ["s"], step: "sink()", role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 2)
        s.send(5)
        XCTAssertEqual(try TraceJSON.decode(recorder.json()), recorder.trace())
    }
}

private enum ParseError: Error {
    case notANumber(String)
}

private enum ViewState {
    case idle, loading
}

private enum Rank: Int {
    case ace = 1
}

private struct Point {
    let x: Int
    let y: Int
}
