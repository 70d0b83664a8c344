extension Publisher {
    /// Publishes at most one value per `interval` ticks, on `scheduler`: the first value
    /// goes out at once; one arriving sooner than `interval` after the last emission waits
    /// for the window to end. While one waits, `latest: true` replaces it with newer values,
    /// `latest: false` keeps the first and ignores the rest.
    ///
    ///     s.throttle(for: 3, scheduler: main, latest: true)   // -1234---|  ->  -1--4---|
    ///
    /// As in Combine: the operator asks upstream for everything, and a value arriving while
    /// the downstream has no demand is lost (a drop).
    public func throttle(for interval: Int, scheduler: any Scheduler, latest: Bool) -> Publishers.Throttle<Self> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// A publisher that lets through at most one value per interval.
    public struct Throttle<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Int
        public let scheduler: any Scheduler
        public let latest: Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

extension Publishers.Throttle {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let downstream: Downstream
        private let interval: Int
        private let scheduler: any Scheduler
        private let latest: Bool
        private var state = SubscriptionState()
        private var lastEmission: Int?
        private var pendingInput: Output?
        private var pendingCompletion: Subscribers.Completion<Failure>?
        private var demand = Subscribers.Demand.none

        init(downstream: Downstream, interval: Int, scheduler: any Scheduler, latest: Bool) {
            self.downstream = downstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        private var hasScheduledOutput: Bool { pendingInput != nil || pendingCompletion != nil }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state.status else {
                subscription.cancel()
                return
            }
            state.status = .subscribed(subscription)
            subscription.request(.unlimited)
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            guard demand > 0 else {
                notifyDrop(downstream, input, .noDemand)
                return .none
            }
            if hasScheduledOutput {
                // The window is taken: `latest` swaps in the newer value, otherwise the
                // first one stays.
                if latest { pendingInput = input }
                return .none
            }
            let now = scheduler.now
            let earliest = lastEmission.map { Self.adding($0, interval) } ?? now
            let emission = Swift.max(now, earliest)
            demand -= 1
            pendingInput = input
            if emission == now {
                scheduler.schedule { [weak self] in self?.emit() }
            } else {
                scheduler.schedule(at: emission) { [weak self] in self?.emit() }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed(let subscription) = state.status else { return }
            state.status = .pendingTerminal(subscription)
            if !hasScheduledOutput {
                pendingCompletion = completion
                scheduler.schedule { [weak self] in self?.emit() }
            } else if pendingCompletion == nil {
                pendingCompletion = completion
            }
        }

        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        private func emit() {
            switch state.status {
            case .awaitingSubscription, .terminal: return
            case .subscribed, .pendingTerminal: break
            }
            if pendingInput != nil, pendingCompletion == nil {
                lastEmission = scheduler.now
            }
            let input = pendingInput
            let completion = pendingCompletion
            pendingInput = nil
            pendingCompletion = nil
            if completion != nil { state.status = .terminal }
            let more = input.map { downstream.receive($0) } ?? .none
            if let completion { downstream.receive(completion: completion) }
            if more > 0 { demand += more }
        }

        private static func adding(_ tick: Int, _ ticks: Int) -> Int {
            let (sum, overflow) = tick.addingReportingOverflow(ticks)
            return overflow ? Int.max : sum
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0, case .subscribed = state.status else { return }
            self.demand += demand
        }

        func cancel() {
            switch state.status {
            case .subscribed(let subscription), .pendingTerminal(let subscription):
                state.status = .terminal
                subscription.cancel()
            case .awaitingSubscription, .terminal:
                state.status = .terminal
            }
        }
    }
}
