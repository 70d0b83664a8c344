import DequeModule

extension Publisher {
    /// Pairs the values of this publisher and `other` by position: the n-th value of each
    /// makes the n-th tuple.
    ///
    ///     a.zip(b)   // a: -1---2-3|   b: --a-b---|   ->   --(1, a)-(2, b)-|
    ///
    /// It finishes as soon as one upstream has finished and none of its values wait for a
    /// partner; it fails as soon as either fails. Demand from downstream is passed to every
    /// upstream, as Combine's `Zip` does.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// Zips three publishers into triples.
    public func zip<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.Zip3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.Zip3(self, p, q)
    }

    /// Zips four publishers into quadruples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.Zip4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.Zip4(self, p, q, r)
    }
}

extension Publishers {
    /// A publisher of pairs: the n-th value of `a` with the n-th value of `b`.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner<S>(downstream: subscriber)
            let first = ZipChild<A.Output, S>(inner, index: 0)
            let second = ZipChild<B.Output, S>(inner, index: 1)
            inner.children = [first, second]
            inner.dequeue = { (first.dequeue(), second.dequeue()) }
            inner.allHaveValues = { first.hasValue && second.hasValue }
            a.subscribe(first)
            b.subscribe(second)
        }
    }

    /// A publisher of triples: the n-th value of each of three publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner<S>(downstream: subscriber)
            let first = ZipChild<A.Output, S>(inner, index: 0)
            let second = ZipChild<B.Output, S>(inner, index: 1)
            let third = ZipChild<C.Output, S>(inner, index: 2)
            inner.children = [first, second, third]
            inner.dequeue = { (first.dequeue(), second.dequeue(), third.dequeue()) }
            inner.allHaveValues = { first.hasValue && second.hasValue && third.hasValue }
            a.subscribe(first)
            b.subscribe(second)
            c.subscribe(third)
        }
    }

    /// A publisher of quadruples: the n-th value of each of four publishers.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = ZipInner<S>(downstream: subscriber)
            let first = ZipChild<A.Output, S>(inner, index: 0)
            let second = ZipChild<B.Output, S>(inner, index: 1)
            let third = ZipChild<C.Output, S>(inner, index: 2)
            let fourth = ZipChild<D.Output, S>(inner, index: 3)
            inner.children = [first, second, third, fourth]
            inner.dequeue = { (first.dequeue(), second.dequeue(), third.dequeue(), fourth.dequeue()) }
            inner.allHaveValues = { first.hasValue && second.hasValue && third.hasValue && fourth.hasValue }
            a.subscribe(first)
            b.subscribe(second)
            c.subscribe(third)
            d.subscribe(fourth)
        }
    }
}

/// Where one upstream of a zip is in its life.
@usableFromInline
enum ZipChildState {
    case waitingForSubscription
    case active
    case finished
    case failed
}

/// What the zip needs of each upstream link, whatever its value type.
@usableFromInline
protocol ZipChildLink: AnyObject {
    var state: ZipChildState { get set }
    var index: Int { get }
    var hasValue: Bool { get }
    func request(_ demand: Subscribers.Demand)
    func cancel()
}

/// The subscription a zip hands downstream; it holds one queue per upstream.
///
/// Follows Combine's `Zip` as OpenCombine 0.14.0 reproduces it: downstream gets the
/// subscription once every upstream has subscribed; a request is passed to every upstream
/// (except the one whose value is being delivered right now, which gets it as the return
/// value of `receive`); a complete tuple is sent as soon as it exists; the zip finishes when
/// an upstream has finished with nothing queued.
@usableFromInline
final class ZipInner<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    @usableFromInline let downstream: Downstream
    @usableFromInline @exclusivity(unchecked) var children: [any ZipChildLink] = []
    /// Takes the front value of every queue, as a tuple.
    @usableFromInline @exclusivity(unchecked) var dequeue: () -> Downstream.Input = { preconditionFailure("set by the publisher") }
    /// Whether every queue holds a value: built by the publisher where the children's types
    /// are known, so the check on every value is not a call through `any ZipChildLink`.
    @usableFromInline @exclusivity(unchecked) var allHaveValues: () -> Bool = { preconditionFailure("set by the publisher") }
    /// Whether an upstream has finished: until then no value can end the zip.
    @usableFromInline @exclusivity(unchecked) var someChildFinished = false

    @usableFromInline @exclusivity(unchecked) var downstreamDemand = Subscribers.Demand.none
    @usableFromInline @exclusivity(unchecked) var valueIsBeingProcessed = false
    @usableFromInline @exclusivity(unchecked) var value: Downstream.Input?
    @usableFromInline @exclusivity(unchecked) var isFinished = false
    @usableFromInline @exclusivity(unchecked) var processingValueForChild: Int?
    @usableFromInline @exclusivity(unchecked) var demandReceivedWhileProcessing: Subscribers.Demand?
    /// Whether the downstream holds the subscription: an upstream can end before the others
    /// have subscribed (a subject that had already failed).
    @usableFromInline @exclusivity(unchecked) var downstreamSubscribed = false
    /// A completion that came before the downstream held the subscription. Combine's `Zip`
    /// sends it at once and Combine's `Sink` takes it even then, ending the subscriber; here
    /// every subscriber waits for its subscription, so the zip hands the subscription over
    /// and the completion right after it: the subscriber receives the same.
    @usableFromInline @exclusivity(unchecked) var pendingCompletion: Subscribers.Completion<Downstream.Failure>?

    @inlinable
    init(downstream: Downstream) {
        self.downstream = downstream
    }

    @inlinable
    func receivedSubscription(for child: any ZipChildLink) {
        child.state = .active
        if children.allSatisfy({ $0.state != .waitingForSubscription }) {
            downstreamSubscribed = true
            downstream.receive(subscription: self)
            if let completion = pendingCompletion {
                pendingCompletion = nil
                downstream.receive(completion: completion)
                children.forEach { $0.cancel() }
                releaseChildren()
            }
        }
    }

    /// Ends the downstream now, or once it holds the subscription.
    @inlinable
    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard downstreamSubscribed else {
            if pendingCompletion == nil { pendingCompletion = completion }
            return
        }
        downstream.receive(completion: completion)
    }

    @inlinable
    func receivedValue(from child: any ZipChildLink) -> Subscribers.Demand {
        defer { checkShouldFinish() }
        guard allHaveValues() else { return .none }
        value = dequeue()
        processingValueForChild = child.index
        valueIsBeingProcessed = true
        return processValue() ?? .none
    }

    @inlinable
    func receivedCompletion(_ completion: Subscribers.Completion<Downstream.Failure>, from child: any ZipChildLink) {
        switch completion {
        case .failure:
            complete(completion)
            child.state = .failed
            children.forEach { $0.cancel() }
            if downstreamSubscribed { releaseChildren() }
        case .finished:
            child.state = .finished
            someChildFinished = true
            guard !valueIsBeingProcessed else { return }
            valueIsBeingProcessed = true
            if processingValueForChild == nil, !areMoreValuesPossible, !isFinished {
                // As in Combine, this path does not set `isFinished`, and leaves
                // `valueIsBeingProcessed` set: the zip is over.
                sendFinished()
            } else {
                processValue()
            }
        }
    }

    /// More values can come while every upstream is active or still has one queued.
    @inlinable
    var areMoreValuesPossible: Bool {
        children.allSatisfy { $0.state == .active || $0.hasValue }
    }

    @inlinable
    func checkShouldFinish() {
        if processingValueForChild == nil, someChildFinished, children.contains(where: { $0.state == .finished && !$0.hasValue }) {
            sendFinished()
            isFinished = true
        }
    }

    @inlinable @discardableResult
    func processValue() -> Subscribers.Demand? {
        defer {
            valueIsBeingProcessed = false
            processingValueForChild = nil
            demandReceivedWhileProcessing = nil
        }
        if let value {
            if downstreamDemand != .none { downstreamDemand -= 1 }
            let newDemand = downstream.receive(value)
            if newDemand != .none {
                downstreamDemand += newDemand
                demandReceivedWhileProcessing = newDemand
            }
            self.value = nil
        }
        return demandReceivedWhileProcessing
    }

    @inlinable
    func sendFinished() {
        complete(.finished)
        children.filter { $0.state == .active }.forEach { $0.cancel() }
        if downstreamSubscribed { releaseChildren() }
    }

    /// Lets go of the upstream links once the zip is over (ended downstream, or cancelled):
    /// each holds the zip as its parent, and the closures hold them, so until then the zip
    /// and its children keep each other alive. Nothing is queued or delivered after this.
    @inlinable
    func releaseChildren() {
        children = []
        dequeue = { preconditionFailure("the zip is over") }
        allHaveValues = { false }
    }

    // MARK: - Subscription

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        downstreamDemand += demand
        for child in children where child.index != processingValueForChild {
            child.request(demand)
        }
        if valueIsBeingProcessed {
            demandReceivedWhileProcessing = demand
        } else {
            valueIsBeingProcessed = true
            processValue()
        }
    }

    @inlinable
    func cancel() {
        children.forEach { $0.cancel() }
        releaseChildren()
    }
}

/// The subscriber a zip attaches to one upstream; it queues that upstream's values.
@usableFromInline
final class ZipChild<Input, Downstream: Subscriber>: Subscriber, ZipChildLink {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    @usableFromInline typealias Failure = Downstream.Failure

    @usableFromInline @exclusivity(unchecked) var state = ZipChildState.waitingForSubscription
    @usableFromInline let index: Int
    @usableFromInline @exclusivity(unchecked) var upstream: (any Subscription)?
    @usableFromInline @exclusivity(unchecked) var values = Deque<Input>()
    @usableFromInline let parent: ZipInner<Downstream>

    @inlinable
    init(_ parent: ZipInner<Downstream>, index: Int) {
        self.parent = parent
        self.index = index
    }

    @inlinable
    var hasValue: Bool { !values.isEmpty }

    @inlinable
    func dequeue() -> Input { values.removeFirst() }

    @inlinable
    func receive(subscription: any Subscription) {
        guard upstream == nil else {
            subscription.cancel()
            return
        }
        upstream = subscription
        parent.receivedSubscription(for: self)
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return parent.receivedValue(from: self)
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        parent.receivedCompletion(completion, from: self)
    }

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        upstream?.request(demand)
    }

    @inlinable
    func cancel() {
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
    }
}

// MARK: - Drops

extension ZipInner {
    /// A value an upstream lost before it reached the zip. What it would have been paired
    /// with is unknowable, so the lane below shows the lost value itself,
    /// wrapped so that no operator below takes it for its own input.
    @usableFromInline
    func passDrop<Value>(_ value: Value, reason: DropReason) {
        notifyDrop(downstream, LostInput(value), reason)
    }
}

extension ZipChild: DropObserving {
    @usableFromInline
    func receiveDrop<Value>(_ value: Value, reason: DropReason) {
        parent.passDrop(value, reason: reason)
    }
}
