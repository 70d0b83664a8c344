extension Publisher {
    /// Republishes the values for which `isIncluded` is true; a thrown error fails the stream
    /// and cancels the upstream. The failure type stays the upstream's, so the closure throws it.
    public func tryFilter(_ isIncluded: @escaping (Output) throws(Failure) -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// A publisher that republishes the upstream values that pass a predicate that may fail.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws(Upstream.Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

extension Publishers.TryFilter {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let isIncluded: (Output) throws(Failure) -> Bool

        init(downstream: Downstream, isIncluded: @escaping (Output) throws(Failure) -> Bool) {
            self.isIncluded = isIncluded
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            do {
                // A filtered-out value used up one unit of demand upstream: ask for it back.
                return try isIncluded(input) ? downstream.receive(input) : .max(1)
            } catch {
                terminate(with: .failure(error))
                return .none
            }
        }

        override func wouldEmit(_ input: Output) -> Output? {
            (try? isIncluded(input)) == true ? input : nil
        }
    }
}
