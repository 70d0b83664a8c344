extension Publisher {
    /// RxSwift's `take(_:)`: the first `count` elements, the completion with the last of them.
    ///
    ///     s.rxTake(2)   // -1-2-3|  ->  -1-(2|)
    ///
    /// Where it differs from Combine's `prefix(_:)` as this engine runs it (after Combine's
    /// `output(in:)`): that finishes only when the element after the last one arrives, or the
    /// upstream ends; RxSwift completes, and unsubscribes, at once.
    public func rxTake(_ count: Int) -> Publishers.RxTake<Self> {
        Publishers.RxTake(upstream: self, count: count)
    }
}

extension Publishers {
    /// A publisher that takes the first elements and then completes, as RxSwift's `take`.
    public struct RxTake<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, count: count)
            upstream.receive(subscriber: inner)
            if count <= 0 { inner.finishAtOnce() }
        }
    }
}

extension Publishers.RxTake {
    private final class Inner<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var left: Int

        init(downstream: Downstream, count: Int) {
            left = count
            super.init(downstream: downstream)
        }

        /// `take(0)`: completed at the subscription.
        func finishAtOnce() {
            finish(.finished)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped, left > 0 else { return .none }
            left -= 1
            forward(input)
            if left == 0 { finish(.finished) }
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            finish(completion)
        }
    }
}
