extension Publisher {
    /// Publishes a value only after `dueTime` ticks pass without another one, on `scheduler`.
    ///
    ///     s.debounce(for: 2, scheduler: main)   // -12---3--|  ->  ----2---3-|
    ///
    /// As in Combine: the operator asks upstream for everything; a value due while the
    /// downstream has no demand is lost (a drop); the completion is passed on through the
    /// scheduler and a value still waiting then is discarded, not flushed.
    public func debounce(for dueTime: Int, scheduler: any Scheduler) -> Publishers.Debounce<Self> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that waits for a pause in its upstream before publishing the latest value.
    public struct Debounce<Upstream: Publisher>: Publisher {
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

extension Publishers.Debounce {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let slot: DueTimeSlot<Output>
        private var demand = Subscribers.Demand.none

        init(downstream: Downstream, dueTime: Int, scheduler: any Scheduler) {
            slot = DueTimeSlot(dueTime: dueTime, scheduler: scheduler)
            super.init(downstream: downstream)
        }

        override func receive(subscription: any Subscription) {
            guard accept(subscription) else { return }
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            slot.hold(input) { [weak self] value in self?.publish(value) }
            return .none
        }

        private func publish(_ value: Output) {
            guard state.isSubscribed else { return }
            guard demand > 0 else {
                notifyDrop(downstream, value, .noDemand)
                return
            }
            demand -= 1
            demand += downstream.receive(value)
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard state.isSubscribed else { return }
            markTerminal()
            // The value still waiting is discarded, not flushed.
            slot.clear()
            slot.scheduler.schedule { [downstream] in
                downstream.receive(completion: completion)
            }
        }

        // MARK: - Subscription

        override func request(_ demand: Subscribers.Demand) {
            guard state.isSubscribed else { return }
            self.demand += demand
        }

        override func cancel() {
            slot.clear()
            super.cancel()
        }
    }
}
