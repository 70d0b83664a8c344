extension Publisher {
    /// RxSwift's `take(until:)`: the source's elements until `other` sends an element, which
    /// completes the result and unsubscribes from both; `other`'s completion only stops
    /// listening to it, its error ends the result (RxSwift 6's TakeWithPredicate.swift; `other`
    /// is subscribed first).
    ///
    ///     xs.rxTakeUntil(stop)   // xs: -1-2-3|   stop: ----x|  ->  -1-2|
    public func rxTakeUntil<Other: Publisher>(_ other: Other) -> Publishers.RxTakeUntil<Self, Other> where Other.Failure == Failure {
        Publishers.RxTakeUntil(upstream: self, other: other)
    }
}

extension Publishers {
    /// A publisher that republishes its source until another publisher sends an element.
    public struct RxTakeUntil<Upstream: Publisher, Other: Publisher>: Publisher where Other.Failure == Upstream.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let other: Other

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sink = Sink(downstream: subscriber)
            subscriber.receive(subscription: sink)
            let stop = RxSourceSide<Other.Output, Failure>(
                onValue: { [weak sink] _ in sink?.finish(.finished) },
                onCompletion: { [weak sink] in sink?.otherEnded($0) })
            let source = RxSourceSide<Output, Failure>(
                onValue: { [weak sink] in sink?.forward($0) },
                onCompletion: { [weak sink] in sink?.finish($0) })
            sink.sides = [stop, source]
            other.subscribe(stop)
            upstream.subscribe(source)
        }
    }
}

extension Publishers.RxTakeUntil {
    private final class Sink<Downstream: Subscriber>: RxMultiSink<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        func otherEnded(_ completion: Subscribers.Completion<Failure>) {
            guard case .finished = completion else { return finish(completion) }
            sides[0].cancel()
        }
    }
}
