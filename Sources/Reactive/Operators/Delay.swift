extension Publisher {
    /// Delivers every value and the completion `interval` ticks after it arrived, on
    /// `scheduler`. The subscription and demand pass through at once, as in Combine.
    ///
    ///     s.delay(for: 2, scheduler: main)   // -1-2|  ->  ---1-2|
    public func delay(for interval: Int, scheduler: any Scheduler) -> Publishers.Delay<Self> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that shifts its upstream's values and completion later in time.
    public struct Delay<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Int
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, interval: interval, scheduler: scheduler))
        }
    }
}

extension Publishers.Delay {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let downstream: Downstream
        private let interval: Int
        private let scheduler: any Scheduler
        private var state = SubscriptionState()

        init(downstream: Downstream, interval: Int, scheduler: any Scheduler) {
            self.downstream = downstream
            self.interval = interval
            self.scheduler = scheduler
        }

        private func later(_ work: @escaping () -> Void) {
            scheduler.schedule(at: scheduler.tick(after: interval), work)
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

        func receive(_ input: Input) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            later { [self] in
                let subscription: any Subscription
                switch state.status {
                case .subscribed(let s), .pendingTerminal(let s): subscription = s
                case .awaitingSubscription, .terminal: return
                }
                let more = downstream.receive(input)
                if more > 0 { subscription.request(more) }
            }
            // The value used a unit of demand; the downstream's answer comes when it arrives.
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed(let subscription) = state.status else { return }
            state.status = .pendingTerminal(subscription)
            later { [self] in
                guard case .pendingTerminal = state.status else { return }
                state.status = .terminal
                downstream.receive(completion: completion)
            }
        }

        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let subscription) = state.status else { return }
            subscription.request(demand)
        }

        func cancel() {
            guard case .subscribed(let subscription) = state.status else { return }
            state.status = .terminal
            subscription.cancel()
        }
    }
}
