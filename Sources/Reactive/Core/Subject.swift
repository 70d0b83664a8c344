/// A publisher you can push into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    /// Called when the subject itself subscribes to an upstream publisher
    /// (`publisher.subscribe(subject)`); the subject decides the demand.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// The subscriber that connects an upstream publisher to a subject.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private weak var subject: Downstream?
    private var upstream: (any Subscription)?

    init(_ subject: Downstream) { self.subject = subject }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let subject else {
            subscription.cancel()
            return
        }
        upstream = subscription
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard upstream != nil else { return .none }
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream != nil else { return }
        upstream = nil
        subject?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
    }
}
