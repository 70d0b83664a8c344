extension Publisher {
    /// Transforms each value with a closure that may fail; a thrown error ends the stream
    /// with that failure. The failure type stays the upstream's, so the closure throws it.
    public func tryMap<T>(_ transform: @escaping (Output) throws(Failure) -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that transforms each upstream value and fails when the transform throws.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) throws(Upstream.Failure) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }
    }
}

extension Publishers.TryMap {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        private let transform: (Upstream.Output) throws(Upstream.Failure) -> Output

        init(downstream: Downstream, transform: @escaping (Upstream.Output) throws(Upstream.Failure) -> Output) {
            self.transform = transform
            super.init(downstream: downstream)
        }

        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            do {
                return downstream.receive(try transform(input))
            } catch {
                terminate(with: .failure(error))
                return .none
            }
        }

        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            try? transform(input)
        }
    }
}
