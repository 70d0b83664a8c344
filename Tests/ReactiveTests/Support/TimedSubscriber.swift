import Reactive

/// Records what an Rx observer sees with the tick it saw it, as RxTest's `TestableObserver`
/// does: `next(210, 2)`, `completed(300)`. It asks for everything, as an Rx observer does.
final class TimedSubscriber<Input>: Subscriber {
    typealias Failure = TestError

    private let clock: VirtualTimeScheduler
    private(set) var events: [String] = []
    private(set) var subscription: (any Subscription)?

    init(clock: VirtualTimeScheduler) {
        self.clock = clock
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append("next(\(clock.now), \(input))")
        return .none
    }

    func receive(completion: Subscribers.Completion<TestError>) {
        switch completion {
        case .finished: events.append("completed(\(clock.now))")
        case .failure(let error): events.append("error(\(clock.now), \(error.message))")
        }
    }
}

/// Sends `events` into `subject` at their ticks, as RxTest's hot observable: `(210, 2)` is a
/// value, `(300, nil)` the completion.
func play(_ events: [(Int, Int?)], into subject: PublishSubject<Int, TestError>, on clock: VirtualTimeScheduler) {
    for (tick, value) in events {
        clock.schedule(at: tick) {
            if let value { subject.send(value) } else { subject.send(completion: .finished) }
        }
    }
}
