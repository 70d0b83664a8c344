extension Publisher where Output: Equatable {
    /// Republishes a value only when it differs from the previous one.
    ///
    ///     s.removeDuplicates()   // -1-1-2-2-1|  ->  -1---2---1|
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Republishes a value only when `predicate(previous, value)` is false. The previous
    /// value is the last one received, whether or not it was republished.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: { (lhs: Output, rhs: Output) throws(Failure) -> Bool in predicate(lhs, rhs) })
    }

    /// `removeDuplicates(by:)` with a predicate that may throw: a thrown error fails the
    /// stream and cancels the upstream.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws(Failure) -> Bool)
        -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that skips a value equal (by a predicate) to the one before it.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output, Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.RemoveDuplicates {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output, Output) throws(Failure) -> Bool
        private var last: Output?

        init(downstream: Downstream, predicate: @escaping (Output, Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            let previous = last
            last = input
            do {
                // A skipped duplicate used up one unit of demand upstream: ask for it back.
                if let previous, try predicate(previous, input) { return .max(1) }
            } catch {
                terminate(with: .failure(error))
                return .none
            }
            return downstream.receive(input)
        }

        /// A lost value never reached `receive`, so it does not become the previous value.
        override func wouldEmit(_ input: Output) -> Output? {
            if let last, (try? predicate(last, input)) != false { return nil }
            return input
        }
    }
}
