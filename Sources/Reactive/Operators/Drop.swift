extension Publisher {
    /// Skips the first `count` values.
    ///
    ///     s.dropFirst(2)   // -1-2-3-4|  ->  -----3-4|
    ///
    /// It asks its upstream for `count` more than its downstream requests, so the skipped
    /// values do not use up the downstream's demand.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher that omits a number of upstream values before republishing the rest.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "count must not be negative")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // As Combine: the downstream gets the subscription before the upstream is
            // subscribed; its requests wait in `pendingDemand` until then.
            let inner = Inner(downstream: subscriber, count: count)
            subscriber.receive(subscription: inner)
            upstream.receive(subscriber: inner)
        }
    }
}

extension Publishers.Drop {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let downstream: Downstream
        private var upstreamSubscription: (any Subscription)?
        private var pendingDemand = Subscribers.Demand.none
        private var remaining: Int

        init(downstream: Downstream, count: Int) {
            self.downstream = downstream
            remaining = count
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard upstreamSubscription == nil else {
                subscription.cancel()
                return
            }
            upstreamSubscription = subscription
            // The values to skip come on top of what the downstream asked for.
            let demand = pendingDemand + remaining
            if demand > 0 {
                subscription.request(demand)
            }
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            if remaining > 0 {
                remaining -= 1
                return .none
            }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            upstreamSubscription = nil
            downstream.receive(completion: completion)
        }

        /// A value lost upstream is shown below only if it would not have been skipped.
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            guard remaining == 0 else { return }
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard let upstreamSubscription else {
                pendingDemand += demand
                return
            }
            upstreamSubscription.request(demand)
        }

        func cancel() {
            let subscription = upstreamSubscription
            upstreamSubscription = nil
            subscription?.cancel()
        }
    }
}
