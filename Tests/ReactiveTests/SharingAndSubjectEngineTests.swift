import Reactive
import XCTest

/// The multicast family and the added subjects on the bare engine, without a recorder.
final class SharingAndSubjectEngineTests: XCTestCase {
    func testMulticastRequestsWhatTheSubscriberReturnsFromTheSubject() {
        // The subscriber asks for one more on every value: Multicast.Inner must pass that on
        // to the subject's subscription, or the second value would be lost.
        let source = PassthroughSubject<Int, TestError>()
        let shared = source.multicast { PassthroughSubject<Int, TestError>() }
        let tracking = TrackingSubscriber<Int>(demand: .max(1)) { _ in .max(1) }
        shared.subscribe(tracking)
        let connection = shared.connect()
        (1...3).forEach(source.send)
        source.send(completion: .finished)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2), .value(3), .finished])
        connection.cancel()
    }

    func testMulticastBuildsItsSubjectOnceForEveryoneAndEveryConnection() {
        var made = 0
        let source = PassthroughSubject<Int, TestError>()
        let shared = source.multicast { () -> PassthroughSubject<Int, TestError> in
            made += 1
            return PassthroughSubject()
        }
        let first = TrackingSubscriber<Int>()
        let second = TrackingSubscriber<Int>()
        shared.subscribe(first)
        shared.subscribe(second)
        let connections = [shared.connect(), shared.connect()]
        source.send(1)
        XCTAssertEqual(made, 1)
        XCTAssertEqual(first.values, [1, 1])
        XCTAssertEqual(second.values, [1, 1])
        connections.forEach { $0.cancel() }
        source.send(2)
        XCTAssertEqual(first.values, [1, 1])
    }

    func testAutoconnectDisconnectsAfterTheLastCancel() {
        let source = PassthroughSubject<Int, TestError>()
        let shared = source.share()
        let first = TrackingSubscriber<Int>()
        let second = TrackingSubscriber<Int>()
        shared.subscribe(first)
        shared.subscribe(second)
        source.send(1)
        first.subscription?.cancel()
        source.send(2)
        second.subscription?.cancel()
        source.send(3)
        XCTAssertEqual(first.values, [1])
        XCTAssertEqual(second.values, [1, 2])
    }

    func testBufferSubjectHandsEachSubscriberItsOwnCopy() {
        let subject = BufferSubject<Int, TestError>(limit: 2, whenFull: .dropOldest)
        (1...3).forEach(subject.send)
        let early = TrackingSubscriber<Int>(demand: .max(1))
        subject.subscribe(early)
        let late = TrackingSubscriber<Int>()
        subject.subscribe(late)
        subject.send(4)
        // early got 2 and queues 3, 4 behind its demand; late got its copy, then 4 live.
        XCTAssertEqual(early.values, [2])
        XCTAssertEqual(late.values, [2, 3, 4])
        early.subscription?.request(.max(5))
        XCTAssertEqual(early.values, [2, 3, 4])
    }

    func testBufferSubjectCancelledSubscriberGetsNothingMore() {
        let subject = BufferSubject<Int, TestError>(limit: .max)
        let tracking = TrackingSubscriber<Int>(demand: .none)
        subject.subscribe(tracking)
        subject.send(1)
        tracking.subscription?.cancel()
        tracking.subscription?.request(.max(1))
        subject.send(completion: .finished)
        XCTAssertEqual(tracking.history, [.subscription])
    }

    func testAsyncSubjectEmitsNothingAfterAFailure() {
        let subject = AsyncSubject<Int, TestError>()
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        let late = TrackingSubscriber<Int>()
        subject.subscribe(late)
        subject.send(2)
        XCTAssertEqual(late.history, [.subscription, .failure(TestError())])
    }

    func testMergeInputCancelDetachesEveryInput() {
        let input = MergeInput<Int, TestError>()
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        a.merge(into: input)
        b.merge(into: input)
        let tracking = TrackingSubscriber<Int>()
        input.subscribe(tracking)
        a.send(1)
        a.send(completion: .finished)
        b.send(2)
        input.cancel()
        b.send(3)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2)])
    }
}
