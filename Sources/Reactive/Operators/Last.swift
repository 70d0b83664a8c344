extension Publisher {
    /// Publishes the last value when the upstream finishes.
    ///
    ///     s.last()   // -1-2-3|  ->  ------(3|)
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Publishes the last value that satisfied `predicate`, when the upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes only the last upstream value.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: { _ in true }))
        }
    }

    /// A publisher that publishes only the last upstream value satisfying a predicate.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Publishers.Last<Upstream>.Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.Last {
    /// Shared by `last()` and `last(where:)`: the result is the latest value accepted.
    fileprivate final class Inner<Downstream: Subscriber>: ReduceInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output) -> Bool

        init(downstream: Downstream, predicate: @escaping (Output) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, initial: nil)
        }

        override func receive(newValue: Output) -> ReduceStep<Failure> {
            if predicate(newValue) { result = newValue }
            return .continue
        }
    }
}
