extension Publisher {
    /// Performs the subscription, every request and the cancel on `scheduler`; values and
    /// the completion come back on whatever the upstream uses, as in Combine.
    ///
    ///     s.subscribe(on: queue(latency: 2))   // C subscribes at 0, s sees it at 2
    public func subscribe(on scheduler: any Scheduler) -> Publishers.SubscribeOn<Self> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that subscribes, requests and cancels upstream on a scheduler.
    public struct SubscribeOn<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, scheduler: scheduler)
            let upstream = self.upstream
            scheduler.schedule { upstream.receive(subscriber: inner) }
        }
    }
}

extension Publishers.SubscribeOn {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let scheduler: any Scheduler

        init(downstream: Downstream, scheduler: any Scheduler) {
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            return downstream.receive(input)
        }

        // MARK: - Subscription

        override func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let upstream) = state.status else { return }
            scheduler.schedule { upstream.request(demand) }
        }

        override func cancel() {
            guard case .subscribed(let upstream) = state.status else { return }
            markTerminal()
            scheduler.schedule { upstream.cancel() }
        }
    }
}
