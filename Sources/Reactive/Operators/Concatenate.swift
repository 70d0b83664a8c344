extension Publisher {
    /// Publishes this publisher's values, then, once it finishes, subscribes to `suffix`.
    ///
    ///     s.append(cold("-8|"))   // s: -1|  ->  -1-8|
    public func append<P: Publisher>(_ suffix: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: suffix)
    }

    /// Publishes this publisher's values, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<Output, Failure>> {
        append(Publishers.Sequence(elements))
    }

    /// Publishes `prefix`'s values first, then subscribes to this publisher.
    ///
    ///     s.prepend(0)   // s: -1|  ->  0-1|
    public func prepend<P: Publisher>(_ prefix: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: prefix, suffix: self)
    }

    /// Publishes `elements` first, then this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<Output, Failure>, Self> {
        prepend(Publishers.Sequence(elements))
    }
}

extension Publishers {
    /// A publisher that plays one publisher to its end, then another, as Combine's
    /// `Concatenate`. The second is subscribed only when the first finishes (not before, so
    /// a hot suffix loses what it sent meanwhile); a failure of the first ends it all.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure

        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, suffix: suffix)
            prefix.subscribe(PrefixSubscriber(inner: inner))
        }
    }
}

extension Publishers.Concatenate {
    /// The subscription downstream holds. It counts the demand downstream made, so the
    /// suffix can be asked for what the prefix did not deliver.
    private final class Inner<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        private let downstream: Downstream
        private var prefixState = SubscriptionState()
        private var suffixState = SubscriptionState()
        private var suffix: Suffix?
        private var pending = Subscribers.Demand.none

        init(downstream: Downstream, suffix: Suffix) {
            self.downstream = downstream
            self.suffix = suffix
        }

        func request(_ demand: Subscribers.Demand) {
            pending += demand
            (prefixState.subscription ?? suffixState.subscription)?.request(demand)
        }

        func cancel() {
            let upstream = prefixState.subscription ?? suffixState.subscription
            prefixState.status = .terminal
            suffixState.status = .terminal
            suffix = nil
            upstream?.cancel()
        }

        // MARK: - Prefix

        func prefixReceive(subscription: any Subscription) {
            guard case .awaitingSubscription = prefixState.status else {
                subscription.cancel()
                return
            }
            prefixState.status = .subscribed(subscription)
            downstream.receive(subscription: self)
        }

        func prefixReceive(_ input: Output) -> Subscribers.Demand {
            guard prefixState.isSubscribed else { return .none }
            guard pending != .none else {
                // Combine's Concatenate ignores a prefix value sent beyond the demand.
                notifyDrop(downstream, input, .noDemand)
                return .none
            }
            pending -= 1
            let newDemand = downstream.receive(input)
            pending += newDemand
            return newDemand
        }

        func prefixReceive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = prefixState.status else { return }
            prefixState.status = .terminal
            switch completion {
            case .finished:
                suffix?.subscribe(SuffixSubscriber(inner: self))
            case .failure:
                downstream.receive(completion: completion)
            }
        }

        // MARK: - Suffix

        func suffixReceive(subscription: any Subscription) {
            guard case .awaitingSubscription = suffixState.status else {
                subscription.cancel()
                return
            }
            suffixState.status = .subscribed(subscription)
            if pending != .none {
                subscription.request(pending)
            }
        }

        func suffixReceive(_ input: Output) -> Subscribers.Demand {
            guard suffixState.isSubscribed else { return .none }
            return downstream.receive(input)
        }

        func suffixReceive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = suffixState.status else { return }
            prefixState.status = .terminal
            suffixState.status = .terminal
            downstream.receive(completion: completion)
        }
    }

    private final class PrefixSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        let inner: Inner<Downstream>
        init(inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: any Subscription) { inner.prefixReceive(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.prefixReceive(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.prefixReceive(completion: completion) }
    }

    private final class SuffixSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        let inner: Inner<Downstream>
        init(inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: any Subscription) { inner.suffixReceive(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.suffixReceive(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.suffixReceive(completion: completion) }
    }
}
