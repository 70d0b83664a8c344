extension Publisher {
    /// Transforms each value with `transform`.
    ///
    ///     s.map { $0 * 10 }   // -1-2|  ->  -10-20|
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that transforms each upstream value.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }
    }
}

extension Publishers.Map {
    @usableFromInline
    final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        @usableFromInline let transform: (Upstream.Output) -> Output

        @inlinable
        init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output) {
            self.transform = transform
            super.init(downstream: downstream)
        }

        @inlinable
        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            return downstream.receive(transform(input))
        }

        @inlinable
        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            transform(input)
        }
    }
}
