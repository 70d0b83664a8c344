extension Publisher {
    /// Republishes values until `other` emits its first value, then finishes.
    ///
    ///     s.prefix(untilOutputFrom: t)   // s: -1-2-3|   t: ---x|   ->   -1-2|
    ///
    /// `other` is subscribed first, asked for one value; its completion changes nothing.
    /// As Combine's `PrefixUntilOutput`.
    public func prefix<P: Publisher>(untilOutputFrom other: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: other)
    }
}

extension Publishers {
    /// A publisher that republishes values until another publisher emits.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, trigger: other))
        }
    }
}

extension Publishers.PrefixUntilOutput {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output

        private let downstream: Downstream
        private var prefixState = SubscriptionState()
        private var terminationState = SubscriptionStatus.awaitingSubscription
        private var triggered = false

        init(downstream: Downstream, trigger: Other) {
            self.downstream = downstream
            trigger.subscribe(Termination(inner: self))
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = prefixState.status else {
                subscription.cancel()
                return
            }
            prefixState.status = triggered ? .terminal : .subscribed(subscription)
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard prefixState.isSubscribed else { return .none }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let state = prefixState.status
            let termination = terminationState.subscription
            prefixState.status = .terminal
            terminationState = .terminal
            termination?.cancel()
            if case .subscribed = state {
                downstream.receive(completion: completion)
            }
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            prefixState.subscription?.request(demand)
        }

        func cancel() {
            let prefix = prefixState.subscription
            let termination = terminationState.subscription
            prefixState.status = .terminal
            terminationState = .terminal
            prefix?.cancel()
            termination?.cancel()
        }

        // MARK: - The trigger

        fileprivate func terminationReceive(subscription: any Subscription) {
            guard case .awaitingSubscription = terminationState else {
                subscription.cancel()
                return
            }
            terminationState = .subscribed(subscription)
            subscription.request(.max(1))
        }

        fileprivate func terminationReceive(_ input: Other.Output) -> Subscribers.Demand {
            guard case .subscribed = terminationState else { return .none }
            let prefix = prefixState.subscription
            prefixState.status = .terminal
            terminationState = .terminal
            triggered = true
            prefix?.cancel()
            downstream.receive(completion: .finished)
            return .none
        }

        fileprivate func terminationReceiveCompletion() {
            terminationState = .terminal
        }
    }

    private final class Termination<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Other.Output
        typealias Failure = Other.Failure

        let inner: Inner<Downstream>
        init(inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: any Subscription) { inner.terminationReceive(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.terminationReceive(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.terminationReceiveCompletion() }
    }
}
