extension Publisher {
    /// RxSwift's `withLatestFrom(_:resultSelector:)`: each value of this publisher, once
    /// `other` has sent one, combined with `other`'s latest value; `withLatestFrom(other)`
    /// without a selector emits `other`'s value itself.
    ///
    ///     a.rxWithLatestFrom(b)   // a: -1--2-3|  b: --x-y---  ->  ----x-y|
    ///
    /// `other` is subscribed first. This publisher's completion or error ends the result;
    /// `other`'s completion does not (its latest value stays), its error does.
    public func rxWithLatestFrom<Other: Publisher, Result>(
        _ other: Other, resultSelector: @escaping (Output, Other.Output) -> Result
    ) -> Publishers.RxWithLatestFrom<Self, Other, Result> where Other.Failure == Failure {
        Publishers.RxWithLatestFrom(upstream: self, other: other, resultSelector: resultSelector)
    }

    /// `rxWithLatestFrom(_:resultSelector:)` that emits `other`'s latest value.
    public func rxWithLatestFrom<Other: Publisher>(_ other: Other) -> Publishers.RxWithLatestFrom<Self, Other, Other.Output>
    where Other.Failure == Failure {
        rxWithLatestFrom(other) { $1 }
    }
}

extension Publishers {
    /// A publisher combining each value with another publisher's latest, as RxSwift's.
    public struct RxWithLatestFrom<Upstream: Publisher, Other: Publisher, Result>: Publisher
    where Other.Failure == Upstream.Failure {
        public typealias Output = Result
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let other: Other
        public let resultSelector: (Upstream.Output, Other.Output) -> Result

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sink = Sink(downstream: subscriber, resultSelector: resultSelector)
            subscriber.receive(subscription: sink)
            let second = RxSourceSide<Other.Output, Failure>(
                onValue: { [weak sink] in sink?.latest = $0 },
                onCompletion: { [weak sink] in if case .failure = $0 { sink?.finish($0) } })
            let first = RxSourceSide<Upstream.Output, Failure>(
                onValue: { [weak sink] in sink?.next($0) },
                onCompletion: { [weak sink] in sink?.finish($0) })
            sink.sides = [second, first]
            other.subscribe(second)
            upstream.subscribe(first)
        }
    }
}

extension Publishers.RxWithLatestFrom {
    private final class Sink<Downstream: Subscriber>: RxMultiSink<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let resultSelector: (Upstream.Output, Other.Output) -> Result
        var latest: Other.Output?

        init(downstream: Downstream, resultSelector: @escaping (Upstream.Output, Other.Output) -> Result) {
            self.resultSelector = resultSelector
            super.init(downstream: downstream)
        }

        func next(_ value: Upstream.Output) {
            guard let latest else { return }
            forward(resultSelector(value, latest))
        }
    }
}
