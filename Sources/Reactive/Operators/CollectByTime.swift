extension Publishers {
    /// How `collect(_:)` groups values in time, as Combine's `TimeGroupingStrategy`.
    public enum TimeGroupingStrategy {
        /// Publishes what was collected every `stride` ticks of `scheduler`.
        case byTime(any Scheduler, Int)
        /// As `byTime`, and also as soon as `count` values were collected.
        case byTimeOrCount(any Scheduler, Int, Int)
    }
}

extension Publisher {
    /// Collects values into arrays by time, and by count as well with `.byTimeOrCount`.
    ///
    ///     s.collect(.byTime(main, 3))   // -12-3--4|  ->  ---[1,2]--[3]-[4]|
    ///
    /// OpenCombine 0.14.0 has no time-based `collect`; this follows Apple's documentation:
    /// "At the end of each scheduled interval, the publisher sends an array that contains the
    /// items it collected. If the upstream publisher finishes before filling the buffer, the
    /// publisher sends an array that contains items it received. [...] If the upstream
    /// publisher fails with an error, this publisher forwards the error to the downstream
    /// receiver instead of sending its output." Where the documentation is silent, the
    /// choices are: the interval clock starts at subscription; an interval with nothing
    /// collected sends nothing; `.byTimeOrCount` sends a full array at once and starts the
    /// interval again from there; upstream is asked for everything; an array due while the
    /// downstream has no demand is lost (a drop).
    public func collect(_ strategy: Publishers.TimeGroupingStrategy) -> Publishers.CollectByTime<Self> {
        Publishers.CollectByTime(upstream: self, strategy: strategy)
    }
}

extension Publishers {
    /// A publisher that publishes arrays of the values collected per time interval.
    public struct CollectByTime<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let strategy: TimeGroupingStrategy

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, strategy: strategy))
        }
    }
}

extension Publishers.CollectByTime {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let scheduler: any Scheduler
        private let stride: Int
        private let count: Int?
        private var collected: [Upstream.Output] = []
        private var demand = Subscribers.Demand.none
        private var timer: (any Cancellable)?

        init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy) {
            switch strategy {
            case .byTime(let scheduler, let stride):
                (self.scheduler, self.stride, count) = (scheduler, Swift.max(1, stride), nil)
            case .byTimeOrCount(let scheduler, let stride, let count):
                (self.scheduler, self.stride, self.count) = (scheduler, Swift.max(1, stride), Swift.max(1, count))
            }
            super.init(downstream: downstream)
        }

        override func receive(subscription: any Subscription) {
            guard accept(subscription) else { return }
            startInterval()
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            collected.append(input)
            if let count, collected.count >= count {
                startInterval()
                send()
            }
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard state.isSubscribed else { return }
            stopInterval()
            if case .finished = completion { send() }
            collected = []
            super.receive(completion: completion)
        }

        /// Starts (again) the interval clock from now.
        private func startInterval() {
            let previous = timer
            timer = scheduler.schedule(at: scheduler.tick(after: stride), interval: stride) { [weak self] in
                self?.send()
            }
            previous?.cancel()
        }

        private func stopInterval() {
            timer?.cancel()
            timer = nil
        }

        /// Sends what was collected, if anything.
        private func send() {
            guard state.isSubscribed, !collected.isEmpty else { return }
            let group = collected
            collected = []
            guard demand > 0 else {
                notifyDrop(downstream, group, .noDemand)
                return
            }
            demand -= 1
            demand += downstream.receive(group)
        }

        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            [input]
        }

        // MARK: - Subscription

        override func request(_ demand: Subscribers.Demand) {
            guard state.isSubscribed else { return }
            self.demand += demand
        }

        override func cancel() {
            stopInterval()
            collected = []
            super.cancel()
        }
    }
}
