import Reactive
import XCTest

final class SinkTests: XCTestCase {
    func testSecondSubscriptionIsCancelled() {
        let first = PassthroughSubject<Int, TestError>(), second = PassthroughSubject<Int, TestError>()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, TestError>(receiveValue: { received.append($0) })
        first.subscribe(sink)
        second.subscribe(sink)
        first.send(1)
        second.send(3)
        XCTAssertEqual(received, [1])
    }

    func testFinishedSinkCannotBeReused() {
        let first = PassthroughSubject<Int, TestError>(), second = PassthroughSubject<Int, TestError>()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, TestError>(receiveValue: { received.append($0) })
        first.subscribe(sink)
        first.send(completion: .finished)
        second.subscribe(sink)
        second.send(2)
        XCTAssertEqual(received, [])
    }

    func testCancelBeforeSubscribingDoesNotRetireTheSink() {
        let subject = PassthroughSubject<Int, TestError>()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, TestError>(receiveValue: { received.append($0) })
        sink.cancel()
        subject.subscribe(sink)
        subject.send(1)
        XCTAssertEqual(received, [1])
    }

    func testARefusedSubscriptionLeavesNoTrace() {
        let recorder = StringRecorder()
        let first = PassthroughSubject<Int, TestError>(), second = PassthroughSubject<Int, TestError>()
        let sink = Subscribers.Sink<Int, TestError>()
        first.probe(lane: "C", recorder: recorder).subscribe(sink)
        first.send(completion: .finished)
        second.probe(lane: "C", recorder: recorder).subscribe(sink)
        XCTAssertEqual(recorder.log, ["C@0 subscribe", "C@0 request(unlimited)", "C@0 finished"])
    }

    func testLaterRequestsAndCancel() {
        let subject = PassthroughSubject<Int, TestError>()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, TestError>(demand: .none, receiveValue: { received.append($0) })
        subject.subscribe(sink)
        subject.send(1)
        sink.request(.max(1))
        subject.send(2)
        subject.send(3)
        sink.request(.unlimited)
        subject.send(4)
        sink.cancel()
        subject.send(5)
        XCTAssertEqual(received, [2, 4])
    }
}
