extension Publisher {
    /// RxSwift's `delay(_:scheduler:)`: each element, and the completion, `dueTime` ticks later.
    ///
    ///     s.rxDelay(3, scheduler: rx)   // -1-2|  ->  ----1-2|
    ///     s.rxDelay(3, scheduler: rx)   // -1-#   ->  ---#
    ///
    /// Where it differs from Combine's `delay(for:scheduler:)`: an error is not delayed; it
    /// goes out at once and the elements still waiting are dropped (Combine delays the
    /// failure like everything else).
    public func rxDelay(_ dueTime: Int, scheduler: any Scheduler) -> Publishers.RxDelay<Self> {
        Publishers.RxDelay(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that shifts elements and the completion by a fixed time, as RxSwift's.
    public struct RxDelay<Upstream: Publisher>: Publisher {
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

extension Publishers.RxDelay {
    private final class Inner<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let dueTime: Int
        private let scheduler: any Scheduler
        /// The timers of what is on its way, so an error or a cancel stops them.
        private var timers: [Int: any Cancellable] = [:]
        private var next = 0

        init(downstream: Downstream, dueTime: Int, scheduler: any Scheduler) {
            self.dueTime = dueTime
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        private func later(_ action: @escaping () -> Void) {
            next &+= 1
            let key = next
            timers[key] = scheduler.rxTimer(after: dueTime) { [weak self] in
                guard let self, let timer = self.timers.removeValue(forKey: key) else { return }
                timer.cancel()
                action()
            }
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped else { return .none }
            later { [weak self] in self?.forward(input) }
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            if case .failure = completion {
                finish(completion)
            } else {
                later { [weak self] in self?.finish(completion) }
            }
        }

        override func stop() {
            for timer in timers.values { timer.cancel() }
            timers = [:]
        }
    }
}
