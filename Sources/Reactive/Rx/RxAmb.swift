extension Publisher {
    /// RxSwift's `amb(_:)`: whichever of the two sends first (an element, an error or the
    /// completion) is followed to its end; the other is unsubscribed at that moment (RxSwift
    /// 6's Amb.swift).
    ///
    ///     xs.rxAmb(ys)   // xs: ---1--|   ys: --2-3|  ->  --2-3|
    public func rxAmb<Other: Publisher>(_ other: Other) -> Publishers.RxAmb<Self, Other>
    where Other.Output == Output, Other.Failure == Failure {
        Publishers.RxAmb(upstream: self, other: other)
    }
}

extension Publishers {
    /// A publisher that follows whichever of two sources sends first.
    public struct RxAmb<Upstream: Publisher, Other: Publisher>: Publisher
    where Other.Output == Upstream.Output, Other.Failure == Upstream.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let other: Other

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sink = Sink(downstream: subscriber)
            subscriber.receive(subscription: sink)
            let sides = [0, 1].map { index in
                RxSourceSide<Output, Failure>(onValue: { [weak sink] in sink?.next($0, from: index) },
                                              onCompletion: { [weak sink] in sink?.end($0, from: index) })
            }
            sink.sides = sides
            upstream.subscribe(sides[0])
            other.subscribe(sides[1])
        }
    }
}

extension Publishers.RxAmb {
    private final class Sink<Downstream: Subscriber>: RxMultiSink<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var choice: Int?

        /// Whether the side `index` is followed; the first to ask wins and the other goes.
        private func decide(_ index: Int) -> Bool {
            if let choice { return choice == index }
            choice = index
            sides[1 - index].cancel()
            return true
        }

        func next(_ value: Output, from index: Int) {
            guard decide(index) else { return }
            forward(value)
        }

        func end(_ completion: Subscribers.Completion<Failure>, from index: Int) {
            guard decide(index) else { return }
            finish(completion)
        }
    }
}
