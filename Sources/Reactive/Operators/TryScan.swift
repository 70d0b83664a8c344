extension Publisher {
    /// As `scan`, with a closure that may fail; a thrown error fails the stream and cancels
    /// the upstream. The failure type stays the upstream's, so the closure throws it.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws(Failure) -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that publishes every partial result of an accumulation that may fail.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws(Upstream.Failure) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, initial: initialResult, next: nextPartialResult))
        }
    }
}

extension Publishers.TryScan {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        private var result: Output
        private let next: (Output, Upstream.Output) throws(Upstream.Failure) -> Output

        init(downstream: Downstream, initial: Output, next: @escaping (Output, Upstream.Output) throws(Upstream.Failure) -> Output) {
            result = initial
            self.next = next
            super.init(downstream: downstream)
        }

        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            do {
                result = try next(result, input)
                return downstream.receive(result)
            } catch {
                terminate(with: .failure(error))
                return .none
            }
        }

        /// The step of the accumulation that was lost; the state stays as it is.
        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            try? next(result, input)
        }
    }
}
