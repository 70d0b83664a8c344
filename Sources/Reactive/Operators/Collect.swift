extension Publisher {
    /// Collects every value into one array, published when the upstream finishes.
    ///
    ///     s.collect()   // -1-2-3|  ->  ------([1, 2, 3]|)
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that gathers all upstream values into an array and publishes it at the end.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber))
        }
    }
}

extension Publishers.Collect {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Upstream.Output, Downstream>
    where Downstream.Input == [Upstream.Output], Downstream.Failure == Upstream.Failure {
        init(downstream: Downstream) {
            super.init(downstream: downstream, initial: [])
        }

        override func receive(newValue: Upstream.Output) -> ReduceStep<Failure> {
            result?.append(newValue)
            return .continue
        }
    }
}
