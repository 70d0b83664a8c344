extension Publisher {
    /// Skips values while `predicate` holds, then republishes everything from the first value
    /// that fails it.
    ///
    ///     s.drop { $0 < 3 }   // -1-2-3-1|  ->  -----3-1|
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that omits upstream values until one fails a predicate.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.DropWhile {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output) -> Bool
        private var dropping = true

        init(downstream: Downstream, predicate: @escaping (Output) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard isSubscribed else { return .none }
            if dropping {
                // A skipped value used up one unit of demand upstream: ask for it back.
                if predicate(input) { return .max(1) }
                dropping = false
            }
            return downstream.receive(input)
        }

        override func wouldEmit(_ input: Output) -> Output? {
            dropping && predicate(input) ? nil : input
        }
    }
}
