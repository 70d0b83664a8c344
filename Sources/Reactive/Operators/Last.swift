extension Publisher {
    /// Publishes the last value when the upstream finishes.
    ///
    ///     s.last()   // -1-2-3|  ->  ------(3|)
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Publishes the last value that satisfied `predicate`, when the upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: { (value: Output) throws(Failure) -> Bool in predicate(value) })
    }

    /// `last(where:)` with a predicate that may throw: a thrown error fails the stream and
    /// cancels the upstream.
    public func tryLast(where predicate: @escaping (Output) throws(Failure) -> Bool) -> Publishers.LastWhere<Self> {
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
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: { (_: Output) throws(Failure) -> Bool in true }))
        }
    }

    /// A publisher that publishes only the last upstream value satisfying a predicate.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Publishers.Last<Upstream>.Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.Last {
    /// Shared by `last()` and `last(where:)`: the result is the latest value accepted.
    fileprivate final class Inner<Downstream: Subscriber>: ReduceInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output) throws(Failure) -> Bool

        init(downstream: Downstream, predicate: @escaping (Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, initial: nil)
        }

        override func receive(newValue: Output) -> ReduceStep<Failure> {
            do {
                if try predicate(newValue) { result = newValue }
            } catch {
                return .failure(error)
            }
            return .continue
        }
    }
}
