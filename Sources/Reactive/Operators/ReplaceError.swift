extension Publisher {
    /// Replaces a failure with `output` followed by finished.
    ///
    ///     s.replaceError(with: 0)   // -1-#  ->  -1-(0|)
    ///
    /// As Combine: if the downstream has no outstanding demand when the failure arrives, the
    /// replacement waits for its next request.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// A publisher that turns a failure into one last value and a normal finish.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        public let output: Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.receive(subscriber: Inner(downstream: subscriber, output: output))
        }
    }
}

extension Publishers.ReplaceError {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Never {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output
        typealias Failure = Upstream.Failure

        private let downstream: Downstream
        private let output: Output
        private var state = SubscriptionState()
        /// The upstream failed while there was no demand: the replacement waits.
        private var terminated = false
        /// Demand the downstream has asked for and not yet received, to know whether the
        /// replacement may go out at once.
        private var pendingDemand = Subscribers.Demand.none

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
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            pendingDemand -= 1
            let demand = downstream.receive(input)
            guard demand > 0 else { return .none }
            pendingDemand += demand
            return demand
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = state.status, !terminated else { return }
            switch completion {
            case .finished:
                state.status = .terminal
                downstream.receive(completion: .finished)
            case .failure:
                guard pendingDemand > 0 else {
                    terminated = true
                    return
                }
                state.status = .terminal
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
            }
        }

        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            if terminated {
                terminated = false
                state.status = .terminal
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
                return
            }
            pendingDemand += demand
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
