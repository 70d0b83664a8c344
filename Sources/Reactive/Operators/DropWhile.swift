extension Publisher {
    /// Skips values while `predicate` holds, then republishes everything from the first value
    /// that fails it.
    ///
    ///     s.drop { $0 < 3 }   // -1-2-3-1|  ->  -----3-1|
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: { (value: Output) throws(Failure) -> Bool in predicate(value) })
    }

    /// `drop(while:)` with a predicate that may throw: a thrown error fails the stream and
    /// cancels the upstream.
    public func tryDrop(while predicate: @escaping (Output) throws(Failure) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that omits upstream values until one fails a predicate.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.DropWhile {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output) throws(Failure) -> Bool
        private var dropping = true

        init(downstream: Downstream, predicate: @escaping (Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            if dropping {
                do {
                    // A skipped value used up one unit of demand upstream: ask for it back.
                    if try predicate(input) { return .max(1) }
                } catch {
                    terminate(with: .failure(error))
                    return .none
                }
                dropping = false
            }
            return downstream.receive(input)
        }

        override func wouldEmit(_ input: Output) -> Output? {
            dropping && (try? predicate(input)) != false ? nil : input
        }
    }
}
