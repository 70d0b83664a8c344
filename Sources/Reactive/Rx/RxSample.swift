extension Publisher {
    /// RxSwift's `sample(_:)`: at each element of `sampler`, the source's latest element if a
    /// new one arrived since the last sample.
    ///
    ///     s.rxSample(t)   // s: -1-2---3-|   t: ---x-x-x---|  ->  ---2---3---|
    ///
    /// The source's completion waits for the sampler's next element or completion (which
    /// sends what is pending first); an error of either ends it at once. Read in RxSwift 6's
    /// Sample.swift.
    public func rxSample<Sampler: Publisher>(_ sampler: Sampler) -> Publishers.RxSample<Self, Sampler>
    where Sampler.Failure == Failure {
        Publishers.RxSample(upstream: self, sampler: sampler)
    }
}

extension Publishers {
    /// A publisher that sends its source's latest element when its sampler says so.
    public struct RxSample<Upstream: Publisher, Sampler: Publisher>: Publisher where Sampler.Failure == Upstream.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let sampler: Sampler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sink = Sink(downstream: subscriber)
            subscriber.receive(subscription: sink)
            let source = RxSourceSide<Upstream.Output, Failure>(
                onValue: { [weak sink] in sink?.pending = $0 },
                onCompletion: { [weak sink] in sink?.sourceEnded($0) })
            let ticks = RxSourceSide<Sampler.Output, Failure>(
                onValue: { [weak sink] _ in sink?.sample() },
                onCompletion: { [weak sink] in sink?.samplerEnded($0) })
            sink.sides = [source, ticks]
            upstream.subscribe(source)
            sampler.subscribe(ticks)
        }
    }
}

extension Publishers.RxSample {
    private final class Sink<Downstream: Subscriber>: RxMultiSink<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        var pending: Output?
        private var sourceDone = false

        /// A sampler's element: the pending element, if any; the completion if the source has ended.
        func sample() {
            if let value = pending {
                pending = nil
                forward(value)
            }
            if sourceDone { finish(.finished) }
        }

        func sourceEnded(_ completion: Subscribers.Completion<Failure>) {
            guard case .finished = completion else { return finish(completion) }
            sourceDone = true
        }

        /// As an element (RxSwift's Sample.swift): a sampler that ends before the source leaves
        /// the result waiting for the source, which no one samples any more.
        func samplerEnded(_ completion: Subscribers.Completion<Failure>) {
            guard case .finished = completion else { return finish(completion) }
            sample()
        }
    }
}
