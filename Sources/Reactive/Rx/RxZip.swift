import DequeModule

extension Publishers {
    /// RxSwift's `Observable.zip(_:)` of sources of one type: the n-th values of every source,
    /// as an array in the sources' order.
    ///
    /// Where it differs from Combine's `zip`: it completes only when every source has
    /// completed, even when a completed source left nothing queued and no pair can follow
    /// (Combine finishes as soon as a finished source's queue is empty). An error ends it at
    /// once in both.
    public struct RxZip<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let sources: [Upstream]

        public init(_ sources: [Upstream]) {
            self.sources = sources
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sink = Sink(downstream: subscriber, arity: sources.count)
            subscriber.receive(subscription: sink)
            for (index, source) in sources.enumerated() {
                let side = RxSourceSide<Upstream.Output, Failure>(
                    onValue: { [weak sink] in sink?.next($0, at: index) },
                    onCompletion: { [weak sink] in sink?.end($0, at: index) })
                sink.sides.append(side)
                source.subscribe(side)
            }
        }
    }
}

extension Publishers.RxZip {
    private final class Sink<Downstream: Subscriber>: RxMultiSink<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var queues: [Deque<Upstream.Output>]
        private var done: [Bool]

        init(downstream: Downstream, arity: Int) {
            queues = Array(repeating: [], count: arity)
            done = Array(repeating: false, count: arity)
            super.init(downstream: downstream)
            if arity == 0 { finish(.finished) }
        }

        func next(_ value: Upstream.Output, at index: Int) {
            guard !isStopped else { return }
            queues[index].append(value)
            guard queues.allSatisfy({ !$0.isEmpty }) else { return }
            let tuple = queues.indices.map { queues[$0].removeFirst() }
            forward(tuple)
        }

        func end(_ completion: Subscribers.Completion<Failure>, at index: Int) {
            guard !isStopped else { return }
            switch completion {
            case .failure:
                finish(completion)
            case .finished:
                done[index] = true
                if done.allSatisfy({ $0 }) { finish(.finished) }
            }
        }
    }
}
