extension Publisher {
    /// Transforms each value and republishes the non-`nil` results.
    ///
    ///     s.compactMap { $0 > 1 ? $0 * 10 : nil }   // -1-2-3|  ->  ---20-30|
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// As `compactMap`, with a transform that may fail; a thrown error fails the stream.
    /// The failure type stays the upstream's, so the closure throws it.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws(Failure) -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that republishes the non-`nil` results of a transform.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }
    }

    /// A publisher that republishes the non-`nil` results of a transform that may fail.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) throws(Upstream.Failure) -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }
    }
}

extension Publishers.CompactMap {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        private let transform: (Upstream.Output) -> Output?

        init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.transform = transform
            super.init(downstream: downstream)
        }

        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            // A value mapped to nil used up one unit of demand upstream: ask for it back.
            guard let output = transform(input) else { return .max(1) }
            return downstream.receive(output)
        }

        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            transform(input)
        }
    }
}

extension Publishers.TryCompactMap {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
        private let transform: (Upstream.Output) throws(Upstream.Failure) -> Output?

        init(downstream: Downstream, transform: @escaping (Upstream.Output) throws(Upstream.Failure) -> Output?) {
            self.transform = transform
            super.init(downstream: downstream)
        }

        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            do {
                guard let output = try transform(input) else { return .max(1) }
                return downstream.receive(output)
            } catch {
                terminate(with: .failure(error))
                return .none
            }
        }

        override func wouldEmit(_ input: Upstream.Output) -> Output? {
            (try? transform(input)) ?? nil
        }
    }
}
