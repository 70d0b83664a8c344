extension Publisher {
    /// Publishes the first value and finishes, cancelling the upstream.
    ///
    ///     s.first()   // -1-2-3|  ->  -(1|)
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes the first value that satisfies `predicate` and finishes, cancelling the
    /// upstream; finishes empty if none does.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: { (value: Output) throws(Failure) -> Bool in predicate(value) })
    }

    /// `first(where:)` with a predicate that may throw: a thrown error fails the stream and
    /// cancels the upstream.
    public func tryFirst(where predicate: @escaping (Output) throws(Failure) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes only the first upstream value.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: { (_: Output) throws(Failure) -> Bool in true }))
        }
    }

    /// A publisher that publishes only the first upstream value satisfying a predicate.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Publishers.First<Upstream>.Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.First {
    /// Shared by `first()` and `first(where:)`: the result is the first value accepted.
    fileprivate final class Inner<Downstream: Subscriber>: ReduceInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output) throws(Failure) -> Bool

        init(downstream: Downstream, predicate: @escaping (Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, initial: nil)
        }

        override func receive(newValue: Output) -> ReduceStep<Failure> {
            let accepted: Bool
            do { accepted = try predicate(newValue) } catch { return .failure(error) }
            guard accepted else { return .continue }
            result = newValue
            return .finished
        }
    }
}
