extension Publisher {
    /// Publishes `output` if the upstream finishes without having sent a value.
    ///
    ///     s.replaceEmpty(with: 0)   // ---|  ->  ---(0|)
    ///
    /// As Combine, it asks its upstream for everything as soon as it is subscribed (and
    /// passes the downstream's requests on too). The replacement waits for demand.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publishers {
    /// A publisher that replaces an empty stream with a single value.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let output: Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, output: output))
        }
    }
}

extension Publishers.ReplaceEmpty {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let downstream: Downstream
        private let output: Output
        private var state = SubscriptionState()
        private var receivedUpstream = false
        private var downstreamRequested = false
        private var finishedWithoutUpstream = false

        init(downstream: Downstream, output: Output) {
            self.downstream = downstream
            self.output = output
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state.status else {
                subscription.cancel()
                return
            }
            state.status = .subscribed(subscription)
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            receivedUpstream = true
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = state.status else { return }
            state.status = .terminal
            guard !receivedUpstream, case .finished = completion else {
                downstream.receive(completion: completion)
                return
            }
            if downstreamRequested {
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
            } else {
                // The replacement waits for the first request.
                finishedWithoutUpstream = true
            }
        }

        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            downstreamRequested = true
            if finishedWithoutUpstream {
                finishedWithoutUpstream = false
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
                return
            }
            guard case .subscribed(let upstream) = state.status else { return }
            upstream.request(demand)
        }

        func cancel() {
            guard case .subscribed(let upstream) = state.status else { return }
            state.status = .terminal
            upstream.cancel()
        }
    }
}
