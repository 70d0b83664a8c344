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
        private let dueTime: Int
        private let scheduler: any Scheduler
        /// Each value starts a generation; only the latest generation's timer publishes.
        private var generation = 0
        private var timer: (any Cancellable)?
        private var currentValue: Output?
        private var demand = Subscribers.Demand.none

        init(downstream: Downstream, dueTime: Int, scheduler: any Scheduler) {
            self.dueTime = dueTime
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        override func receive(subscription: any Subscription) {
            guard accept(subscription) else { return }
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            generation += 1
            let mine = generation
            currentValue = input
            let previous = timer
            timer = nil
            let (due, overflow) = scheduler.now.addingReportingOverflow(dueTime)
            // Combine arms a repeating timer and stops it at its first firing; on the
            // immediate scheduler it fires inside this call.
            let armed = scheduler.schedule(at: overflow ? Int.max : due, interval: dueTime) { [weak self] in
                self?.due(mine)
            }
            if generation == mine, timer == nil, currentValue != nil {
                timer = armed
            } else {
                armed.cancel()
            }
            previous?.cancel()
            return .none
        }

        private func due(_ mine: Int) {
            guard state.isSubscribed, mine == generation, let value = currentValue else { return }
            timer?.cancel()
            timer = nil
            currentValue = nil
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
            stopTimer()
            scheduler.schedule { [downstream] in
                downstream.receive(completion: completion)
            }
        }

        // MARK: - Subscription

        override func request(_ demand: Subscribers.Demand) {
            guard state.isSubscribed else { return }
            self.demand += demand
        }

        override func cancel() {
            stopTimer()
            super.cancel()
        }

        private func stopTimer() {
            timer?.cancel()
            timer = nil
            currentValue = nil
        }
    }
}
