extension Publisher {
    /// Delivers the subscription, values and completion on `scheduler`.
    ///
    ///     s.receive(on: main)   // s sends 1 at the tick C subscribes: C has not asked yet
    ///
    /// As Apple's Combine did when the source material observed it (iOS 13.0–13.2), the
    /// *subscription* also travels through the scheduler: the subscriber's first request
    /// reaches upstream only when that hop runs, so a subject that sends before then loses
    /// the value (a drop). OpenCombine 0.14.0 hands the subscription over synchronously.
    /// Put a `buffer(...)` before `receive(on:)` to keep such values.
    public func receive(on scheduler: any Scheduler) -> Publishers.ReceiveOn<Self> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that hops the subscription, values and completion to a scheduler.
    public struct ReceiveOn<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, scheduler: scheduler))
        }
    }
}

extension Publishers.ReceiveOn {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let downstream: Downstream
        private let scheduler: any Scheduler
        private var state = SubscriptionState()

        init(downstream: Downstream, scheduler: any Scheduler) {
            self.downstream = downstream
            self.scheduler = scheduler
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state.status else {
                subscription.cancel()
                return
            }
            state.status = .subscribed(subscription)
            // Apple's Combine: the hand-over itself is scheduled, so demand arrives late.
            scheduler.schedule { [self] in
                downstream.receive(subscription: self)
            }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            scheduler.schedule { [self] in
                guard let subscription = state.subscription else { return }
                let more = downstream.receive(input)
                if more > 0 { subscription.request(more) }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed(let subscription) = state.status else { return }
            state.status = .pendingTerminal(subscription)
            scheduler.schedule { [self] in
                guard case .pendingTerminal = state.status else { return }
                state.status = .terminal
                downstream.receive(completion: completion)
            }
        }

        /// A value lost upstream (no demand yet) is shown on the lane below, at once.
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let subscription) = state.status else { return }
            subscription.request(demand)
        }

        func cancel() {
            guard let subscription = state.subscription else { return }
            state.status = .terminal
            subscription.cancel()
        }
    }
}
