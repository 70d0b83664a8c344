import CombineSchedulers
import Dispatch
import MarbleRecorder
import Marbles
import OpenCombine
import XCTest

/// Values that are more than data: a registered subject handed on as a value, a scheduler's
/// stride, several subjects made on one line, a probe on a connectable publisher.
final class RecorderSubjectValueTests: XCTestCase {
    private var kept: [AnyCancellable] = []

    override func tearDown() {
        kept = []
    }

    func testARegisteredSubjectAsAValueIsDrawnByItsLaneName() {
        let recorder = MarbleRecorder()
        let onWifi = recorder.subject(PassthroughSubject<Bool, Never>(), "onWifi")
        let wifi = recorder.subject(PassthroughSubject<String, Never>(), "wifi")
        let cellular = recorder.subject(PassthroughSubject<String, Never>(), "cellular")
        onWifi.map { $0 ? wifi : cellular }
            .marble("map1", in: recorder, inputs: ["onWifi"], step: "map { $0 ? wifi : cellular }")
            .switchToLatest()
            .marble("C", in: recorder, inputs: ["map1"], step: "sink()", role: .subscriber)
            .sink { _ in }
            .store(in: &kept)
        recorder.advance(to: 1)
        onWifi.send(true)
        recorder.advance(to: 2)
        wifi.send("fast")
        cellular.send("slow")
        recorder.advance(to: 3)
        onWifi.send(false)
        recorder.advance(to: 4)
        cellular.send("slow")

        let trace = recorder.trace()
        let wifiValue = MarbleValue.publisher(PublisherReference(id: 2, label: "wifi"))
        let cellularValue = MarbleValue.publisher(PublisherReference(id: 3, label: "cellular"))
        XCTAssertEqual(trace[lane: "map1"]?.events, [
            .subscribe(0), .unlimited(0), TraceEvent(tick: 1, kind: .value(wifiValue)), TraceEvent(tick: 3, kind: .value(cellularValue)),
        ])
        XCTAssertEqual([wifiValue.description, cellularValue.description], ["wifi", "cellular"])
        XCTAssertEqual(trace[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(2, "fast"), .value(4, "slow")])
    }

    func testAStrideIsDrawnAsADuration() {
        let scheduler = DispatchQueue.test
        let recorder = MarbleRecorder(scheduler: scheduler, tick: .milliseconds(100))
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        s.measureInterval(using: scheduler)
            .marble("m", in: recorder, inputs: ["s"], step: "measureInterval(using: scheduler)")
            .sink { _ in }
            .store(in: &kept)
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(300))) { s.send(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(1300))) { s.send(2) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(1301))) { s.send(3) }
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.trace()[lane: "m"]?.events, [
            .subscribe(0), .unlimited(0), .value(3, "300 ms"), .value(13, "1 s"), .value(13, "1 ms"),
        ])
    }

    func testSubjectsMadeOnOneLineAreRowsOfOneLane() {
        // A Deferred makes a subject per subscriber, each registered under the same name.
        let recorder = MarbleRecorder()
        var subjects: [PassthroughSubject<Int, Never>] = []
        let deferred = Deferred { () -> PassthroughSubject<Int, Never> in
            let request = recorder.subject(PassthroughSubject<Int, Never>(), "request")
            subjects.append(request)
            return request
        }
        deferred.marble("C", in: recorder, role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 1)
        subjects[0].send(1)
        deferred.marble("D", in: recorder, role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 2)
        subjects[0].send(completion: .finished)
        subjects[1].send(2)

        let trace = recorder.trace()
        XCTAssertEqual(trace.lanes.map(\.name), ["C", "request[1]", "request[2]", "D"])
        XCTAssertEqual(trace[lane: "request[1]"]?.events, [.value(1, 1), .finished(2)])
        XCTAssertEqual(trace[lane: "request[2]"]?.events, [.value(2, 2)])
        XCTAssertEqual(trace[lane: "D"]?.events, [.subscribe(1), .unlimited(1), .value(2, 2)])
    }

    func testAProbeOnAConnectablePublisherConnects() {
        let recorder = MarbleRecorder()
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s")
        let connectable = s.makeConnectable().marble("m", in: recorder, inputs: ["s"], step: "makeConnectable()")
        connectable.marble("C", in: recorder, inputs: ["m"], role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 1)
        s.send(1)
        let connection = connectable.connect()
        recorder.advance(to: 2)
        s.send(2)
        connection.cancel()
        s.marble("auto", in: recorder).makeConnectable().autoconnect()
            .marble("A", in: recorder, role: .subscriber).sink { _ in }.store(in: &kept)
        recorder.advance(to: 3)
        s.send(3)
        XCTAssertEqual(recorder.trace()[lane: "m"]?.events, [.subscribe(0), .unlimited(0), .connect(1), .value(2, 2)])
        XCTAssertEqual(recorder.trace()[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(2, 2)])
        XCTAssertEqual(recorder.trace()[lane: "A"]?.events, [.subscribe(2), .unlimited(2), .value(3, 3)])
    }
}
