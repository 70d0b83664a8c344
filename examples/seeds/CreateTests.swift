// Not from the seed material: a test of CombineExt's `Create` (Create.swift) written for
// these examples, since the article that prints `Create` has no test. It sends the article's
// usage example ("Hello", "World!", then finished) from the closure, which runs as soon as
// the subscription is made, before the subscriber has asked for anything, to a subscriber
// that asks for one value. The DemandBuffer holds all three; the request releases "Hello",
// and then, since the completion is already there, the buffer is emptied and the completion
// sent: "World!" is lost. That is CombineExt's own DemandBuffer.flush (the article's copy is
// the same code): a completion that arrived before the demand wins over values still waiting.

import Combine
import XCTest

final class CreateTests: XCTestCase {
    func testCreateWithLimitedDemandLosesWhatWaitsBehindACompletion() {
        var received = [Subscribers.Event<String, Never>]()
        var cleanedUp = false
        let publisher = AnyPublisher<String, Never>.create { subscriber in
            subscriber.send("Hello")
            subscriber.send("World!")
            subscriber.send(completion: .finished)
            return AnyCancellable { cleanedUp = true }
        }

        var subscription: Subscription?
        let sink = AnySubscriber<String, Never>(
            receiveSubscription: { subscription = $0; $0.request(.max(1)) },
            receiveValue: { received.append(.value($0)); return .none },
            receiveCompletion: { received.append(.complete($0)) })
        publisher.subscribe(sink)

        XCTAssertEqual(received, ["Hello"].asEvents(completion: .finished))
        XCTAssertFalse(cleanedUp)
        subscription?.cancel()
        XCTAssertTrue(cleanedUp)
    }

    func testCreateWithUnlimitedDemandSendsEverything() {
        var received = [Subscribers.Event<String, Never>]()
        let cancellable = AnyPublisher<String, Never>.create { subscriber in
            subscriber.send("Hello")
            subscriber.send("World!")
            subscriber.send(completion: .finished)
            return AnyCancellable {}
        }
        .sink(event: { received.append($0) })

        XCTAssertEqual(received, ["Hello", "World!"].asEvents(completion: .finished))
        cancellable.cancel()
    }
}
