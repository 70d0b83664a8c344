extension Publisher {
    /// Folds every value into one result and publishes it when the upstream finishes.
    ///
    ///     s.reduce(0, +)   // -1-2-3|  ->  ------(6|)
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// As `reduce`, with a closure that may fail; a thrown error fails the stream at once.
    /// The failure type stays the upstream's, so the closure throws it.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws(Failure) -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// A publisher that accumulates every upstream value and publishes the final result.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, initial: initial, next: nextPartialResult))
        }
    }

    /// A publisher that accumulates every upstream value with a closure that may fail.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws(Upstream.Failure) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, initial: initial, next: nextPartialResult))
        }
    }
}

extension Publishers.Reduce {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        private let next: (Output, Upstream.Output) -> Output

        init(downstream: Downstream, initial: Output, next: @escaping (Output, Upstream.Output) -> Output) {
            self.next = next
            super.init(downstream: downstream, initial: initial)
        }

        override func receive(newValue: Upstream.Output) -> ReduceStep<Failure> {
            result = result.map { next($0, newValue) }
            return .continue
        }
    }
}

extension Publishers.TryReduce {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        private let next: (Output, Upstream.Output) throws(Upstream.Failure) -> Output

        init(downstream: Downstream, initial: Output, next: @escaping (Output, Upstream.Output) throws(Upstream.Failure) -> Output) {
            self.next = next
            super.init(downstream: downstream, initial: initial)
        }

        override func receive(newValue: Upstream.Output) -> ReduceStep<Failure> {
            guard let current = result else { return .continue }
            do {
                result = try next(current, newValue)
                return .continue
            } catch {
                return .failure(error)
            }
        }
    }
}
