/// A subject that broadcasts values to its current subscribers, as Combine's
/// `PassthroughSubject`. A subscriber whose demand is zero loses the value (a drop).
///
/// Subscribed to publishers itself (`p.subscribe(subject)`), it asks them for values only
/// once one of its own subscribers has asked for some, as Combine (and OpenCombine) do:
/// a demand-buffered upstream keeps its values until then.
public final class PassthroughSubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    @usableFromInline var core = SubjectCore<Output, Failure>()

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set { core.tap = newValue }
    }

    public init() {}

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard core.admit(subscriber) else { return }
        // The closure is compiled where the subscriber's type is known, so every value
        // reaches a specialised (and inlined) chain below, not generic code.
        let conduit = Conduit(parent: self, downstream: subscriber, deliver: { subscriber.receive($0) })
        core.attach(conduit)
        subscriber.receive(subscription: conduit)
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        if core.hasDownstreamDemand {
            subscription.request(.unlimited)
        }
    }

    @inlinable
    public func send(_ value: Output) {
        guard core.isActive else { return }
        guard core.tap == nil else {
            sendRecorded(value)
            return
        }
        for conduit in core.downstreams.items {
            _ = conduit.offer(value)
        }
    }

    /// `send` in an instrumented run. Inlinable, as `send` is, so that a caller that knows
    /// `Output` (a run's subjects of `MarbleValue`s) records and delivers each value without
    /// looking up the generic metadata of `SubjectCore`, `Optional` and `ConduitBase` per value.
    @inlinable
    func sendRecorded(_ value: Output) {
        // The parts it needs, not `core` whole: reading the core copies it, its arrays and
        // tap retained and released, on every value.
        let tap = core.tap
        SubjectCore<Output, Failure>.record(value, tap: tap, log: core.log)
        SubjectCore.offer(value, to: core.downstreams.items, tap: tap)
    }

    /// Cancels every subscription to it and every upstream link, without completing.
    package func tearDown() {
        SubjectCore.cancel(core.tearDown())
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for conduit in core.end(completion) {
            conduit.finish(completion)
        }
    }

    fileprivate func disassociate(_ conduit: ConduitBase<Output, Failure>) {
        core.detach(conduit)
    }

    fileprivate func acknowledgeDownstreamDemand() {
        for upstream in core.acknowledgeDemand() {
            upstream.request(.unlimited)
        }
    }
}

extension PassthroughSubject {
    @usableFromInline
    final class Conduit<Downstream: Subscriber>: ConduitBase<Output, Failure>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var parent: PassthroughSubject?
        private var downstream: Downstream?
        /// `downstream.receive`, specialised; replaced by `ended` once the conduit ended (it
        /// holds the downstream, so it goes with it). Not an optional: generic code would look
        /// up the optional's metadata on every value.
        @exclusivity(unchecked) private var deliver: (Output) -> Subscribers.Demand
        @exclusivity(unchecked) private var isLive = true
        @exclusivity(unchecked) private var demand = Subscribers.Demand.none

        @usableFromInline
        init(parent: PassthroughSubject, downstream: Downstream, deliver: @escaping (Output) -> Subscribers.Demand) {
            self.parent = parent
            self.downstream = downstream
            self.deliver = deliver
        }

        override func offer(_ value: Output) -> Bool {
            guard isLive else { return false }
            guard demand > 0 else {
                lose(value)
                return false
            }
            demand -= 1
            // More demand given back with the value (a buffer topping itself up, a filter
            // replacing a value it removed) is a request too: it is what lets the next one in.
            let more = deliver(value)
            if more > 0, demand != .unlimited { recordRequest(more) }
            demand += more
            return true
        }

        /// Apart from `offer`, whose generic code would otherwise look up `Downstream?`'s
        /// metadata on every value.
        @inline(never)
        private func lose(_ value: Output) {
            if let downstream { notifyDrop(downstream, value, .noDemand) }
        }

        private func end() {
            isLive = false
            deliver = { _ in .none }
        }

        override func finish(_ completion: Subscribers.Completion<Failure>) {
            guard let downstream = self.downstream else { return }
            self.downstream = nil
            end()
            parent = nil
            downstream.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            guard downstream != nil else { return }
            recordRequest(demand)
            self.demand += demand
            parent?.acknowledgeDownstreamDemand()
        }

        override func cancel() {
            guard downstream != nil else { return }
            downstream = nil
            end()
            parent?.disassociate(self)
            parent = nil
        }
    }
}
