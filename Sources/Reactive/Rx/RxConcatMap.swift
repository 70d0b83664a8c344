import DequeModule

extension Publisher {
    /// RxSwift's `concatMap(_:)`: maps each value to a publisher and plays them one after the
    /// other, each to its end.
    ///
    /// Where it differs from Combine's `flatMap(maxPublishers: .max(1))`: a value that arrives
    /// while an inner publisher runs waits in a queue for its turn (RxSwift pushes; nothing
    /// asks for one value at a time), where Combine's upstream, asked for one value, would
    /// hold it back, and a subject's would be dropped.
    public func rxConcatMap<Child: Publisher>(_ transform: @escaping (Output) -> Child) -> Publishers.RxConcatMap<Self, Child>
    where Child.Failure == Failure {
        Publishers.RxConcatMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that plays the publishers made from its values in turn, as RxSwift's `concatMap`.
    public struct RxConcatMap<Upstream: Publisher, Child: Publisher>: Publisher where Child.Failure == Upstream.Failure {
        public typealias Output = Child.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Child

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sink = Sink(downstream: subscriber, transform: transform)
            subscriber.receive(subscription: sink)
            let outer = RxSourceSide<Upstream.Output, Failure>(
                onValue: { [weak sink] in sink?.enqueue($0) },
                onCompletion: { [weak sink] in sink?.outerEnded($0) })
            sink.sides.append(outer)
            upstream.subscribe(outer)
        }
    }
}

extension Publishers.RxConcatMap {
    private final class Sink<Downstream: Subscriber>: RxMultiSink<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let transform: (Upstream.Output) -> Child
        private var queue = Deque<Upstream.Output>()
        private var inner: RxSourceSide<Child.Output, Failure>?
        private var active: Bool { inner != nil }
        private var outerDone = false

        init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Child) {
            self.transform = transform
            super.init(downstream: downstream)
        }

        func enqueue(_ value: Upstream.Output) {
            guard !isStopped else { return }
            queue.append(value)
            if !active { startNext() }
        }

        private func startNext() {
            guard !isStopped, let value = queue.popFirst() else {
                if outerDone, !active { finish(.finished) }
                return
            }
            let inner = RxSourceSide<Child.Output, Failure>(
                onValue: { [weak self] in self?.forward($0) },
                onCompletion: { [weak self] in self?.innerEnded($0) })
            self.inner = inner
            transform(value).subscribe(inner)
        }

        private func innerEnded(_ completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            if case .failure = completion {
                finish(completion)
                return
            }
            inner = nil
            startNext()
        }

        override func stop() {
            let inner = self.inner
            self.inner = nil
            inner?.cancel()
        }

        func outerEnded(_ completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            outerDone = true
            if case .failure = completion {
                finish(completion)
            } else if !active, queue.isEmpty {
                finish(.finished)
            }
        }
    }
}
