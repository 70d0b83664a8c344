extension Publisher {
    /// Interleaves the values of this publisher and `other` as they arrive.
    ///
    ///     a.merge(with: b)   // a: -1---3|   b: --2---4|   ->   -12-3-4|
    ///
    /// Follows Apple's documentation of `merge(with:)` (OpenCombine 0.14.0 has no `Merge`):
    /// "The merged publisher continues to emit elements until all upstream publishers finish.
    /// If an upstream publisher produces an error, the merged publisher fails with that error."
    /// Demand: with unlimited demand downstream every upstream is asked for unlimited values;
    /// otherwise each upstream is asked for one value at a time, and a value that arrives
    /// without downstream demand waits (one per upstream) until there is some. Demand that
    /// the subscriber returns from `receive(_:)` is counted but never passed on as unlimited:
    /// only `request(.unlimited)` asks the upstreams for unlimited values (see
    /// `MergeInner.receive(_:index:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Interleaves this publisher with several others.
    public func merge(with others: [Self]) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany([self] + others)
    }
}

extension Publishers {
    /// A publisher that interleaves the values of two publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = MergeInner<S>(downstream: subscriber, count: 2)
            subscriber.receive(subscription: inner)
            a.subscribe(MergeSide(index: 0, inner: inner))
            b.subscribe(MergeSide(index: 1, inner: inner))
        }
    }

    /// A publisher that interleaves the values of any number of publishers of one type.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ publishers: [Upstream]) {
            self.publishers = publishers
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = MergeInner<S>(downstream: subscriber, count: publishers.count)
            subscriber.receive(subscription: inner)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(MergeSide(index: index, inner: inner))
            }
        }
    }
}

/// The subscription a merge hands downstream (before it subscribes to its upstreams), with
/// a one-value buffer per upstream for values that arrive without demand.
final class MergeInner<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private let downstream: Downstream
    private let count: Int
    private var subscriptions: [(any Subscription)?]
    private var buffers: [Downstream.Input?]
    private var demand = Subscribers.Demand.none
    /// Demand requested from inside a downstream `receive`, served when it returns.
    private var pending = Subscribers.Demand.none
    private var isDelivering = false
    private var finishedCount = 0
    private var isFinished = false
    private var isTerminated = false

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
        subscriptions = Array(repeating: nil, count: count)
        buffers = Array(repeating: nil, count: count)
    }

    func receive(subscription: any Subscription, index: Int) {
        guard !isTerminated, subscriptions[index] == nil else {
            subscription.cancel()
            return
        }
        subscriptions[index] = subscription
        subscription.request(demand == .unlimited ? .unlimited : .max(1))
    }

    /// As Apple's `_Merged` does (reconstructed from Combine's binary in OpenCombine's
    /// `merge-publisher` branch and in OpenSwiftUIProject/OpenCombine, and as OpenCombine's
    /// `FlatMap` does): demand the subscriber returns is added to the count, and the sending
    /// upstream gets `.max(1)`, even when that makes the count unlimited. No upstream is then
    /// asked for unlimited, and on the unlimited path the upstream gets what the subscriber
    /// returned, so subjects can drop values and cold upstreams can stop (review finding 2;
    /// `MergeDemandFromReceiveTests`). Fixing it would make merge differ from Combine.
    func receive(_ input: Downstream.Input, index: Int) -> Subscribers.Demand {
        if demand == .unlimited {
            return deliver(input)
        }
        if demand == .none {
            buffers[index] = input
            return .none
        }
        let result = deliver(input)
        demand = result + pending + demand - 1
        pending = .none
        return .max(1)
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>, index: Int) {
        switch completion {
        case .finished:
            finishedCount += 1
            subscriptions[index] = nil
            guard finishedCount == count, buffers.allSatisfy({ $0 == nil }) else { return }
            isFinished = true
            terminate()
            downstream.receive(completion: .finished)
        case .failure:
            guard !isTerminated else { return }
            terminate()
            downstream.receive(completion: completion)
        }
    }

    private func deliver(_ input: Downstream.Input) -> Subscribers.Demand {
        isDelivering = true
        defer { isDelivering = false }
        return downstream.receive(input)
    }

    private func terminate() {
        isTerminated = true
        let all = subscriptions
        subscriptions = Array(repeating: nil, count: count)
        buffers = Array(repeating: nil, count: count)
        all.forEach { $0?.cancel() }
    }

    // MARK: - Subscription

    func request(_ demand: Subscribers.Demand) {
        guard !isTerminated, !isFinished, demand > 0, self.demand != .unlimited else { return }
        guard !isDelivering else {
            pending += demand
            return
        }
        if demand == .unlimited {
            self.demand = .unlimited
            let waiting = buffers.compactMap { $0 }
            buffers = Array(repeating: nil, count: count)
            let upstreams = subscriptions
            for value in waiting { _ = deliver(value) }
            if finishedCount == count {
                terminate()
                downstream.receive(completion: .finished)
            } else {
                upstreams.forEach { $0?.request(.unlimited) }
            }
            return
        }
        self.demand += demand
        var served: [Downstream.Input] = []
        var refill: [(any Subscription)?] = []
        for index in buffers.indices {
            guard self.demand > 0 else { break }
            guard let value = buffers[index] else { continue }
            buffers[index] = nil
            self.demand -= 1
            served.append(value)
            refill.append(subscriptions[index])
        }
        let finishesNow = finishedCount == count && buffers.allSatisfy { $0 == nil }
        if finishesNow { isFinished = true }
        var newDemand = Subscribers.Demand.none
        for value in served { newDemand += deliver(value) }
        newDemand += pending
        pending = .none
        if finishesNow {
            terminate()
            downstream.receive(completion: .finished)
        } else {
            self.demand += newDemand
            refill.forEach { $0?.request(.max(1)) }
        }
    }

    func cancel() {
        terminate()
    }
}

/// The subscriber a merge attaches to one upstream.
final class MergeSide<Downstream: Subscriber>: Subscriber {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let index: Int
    private let inner: MergeInner<Downstream>

    init(index: Int, inner: MergeInner<Downstream>) {
        self.index = index
        self.inner = inner
    }

    func receive(subscription: any Subscription) { inner.receive(subscription: subscription, index: index) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.receive(input, index: index) }
    func receive(completion: Subscribers.Completion<Failure>) { inner.receive(completion: completion, index: index) }
}

// MARK: - Drops

extension MergeInner {
    /// A value an upstream lost before it reached the merge: the merge would have passed it
    /// on as it was, so the lane below shows it as lost.
    func passDrop<Value>(_ value: Value, reason: DropReason) {
        notifyDrop(downstream, value, reason)
    }
}

extension MergeSide: DropObserving {
    func receiveDrop<Value>(_ value: Value, reason: DropReason) {
        inner.passDrop(value, reason: reason)
    }
}
