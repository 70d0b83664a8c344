extension Publisher {
    /// Publishes the latest value of this publisher and `other` as a pair whenever either
    /// emits, once both have emitted at least once.
    ///
    ///     a.combineLatest(b)   // a: -1---2|   b: --a-b-|   ->   --(1, a)-(1, b)(2, b)|
    ///
    /// Follows Apple's documentation of `combineLatest(_:)` (OpenCombine 0.14.0 has no
    /// `CombineLatest`): demand is passed through to every upstream, each upstream keeps only
    /// its most recent value, a combination that arrives without downstream demand is lost,
    /// the publisher finishes when every upstream has finished and fails when any fails.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines the latest values of three publishers into triples.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// Combines the latest values of four publishers into quadruples.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }
}

extension Publishers {
    /// A publisher of the latest values of two publishers, as pairs.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestInner<S>(downstream: subscriber, count: 2) { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }
            a.subscribe(CombineLatestSide<A.Output, S>(index: 0, inner: inner))
            b.subscribe(CombineLatestSide<B.Output, S>(index: 1, inner: inner))
            inner.start()
        }
    }

    /// A publisher of the latest values of three publishers, as triples.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestInner<S>(downstream: subscriber, count: 3) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
            a.subscribe(CombineLatestSide<A.Output, S>(index: 0, inner: inner))
            b.subscribe(CombineLatestSide<B.Output, S>(index: 1, inner: inner))
            c.subscribe(CombineLatestSide<C.Output, S>(index: 2, inner: inner))
            inner.start()
        }
    }

    /// A publisher of the latest values of four publishers, as quadruples.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombineLatestInner<S>(downstream: subscriber, count: 4) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
            }
            a.subscribe(CombineLatestSide<A.Output, S>(index: 0, inner: inner))
            b.subscribe(CombineLatestSide<B.Output, S>(index: 1, inner: inner))
            c.subscribe(CombineLatestSide<C.Output, S>(index: 2, inner: inner))
            d.subscribe(CombineLatestSide<D.Output, S>(index: 3, inner: inner))
            inner.start()
        }
    }
}

/// The subscription a combineLatest hands downstream, with a one-value buffer per upstream.
///
/// Every upstream is subscribed before downstream gets the subscription; a completion that
/// happens meanwhile waits until downstream has it.
final class CombineLatestInner<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private let downstream: Downstream
    private let combine: ([Any]) -> Downstream.Input
    private let count: Int
    private var latest: [Any?]
    private var subscriptions: [(any Subscription)?]
    private var demand = Subscribers.Demand.none
    private var isDelivering = false
    private var finishedCount = 0
    private var isFinished = false
    private var isCancelled = false
    private var isEstablished = false
    private var pendingCompletion: Subscribers.Completion<Downstream.Failure>?

    init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.count = count
        self.combine = combine
        latest = Array(repeating: nil, count: count)
        subscriptions = Array(repeating: nil, count: count)
    }

    /// Hands the subscription downstream once every upstream has been subscribed.
    func start() {
        downstream.receive(subscription: self)
        isEstablished = true
        if let completion = pendingCompletion {
            pendingCompletion = nil
            downstream.receive(completion: completion)
        }
    }

    func receive(subscription: any Subscription, index: Int) {
        guard !isCancelled, subscriptions[index] == nil else {
            subscription.cancel()
            return
        }
        subscriptions[index] = subscription
    }

    func receive(_ input: Any, index: Int) -> Subscribers.Demand {
        guard !isCancelled, !isFinished else { return .none }
        latest[index] = input
        guard latest.allSatisfy({ $0 != nil }) else { return .none }
        let values = latest.map { $0! }
        guard !isDelivering, demand > 0 else {
            // The combination this value makes has no demand downstream: it is lost.
            if !isDelivering { notifyDrop(downstream, combine(values), .noDemand) }
            return .none
        }
        demand -= 1
        isDelivering = true
        let newDemand = downstream.receive(combine(values))
        isDelivering = false
        demand += newDemand
        return newDemand
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>, index: Int) {
        switch completion {
        case .finished:
            guard !isFinished else { return }
            finishedCount += 1
            subscriptions[index] = nil
            guard finishedCount == count else { return }
            isFinished = true
            latest = Array(repeating: nil, count: count)
            deliver(completion)
        case .failure:
            let others = subscriptions.enumerated().filter { $0.offset != index }.compactMap(\.element)
            guard !isFinished else {
                others.forEach { $0.cancel() }
                return
            }
            isFinished = true
            subscriptions = Array(repeating: nil, count: count)
            latest = Array(repeating: nil, count: count)
            others.forEach { $0.cancel() }
            deliver(completion)
        }
    }

    private func deliver(_ completion: Subscribers.Completion<Downstream.Failure>) {
        if isEstablished {
            downstream.receive(completion: completion)
        } else {
            pendingCompletion = completion
        }
    }

    // MARK: - Subscription

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, !isCancelled, !isFinished else { return }
        self.demand += demand
        // "The combined publisher passes through any requests to all upstream publishers."
        for subscription in subscriptions {
            subscription?.request(demand)
        }
    }

    func cancel() {
        let all = subscriptions
        isCancelled = true
        subscriptions = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        all.forEach { $0?.cancel() }
    }
}

/// The subscriber a combineLatest attaches to one upstream.
final class CombineLatestSide<Input, Downstream: Subscriber>: Subscriber {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    typealias Failure = Downstream.Failure

    private let index: Int
    private let inner: CombineLatestInner<Downstream>

    init(index: Int, inner: CombineLatestInner<Downstream>) {
        self.index = index
        self.inner = inner
    }

    func receive(subscription: any Subscription) { inner.receive(subscription: subscription, index: index) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.receive(input, index: index) }
    func receive(completion: Subscribers.Completion<Failure>) { inner.receive(completion: completion, index: index) }
}

// MARK: - Drops

extension CombineLatestInner {
    /// A value an upstream lost before it reached the combineLatest: it never became the
    /// latest, so the lane below shows the lost value itself, wrapped so that no operator below
    /// takes it for its own input.
    func passDrop<Value>(_ value: Value, reason: DropReason) {
        notifyDrop(downstream, LostInput(value), reason)
    }
}

extension CombineLatestSide: DropObserving {
    func receiveDrop<Value>(_ value: Value, reason: DropReason) {
        inner.passDrop(value, reason: reason)
    }
}
