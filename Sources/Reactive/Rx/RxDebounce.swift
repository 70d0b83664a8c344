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
        private let slot: DueTimeSlot<Output>

        init(downstream: Downstream, dueTime: Int, scheduler: any Scheduler) {
            slot = DueTimeSlot(dueTime: dueTime, scheduler: scheduler)
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped else { return .none }
            slot.hold(input) { [weak self] value in self?.forward(value) }
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            if case .finished = completion, let value = slot.takeWaiting() {
                forward(value)
            }
            finish(completion)
        }

        override func stop() {
            slot.clear()
        }
    }
}
