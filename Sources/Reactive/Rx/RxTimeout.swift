extension Publisher {
    /// RxSwift's `timeout(_:scheduler:)`: fails with `error` once `dueTime` ticks pass after
    /// the subscription, or after the last element, without another element or the end.
    ///
    ///     s.rxTimeout(3, error: e, scheduler: rx)   // -1------  ->  -1---#
    ///
    /// RxSwift's error is `RxError.timeout`, printed `Sequence timeout.`. With `other`, the
    /// stream switches to `other` instead of failing (`timeout(_:other:scheduler:)`).
    public func rxTimeout(_ dueTime: Int, error: Failure, other: AnyPublisher<Output, Failure>? = nil,
                          scheduler: any Scheduler) -> Publishers.RxTimeout<Self> {
        Publishers.RxTimeout(upstream: self, dueTime: dueTime, error: error, other: other, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that fails, or switches to another, when its upstream is quiet too long.
    public struct RxTimeout<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Int
        public let error: Failure
        public let other: AnyPublisher<Output, Failure>?
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, configuration: self)
            upstream.receive(subscriber: inner)
            inner.arm()
        }
    }
}

extension Publishers.RxTimeout {
    private final class Inner<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let configuration: Publishers.RxTimeout<Upstream>
        private var generation = 0
        private var timer: (any Cancellable)?
        private var switched: (any Cancellable)?

        init(downstream: Downstream, configuration: Publishers.RxTimeout<Upstream>) {
            self.configuration = configuration
            super.init(downstream: downstream)
        }

        /// Starts the wait for the next element.
        func arm() {
            guard !isStopped, switched == nil else { return }
            generation &+= 1
            let mine = generation
            timer?.cancel()
            timer = configuration.scheduler.rxTimer(after: configuration.dueTime) { [weak self] in
                self?.fire(mine)
            }
        }

        private func fire(_ mine: Int) {
            timer?.cancel()
            timer = nil
            guard mine == generation, !isStopped else { return }
            guard let other = configuration.other else {
                finish(.failure(configuration.error))
                return
            }
            // Upstream is left for `other`, which sends on in its place.
            if case .subscribed(let upstream) = state.status { upstream.cancel() }
            generation &+= 1
            switched = other.sink(receiveCompletion: { [weak self] in self?.finish($0) }, receiveValue: { [weak self] in self?.forward($0) })
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped, switched == nil else { return .none }
            forward(input)
            arm()
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped, switched == nil else { return }
            finish(completion)
        }

        override func stop() {
            timer?.cancel()
            timer = nil
            switched?.cancel()
            switched = nil
        }
    }
}
