extension Publisher where Output: Equatable {
    /// Publishes `true` and finishes as soon as `output` arrives (cancelling the upstream),
    /// or `false` when the upstream finishes without it.
    ///
    ///     s.contains(2)   // -1-2-3|  ->  ---(true|)
    public func contains(_ output: Output) -> Publishers.ContainsWhere<Self> {
        contains(where: { $0 == output })
    }
}

extension Publisher {
    /// Publishes `true` as soon as a value satisfies `predicate`, else `false` at the end.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: { (value: Output) throws(Failure) -> Bool in predicate(value) })
    }

    /// `contains(where:)` with a predicate that may throw: a thrown error fails the stream and
    /// cancels the upstream.
    public func tryContains(where predicate: @escaping (Output) throws(Failure) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that tells whether any upstream value satisfies a predicate.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.ContainsWhere {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Upstream.Output, Downstream>
    where Downstream.Input == Bool, Downstream.Failure == Failure {
        private let predicate: (Upstream.Output) throws(Failure) -> Bool

        init(downstream: Downstream, predicate: @escaping (Upstream.Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, initial: false)
        }

        override func receive(newValue: Upstream.Output) -> ReduceStep<Failure> {
            let matches: Bool
            do { matches = try predicate(newValue) } catch { return .failure(error) }
            guard matches else { return .continue }
            result = true
            return .finished
        }
    }
}
