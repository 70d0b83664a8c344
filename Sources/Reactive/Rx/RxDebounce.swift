extension Publisher {
    /// RxSwift's `debounce(_:scheduler:)`: a value is published once `dueTime` ticks pass
    /// without another one.
    ///
    ///     s.rxDebounce(2, scheduler: main)   // -12---3|  ->  ----2---(3|)
    ///
    /// Where it differs from Combine's `debounce(for:scheduler:)`: the completion sends the
    /// value still waiting, then completes, both at once at the completion's tick (Combine
    /// drops the waiting value and passes the completion through the scheduler). An error
    /// drops the waiting value in both.
    public func rxDebounce(_ dueTime: Int, scheduler: any Scheduler) -> Publishers.RxDebounce<Self> {
        Publishers.RxDebounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that waits for a pause before publishing the latest value, as RxSwift's.
    public struct RxDebounce<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Int
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler))
        }
    }
}

extension Publishers.RxDebounce {
    private final class Inner<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let dueTime: Int
        private let scheduler: any Scheduler
        /// Each value starts a generation; only the latest generation's timer publishes.
        private var generation = 0
        private var pending: Output?
        private var timer: (any Cancellable)?

        init(downstream: Downstream, dueTime: Int, scheduler: any Scheduler) {
            self.dueTime = dueTime
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped else { return .none }
            generation &+= 1
            let mine = generation
            pending = input
            timer?.cancel()
            timer = scheduler.rxTimer(after: dueTime) { [weak self] in
                self?.propagate(mine)
            }
            return .none
        }

        private func propagate(_ mine: Int) {
            timer?.cancel()
            timer = nil
            guard mine == generation, let value = pending else { return }
            pending = nil
            forward(value)
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            if case .finished = completion, let value = pending {
                pending = nil
                forward(value)
            }
            finish(completion)
        }

        override func stop() {
            pending = nil
            timer?.cancel()
            timer = nil
        }
    }
}
