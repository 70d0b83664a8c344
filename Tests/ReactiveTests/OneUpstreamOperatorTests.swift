import Reactive
import XCTest

/// Engine-level checks of the one-upstream operators and the new sources: what upstream is
/// asked for, when results go out, what `Create` keeps and loses.
final class OneUpstreamOperatorTests: XCTestCase {
    func testReduceAsksForEverythingAndWaitsForDemandToPublish() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>(demand: .none)
        subject.reduce(0, +).subscribe(tracking)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(tracking.history, [.subscription])
        tracking.subscription?.request(.max(1))
        XCTAssertEqual(tracking.history, [.subscription, .value(3), .finished])
    }

    func testFirstCancelsItsUpstream() {
        let subject = PassthroughSubject<Int, TestError>()
        let first = TrackingSubscriber<Int>(), other = TrackingSubscriber<Int>()
        subject.first().subscribe(first)
        subject.subscribe(other)
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(first.history, [.subscription, .value(1), .finished])
        XCTAssertEqual(other.values, [1, 2])
    }

    func testDropFirstAsksForTheSkippedValuesOnTopOfTheDownstreamsDemand() {
        let tracking = TrackingSubscriber<Int>(demand: .max(1))
        Publishers.Sequence<Int, TestError>([1, 2, 3, 4]).dropFirst(2).subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription, .value(3)])
    }

    func testCollectByCountMultipliesDemand() {
        let tracking = TrackingSubscriber<[Int]>(demand: .max(1))
        Publishers.Sequence<Int, TestError>([1, 2, 3, 4, 5]).collect(2).subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription, .value([1, 2])])
        tracking.subscription?.request(.max(2))
        XCTAssertEqual(tracking.history, [.subscription, .value([1, 2]), .value([3, 4]), .value([5]), .finished])
    }

    func testPrefixFinishesOnTheValueAfterItsLast() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>()
        subject.prefix(2).subscribe(tracking)
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2)])
        subject.send(3)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2), .finished])
    }

    func testReplaceErrorWaitsForDemandBeforeReplacing() {
        let subject = PassthroughSubject<Int, TestError>()
        var received: [String] = []
        let sink = subject.replaceError(with: 0).sink(demand: .max(1), receiveCompletion: { _ in received.append("|") },
                                                      receiveValue: { received.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        XCTAssertEqual(received, ["1"])
        sink.request(.max(1))
        XCTAssertEqual(received, ["1", "0", "|"])
    }

    func testDeferredBuildsOnEverySubscription() {
        var built = 0
        let deferred = Deferred { () -> Publishers.Sequence<Int, TestError> in
            built += 1
            return Publishers.Sequence([built])
        }
        let c = TrackingSubscriber<Int>(), d = TrackingSubscriber<Int>()
        deferred.subscribe(c)
        deferred.subscribe(d)
        XCTAssertEqual(c.values, [1])
        XCTAssertEqual(d.values, [2])
    }

    func testCreateDiscardsWhatIsBufferedWhenItCompletesAfterARequest() {
        var emitter: Publishers.Create<Int, TestError>.Subscriber?
        var cancelled = false
        let create = Publishers.Create<Int, TestError> { subscriber in
            emitter = subscriber
            return AnyCancellable { cancelled = true }
        }
        let tracking = TrackingSubscriber<Int>(demand: .max(1))
        create.subscribe(tracking)
        emitter?.send(1)
        emitter?.send(2)
        emitter?.send(3)
        XCTAssertEqual(tracking.history, [.subscription, .value(1)])
        emitter?.send(completion: .finished)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .finished])
        tracking.subscription?.cancel()
        XCTAssertTrue(cancelled)
    }

    func testCreateHoldsACompletionUntilTheFirstRequest() {
        let create = Publishers.Create<Int, TestError> { subscriber in
            subscriber.send(1)
            subscriber.send(2)
            subscriber.send(completion: .finished)
            return AnyCancellable {}
        }
        let tracking = TrackingSubscriber<Int>(demand: .none)
        create.subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription])
        tracking.subscription?.request(.max(1))
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .finished])
    }
}
