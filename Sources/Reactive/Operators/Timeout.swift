extension Publisher {
    /// Ends the stream when `interval` ticks pass without a value: finished, or failed with
    /// `customError()` when given. Values and the completion are delivered on `scheduler`.
    ///
    ///     s.timeout(3, scheduler: main)   // -1-----2|  ->  -1--|
    ///
    /// As in Combine, the clock starts at subscription and starts again at the first
    /// request and at every value.
    public func timeout(_ interval: Int, scheduler: any Scheduler,
                        customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, customError: customError)
    }
}

extension Publishers {
    /// A publisher that ends its stream after a silence of a given length.
    public struct Timeout<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Int
        public let scheduler: any Scheduler
        public let customError: (() -> Failure)?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, interval: interval,
                                               scheduler: scheduler, customError: customError))
        }
    }
}

extension Publishers.Timeout {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let interval: Int
        private let scheduler: any Scheduler
        private let customError: (() -> Failure)?
        private var didTimeout = false
        private var timer: (any Cancellable)?
        private var initialDemand = false

        init(downstream: Downstream, interval: Int, scheduler: any Scheduler, customError: (() -> Failure)?) {
            self.interval = interval
            self.scheduler = scheduler
            self.customError = customError
            super.init(downstream: downstream)
        }

        override func receive(subscription: any Subscription) {
            guard accept(subscription) else { return }
            // Combine arms the clock before handing the subscription down.
            armClock()
            downstream.receive(subscription: self)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !didTimeout, state.isSubscribed else { return .none }
            armClock()
            scheduler.schedule { [self] in
                guard !didTimeout, case .subscribed(let upstream) = state.status else { return }
                let more = downstream.receive(input)
                if more > 0 { upstream.request(more) }
            }
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard state.isSubscribed else { return }
            stopClock()
            scheduler.schedule { [self] in
                guard state.isSubscribed else { return }
                markTerminal()
                downstream.receive(completion: completion)
            }
        }

        override func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let upstream) = state.status else { return }
            if !initialDemand {
                initialDemand = true
                armClock()
            }
            upstream.request(demand)
        }

        override func cancel() {
            stopClock()
            super.cancel()
        }

        private func armClock() {
            let previous = timer
            timer = scheduler.schedule(at: scheduler.tick(after: interval), interval: interval) { [weak self] in
                self?.timedOut()
            }
            previous?.cancel()
        }

        private func stopClock() {
            timer?.cancel()
            timer = nil
        }

        private func timedOut() {
            guard !didTimeout, state.isSubscribed else { return }
            didTimeout = true
            // Combine leaves its repeating timer armed (it does nothing more); stopping it
            // lets the virtual clock settle.
            stopClock()
            terminate(with: customError.map { .failure($0()) } ?? .finished)
        }
    }
}
