extension Publisher {
    /// Publishes each step of an accumulation, starting from `initialResult`.
    ///
    ///     s.scan(10, +)   // -1-2-3|  ->  -11-13-16|
    ///
    /// Each subscription accumulates on its own: two subscribers of one `scan` over a shared
    /// subject compute separately.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that accumulates upstream values and publishes every partial result.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, initial: initialResult, next: nextPartialResult))
        }
    }
}

extension Publishers.Scan {
    @usableFromInline
    final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        @usableFromInline @exclusivity(unchecked) var result: Output
        @usableFromInline let next: (Output, Upstream.Output) -> Output

        @inlinable
        init(downstream: Downstream, initial: Output, next: @escaping (Output, Upstream.Output) -> Output) {
            result = initial
            self.next = next
            super.init(downstream: downstream)
        }

        @inlinable
        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            result = next(result, input)
            return downstream.receive(result)
        }

        /// The step of the accumulation that was lost; the state stays as it is.
        @inlinable
        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            next(result, input)
        }
    }
}
