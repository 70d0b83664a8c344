extension Publisher {
    /// Republishes values while `predicate` holds; the first value that fails it finishes the
    /// stream and cancels the upstream.
    ///
    ///     s.prefix { $0 < 3 }   // -1-2-3-4|  ->  -1-2-|
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: { (value: Output) throws(Failure) -> Bool in predicate(value) })
    }

    /// `prefix(while:)` with a predicate that may throw: a thrown error fails the stream and
    /// cancels the upstream.
    public func tryPrefix(while predicate: @escaping (Output) throws(Failure) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that republishes upstream values until one fails a predicate.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publishers.PrefixWhile {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let predicate: (Output) throws(Failure) -> Bool

        init(downstream: Downstream, predicate: @escaping (Output) throws(Failure) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            let goesOn: Bool
            do {
                goesOn = try predicate(input)
            } catch {
                terminate(with: .failure(error))
                return .none
            }
            guard goesOn else {
                terminate(with: .finished)
                return .none
            }
            return downstream.receive(input)
        }

        override func wouldEmit(_ input: Output) -> Output? {
            (try? predicate(input)) == true ? input : nil
        }
    }
}
