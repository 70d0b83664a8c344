import MarbleRecorder
import Marbles
import OpenCombine
import XCTest

/// Recording does not change lifetimes: once a subscription through a probe has ended, the
/// recorder keeps its events, not the subject or the subscriber.
final class RecorderLifetimeTests: XCTestCase {
    func testAFinishedSubjectAndItsSubscriberAreNotKeptByTheRecorder() {
        // The seed book's LifetimeTests.testOwnership, drawn: the recorder outlives the subject
        // and the sink, and must not keep them once the subscription has finished.
        let recorder = MarbleRecorder()
        weak var weakSubject: PassthroughSubject<Int, Never>?
        weak var weakSink: Subscribers.Sink<Int, Never>?
        var received: [Int] = []
        do {
            let subject = recorder.subject(PassthroughSubject<Int, Never>(), "subject")
            weakSubject = subject
            let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
            weakSink = sink
            subject.marble("sink", in: recorder, inputs: ["subject"], step: "subscribe", role: .subscriber).subscribe(sink)
        }
        XCTAssertNotNil(weakSubject)
        XCTAssertNotNil(weakSink)
        recorder.advance(to: 1)
        weakSubject?.send(1)
        recorder.advance(to: 2)
        weakSubject?.send(completion: .finished)

        XCTAssertNil(weakSubject)
        XCTAssertNil(weakSink)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(recorder.trace()[lane: "subject"]?.events, [.value(1, 1), .finished(2)])
        XCTAssertEqual(recorder.trace()[lane: "sink"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .finished(2)])
    }

    func testACancelledSubscriberIsNotKeptByTheRecorder() {
        let recorder = MarbleRecorder()
        let subject = recorder.subject(PassthroughSubject<Int, Never>(), "subject")
        weak var weakSink: Subscribers.Sink<Int, Never>?
        do {
            let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
            weakSink = sink
            subject.marble("sink", in: recorder, inputs: ["subject"], role: .subscriber).subscribe(sink)
        }
        recorder.advance(to: 1)
        subject.send(1)
        weakSink?.cancel()
        XCTAssertNil(weakSink)
        subject.send(2)
        XCTAssertEqual(recorder.trace()[lane: "sink"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .cancel(1)])
    }

    func testASubjectMadeAfterAnotherWentIsNotTakenForIt() {
        // An identifier is reused once its object is gone: the second subject, unregistered,
        // must not be drawn as the first one's lane, nor its probe record drops for it.
        let recorder = MarbleRecorder()
        do {
            let first = recorder.subject(PassthroughSubject<Int, Never>(), "first")
            first.send(completion: .finished)
        }
        var kept: [AnyCancellable] = []
        for _ in 0..<20 {
            let other = PassthroughSubject<Int, Never>()
            other.marble("other", in: recorder, role: .subscriber).sink { _ in }.store(in: &kept)
            other.send(1)
        }
        XCTAssertEqual(recorder.trace()[lane: "first"]?.events, [.finished(0)])
        XCTAssertEqual(recorder.trace()[lane: "other"]?.events.filter { if case .drop = $0.kind { true } else { false } }, [])
    }
}
