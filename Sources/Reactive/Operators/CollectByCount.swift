extension Publisher {
    /// Collects values into arrays of `count` and publishes each full array; what is left
    /// when the upstream finishes is published as a shorter last array.
    ///
    ///     s.collect(2)   // -1-2-3|  ->  ---[1, 2]--([3]|)
    ///
    /// Demand counts arrays: a request for n asks the upstream for n × `count` values.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher that groups upstream values into arrays of a fixed size.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, count: count))
        }
    }
}

extension Publishers.CollectByCount {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == [Upstream.Output], Downstream.Failure == Upstream.Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let downstream: Downstream
        private let count: Int
        private var buffer: [Input] = []
        private var upstreamSubscription: (any Subscription)?
        private var finished = false

        init(downstream: Downstream, count: Int) {
            self.downstream = downstream
            self.count = count
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard !finished, upstreamSubscription == nil else {
                subscription.cancel()
                return
            }
            upstreamSubscription = subscription
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard upstreamSubscription != nil else { return .none }
            buffer.append(input)
            guard buffer.count == count else { return .none }
            let output = buffer
            buffer = []
            return Self.times(downstream.receive(output), count)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            upstreamSubscription = nil
            finished = true
            switch completion {
            case .finished:
                // As Combine: the partial last array goes out whatever the demand.
                if !buffer.isEmpty {
                    let rest = buffer
                    buffer = []
                    _ = downstream.receive(rest)
                }
            case .failure:
                buffer = []
            }
            downstream.receive(completion: completion)
        }

        /// A value lost upstream would only have filled the current array, never been sent
        /// on its own: the notice stops here (the lane above shows it).
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {}

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            upstreamSubscription?.request(Self.times(demand, count))
        }

        func cancel() {
            guard let subscription = upstreamSubscription else { return }
            upstreamSubscription = nil
            buffer = []
            finished = true
            subscription.cancel()
        }

        /// `demand × factor`, as Combine's `Demand * Int` (unlimited stays unlimited).
        private static func times(_ demand: Subscribers.Demand, _ factor: Int) -> Subscribers.Demand {
            guard let max = demand.max else { return .unlimited }
            let (product, overflow) = max.multipliedReportingOverflow(by: factor)
            return overflow ? .unlimited : .max(product)
        }
    }
}
