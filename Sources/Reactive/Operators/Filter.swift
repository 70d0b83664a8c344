extension Publisher {
    /// Republishes only the values for which `isIncluded` is true.
    ///
    ///     s.filter { $0 % 2 == 0 }   // -1-2-3-4|  ->  ---2---4|
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// A publisher that republishes the upstream values that pass a predicate.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

extension Publishers.Filter {
    @usableFromInline
    final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline let isIncluded: (Output) -> Bool

        @inlinable
        init(downstream: Downstream, isIncluded: @escaping (Output) -> Bool) {
            self.isIncluded = isIncluded
            super.init(downstream: downstream)
        }

        @inlinable
        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            // A filtered-out value used up one unit of demand upstream: ask for it back,
            // as Combine's Filter does.
            return isIncluded(input) ? downstream.receive(input) : .max(1)
        }

        @inlinable
        override func wouldEmit(_ input: Output) -> Output? {
            isIncluded(input) ? input : nil
        }
    }
}
