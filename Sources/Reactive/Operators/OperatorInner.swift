/// The plumbing every one-upstream operator shares: it is the `Subscriber` its upstream
/// sees and the `Subscription` its downstream holds. Subclasses override `receive(_:)`
/// (and `receive(completion:)` when they emit on completion).
@usableFromInline
class OperatorInner<Input, Downstream: Subscriber>: Subscriber, Subscription, DropObserving, CompletionHoldObserving {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    @usableFromInline typealias Failure = Downstream.Failure

    @usableFromInline let downstream: Downstream
    // `@exclusivity(unchecked)` on the fields read for every value: the engine is one thread
    // and the debug test suite runs with the checks of every other access; a dynamic check
    // costs more than the operator's own work.
    /// The upstream link, with the flag each value checks.
    @usableFromInline @exclusivity(unchecked) var state = SubscriptionState()

    @inlinable
    init(downstream: Downstream) {
        self.downstream = downstream
    }

    // MARK: - Subscriber

    @inlinable
    func receive(subscription: any Subscription) {
        guard accept(subscription) else { return }
        downstream.receive(subscription: self)
    }

    /// Takes `subscription` as the upstream link if none came before (a second one is
    /// cancelled: false), without handing anything down: for a subclass that does work
    /// between the two.
    @inlinable
    final func accept(_ subscription: any Subscription) -> Bool {
        guard case .awaitingSubscription = state.status else {
            subscription.cancel()
            return false
        }
        state.status = .subscribed(subscription)
        return true
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        preconditionFailure("abstract")
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        guard state.isSubscribed else { return }
        state.status = .terminal
        downstream.receive(completion: completion)
    }

    /// A value lost upstream: passed on as what this operator would have emitted for it
    /// (see `wouldEmit(_:)`), so each lane below shows the loss in its own values.
    /// A finish held above passes down to the lane that shows it.
    @inlinable
    final func receiveHeldCompletion() {
        notifyHeldCompletion(downstream)
    }

    @inlinable
    final func receiveDrop<Value>(_ value: Value, reason: DropReason) {
        guard let input = value as? Input else {
            notifyDrop(downstream, value, reason)
            return
        }
        if let output = wouldEmit(input) {
            notifyDrop(downstream, output, reason)
        }
    }

    /// What the operator would have sent downstream for `input`, without changing its state;
    /// `nil` when it would have sent nothing (a filter rejecting it).
    @inlinable
    func wouldEmit(_ input: Input) -> Downstream.Input? {
        input as? Downstream.Input
    }

    // MARK: - Subscription

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        guard case .subscribed(let upstream) = state.status else { return }
        upstream.request(demand)
    }

    @inlinable
    func cancel() {
        guard case .subscribed(let upstream) = state.status else { return }
        state.status = .terminal
        upstream.cancel()
    }

    /// Marks the link ended without telling anyone, for a subclass that cancels upstream
    /// in its own way (later, on a scheduler).
    @inlinable
    func markTerminal() {
        state.status = .terminal
    }

    /// Ends the stream from inside the operator (e.g. a closure failed): cancels upstream
    /// and sends `completion` downstream.
    @inlinable
    func terminate(with completion: Subscribers.Completion<Failure>) {
        guard case .subscribed(let upstream) = state.status else { return }
        state.status = .terminal
        upstream.cancel()
        downstream.receive(completion: completion)
    }
}
