/// What an accumulating operator decides about one upstream value.
enum ReduceStep<Failure: Error> {
    /// Keep going.
    case `continue`
    /// The result is known: stop upstream and publish it (`first`, `contains`).
    case finished
    /// Stop upstream and fail.
    case failure(Failure)
}

/// The plumbing every accumulating operator shares (`reduce`, `collect`, `count`, `first`,
/// `last`, `min`, `max`, `contains`, `allSatisfy`), as OpenCombine's `ReduceProducer`:
/// it asks its upstream for everything at once, keeps a `result`, and publishes it when the
/// upstream finishes, or earlier when `receive(newValue:)` says the result is known.
///
/// The result waits for demand: if the downstream has not requested anything by then, it is
/// sent on the first request. A failure is passed on at once, whatever the demand.
class ReduceInner<Input, Downstream: Subscriber>: Subscriber, Subscription, DropObserving {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    typealias Failure = Downstream.Failure

    /// The accumulated result; `nil` publishes nothing before finishing (`first()` of an
    /// empty stream).
    final var result: Downstream.Input?
    private let downstream: Downstream
    private var state = SubscriptionState()
    private var downstreamRequested = false
    private var cancelled = false
    private var completed = false
    private var upstreamCompleted = false

    init(downstream: Downstream, initial: Downstream.Input?) {
        self.downstream = downstream
        result = initial
    }

    /// Folds one value into `result`. Subclasses override.
    func receive(newValue: Input) -> ReduceStep<Failure> {
        preconditionFailure("abstract")
    }

    // MARK: - Subscriber

    func receive(subscription: any Subscription) {
        guard case .awaitingSubscription = state.status else {
            subscription.cancel()
            return
        }
        state.status = .subscribed(subscription)
        downstream.receive(subscription: self)
        // The result depends on every value, whatever the downstream's demand.
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard state.isSubscribed else { return .none }
        switch receive(newValue: input) {
        case .continue:
            break
        case .finished:
            let subscription = state.subscription
            upstreamCompleted = true
            if downstreamRequested { completed = true }
            state.status = .terminal
            subscription?.cancel()
            if downstreamRequested { sendResultAndFinish() } else { notifyHeldCompletion(downstream) }
        case .failure(let error):
            let subscription = state.subscription
            upstreamCompleted = true
            completed = true
            state.status = .terminal
            subscription?.cancel()
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard state.isSubscribed else { return }
        state.status = .terminal
        guard !cancelled, !completed, !upstreamCompleted else { return }
        upstreamCompleted = true
        switch completion {
        case .finished:
            if downstreamRequested {
                completed = true
                sendResultAndFinish()
            } else {
                // As Combine's ReduceProducer: the result and the finish wait for the first
                // request, which the lane below shows.
                notifyHeldCompletion(downstream)
            }
        case .failure:
            completed = true
            downstream.receive(completion: completion)
        }
    }

    /// A value lost upstream would only have changed the result, never been sent on its own:
    /// there is nothing to show below, so the notice stops here (the lane above shows it).
    func receiveDrop<Value>(_ value: Value, reason: DropReason) {}

    private func sendResultAndFinish() {
        if let result {
            _ = downstream.receive(result)
        }
        downstream.receive(completion: .finished)
    }

    // MARK: - Subscription

    func request(_ demand: Subscribers.Demand) {
        guard !downstreamRequested, !cancelled, !completed else { return }
        downstreamRequested = true
        guard upstreamCompleted else { return }
        completed = true
        sendResultAndFinish()
    }

    func cancel() {
        guard case .subscribed(let subscription) = state.status else { return }
        cancelled = true
        state.status = .terminal
        subscription.cancel()
    }
}
