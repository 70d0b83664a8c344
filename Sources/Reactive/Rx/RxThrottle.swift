extension Publisher {
    /// RxSwift's `throttle(_:latest:scheduler:)`: at most one value per `dueTime` ticks.
    ///
    ///     s.rxThrottle(3, scheduler: main)                  // 12-3-4|  ->  1--3--(4|)
    ///     s.rxThrottle(3, latest: false, scheduler: main)   // 12-3-4|  ->  1--3-|
    ///
    /// Where it differs from Combine's `throttle(for:scheduler:latest:)`: `latest` defaults to
    /// `true`; the first value (and any value `dueTime` after the last one sent) goes out at
    /// once, in the caller's stack, not through the scheduler; with `latest: true` the newest
    /// value of a window goes out when the window ends, and a completion waits for it; with
    /// `latest: false` a value inside the window is dropped, not kept for the window's end.
    public func rxThrottle(_ dueTime: Int, latest: Bool = true, scheduler: any Scheduler) -> Publishers.RxThrottle<Self> {
        Publishers.RxThrottle(upstream: self, dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that passes at most one value per window, as RxSwift's `throttle`.
    public struct RxThrottle<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Int
        public let latest: Bool
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, dueTime: dueTime, latest: latest, scheduler: scheduler))
        }
    }
}

extension Publishers.RxThrottle {
    private final class Inner<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let dueTime: Int
        private let latest: Bool
        private let scheduler: any Scheduler
        private var lastSent: Int?
        private var unsent: Output?
        private var completionWaits = false
        private var timer: (any Cancellable)?

        init(downstream: Downstream, dueTime: Int, latest: Bool, scheduler: any Scheduler) {
            self.dueTime = dueTime
            self.latest = latest
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped else { return .none }
            let now = scheduler.now
            guard let lastSent, now - lastSent < dueTime else {
                send(input)
                return .none
            }
            guard latest else { return .none }
            let inFlight = unsent != nil
            unsent = input
            guard !inFlight else { return .none }
            timer = scheduler.rxTimer(from: lastSent, after: dueTime) { [weak self] in
                self?.propagate()
            }
            return .none
        }

        private func send(_ value: Output) {
            unsent = nil
            forward(value)
            lastSent = scheduler.now
        }

        private func propagate() {
            timer?.cancel()
            timer = nil
            if let value = unsent { send(value) }
            if completionWaits { finish(.finished) }
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            if case .finished = completion, unsent != nil {
                completionWaits = true
                return
            }
            finish(completion)
        }

        override func stop() {
            unsent = nil
            timer?.cancel()
            timer = nil
        }
    }
}
