extension Publisher {
    /// Publishes `false` and finishes as soon as a value fails `predicate` (cancelling the
    /// upstream), or `true` when the upstream finishes.
    ///
    ///     s.allSatisfy { $0 < 3 }   // -1-2-3|  ->  -----(false|)
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: { (value: Output) throws(Failure) -> Bool in predicate(value) })
    }

    /// `allSatisfy` with a predicate that may throw: a thrown error fails the stream and
    /// cancels the upstream.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws(Failure) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that tells whether every upstream value satisfies a predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.AllSatisfy {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Upstream.Output, Downstream>
    where Downstream.Input == Bool, Downstream.Failure == Failure {
        private let predicate: (Upstream.Output) throws(Failure) -> Bool

        init(downstream: Downstream, predicate: @escaping (Upstream.Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, initial: true)
        }

        override func receive(newValue: Upstream.Output) -> ReduceStep<Failure> {
            let satisfied: Bool
            do { satisfied = try predicate(newValue) } catch { return .failure(error) }
            guard !satisfied else { return .continue }
            result = false
            return .finished
        }
    }
}
