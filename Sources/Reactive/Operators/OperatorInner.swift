/// The plumbing every one-upstream operator shares: it is the `Subscriber` its upstream
/// sees and the `Subscription` its downstream holds. Subclasses override `receive(_:)`
/// (and `receive(completion:)` when they emit on completion).
class OperatorInner<Input, Downstream: Subscriber>: Subscriber, Subscription, DropObserving {
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    private(set) var status = SubscriptionStatus.awaitingSubscription

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    var isSubscribed: Bool {
        if case .subscribed = status { return true }
        return false
    }

    // MARK: - Subscriber

    func receive(subscription: any Subscription) {
        guard case .awaitingSubscription = status else {
            subscription.cancel()
            return
        }
        status = .subscribed(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        preconditionFailure("abstract")
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard isSubscribed else { return }
        status = .terminal
        downstream.receive(completion: completion)
    }

    func receiveDrop<Value>(_ value: Value, reason: DropReason) {
        notifyDrop(downstream, value, reason)
    }

    // MARK: - Subscription

    func request(_ demand: Subscribers.Demand) {
        guard case .subscribed(let upstream) = status else { return }
        upstream.request(demand)
    }

    func cancel() {
        guard case .subscribed(let upstream) = status else { return }
        status = .terminal
        upstream.cancel()
    }

    /// Ends the stream from inside the operator (e.g. a closure failed): cancels upstream
    /// and sends `completion` downstream.
    func terminate(with completion: Subscribers.Completion<Failure>) {
        guard case .subscribed(let upstream) = status else { return }
        status = .terminal
        upstream.cancel()
        downstream.receive(completion: completion)
    }
}
