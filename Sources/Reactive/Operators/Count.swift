extension Publisher {
    /// Publishes how many values the upstream sent, when it finishes.
    ///
    ///     s.count()   // -a-b-c|  ->  ------(3|)
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}

extension Publishers {
    /// A publisher that counts the upstream values and publishes the count at the end.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber))
        }
    }
}

extension Publishers.Count {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Upstream.Output, Downstream>
    where Downstream.Input == Int, Downstream.Failure == Upstream.Failure {
        init(downstream: Downstream) {
            super.init(downstream: downstream, initial: 0)
        }

        override func receive(newValue: Upstream.Output) -> ReduceStep<Failure> {
            result? += 1
            return .continue
        }
    }
}
