extension Publisher {
    /// Ignores every value and republishes only the completion. It asks its upstream for
    /// everything, whatever the downstream's demand.
    ///
    ///     s.ignoreOutput()   // -1-2-3|  ->  ------|
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publishers {
    /// A publisher that republishes the upstream's completion and nothing else.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber))
        }
    }
}

extension Publishers.IgnoreOutput {
    /// Hands the upstream subscription straight to the downstream, as Combine does, then asks
    /// it for everything.
    private final class Inner<Downstream: Subscriber>: Subscriber, DropObserving
    where Downstream.Input == Never, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output

        private let downstream: Downstream

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
            subscription.request(.unlimited)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
        }

        /// Nothing would have been published for a lost value.
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {}
    }
}
