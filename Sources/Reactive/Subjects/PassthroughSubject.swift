/// A subject that broadcasts values to its current subscribers, as Combine's
/// `PassthroughSubject`. A subscriber whose demand is zero loses the value (a drop).
///
/// Subscribed to publishers itself (`p.subscribe(subject)`), it asks them for values only
/// once one of its own subscribers has asked for some, as Combine (and OpenCombine) do:
/// a demand-buffered upstream keeps its values until then.
public final class PassthroughSubject<Output, Failure: Error>: InstrumentedSubject {
    private var core = SubjectCore<Output, Failure>()

    /// Records what this subject emits, when a run is instrumented.
    public var tap: Tap? {
        get { core.tap }
        set { core.tap = newValue }
    }

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard core.admit(subscriber) else { return }
        let conduit = Conduit(parent: self, downstream: subscriber)
        core.attach(conduit)
        subscriber.receive(subscription: conduit)
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        if core.hasDownstreamDemand {
            subscription.request(.unlimited)
        }
    }

    public func send(_ value: Output) {
        guard core.isActive else { return }
        core.recordValue(value)
        SubjectCore.offer(value, to: core.downstreams.items, tap: core.tap)
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
    private final class Conduit<Downstream: Subscriber>: ConduitBase<Output, Failure>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var parent: PassthroughSubject?
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none

        init(parent: PassthroughSubject, downstream: Downstream) {
            self.parent = parent
            self.downstream = downstream
        }

        override func offer(_ value: Output) -> Bool {
            guard let downstream else { return false }
            guard demand > 0 else {
                notifyDrop(downstream, value, .noDemand)
                return false
            }
            demand -= 1
            demand += downstream.receive(value)
            return true
        }

        override func finish(_ completion: Subscribers.Completion<Failure>) {
            guard let downstream = self.downstream else { return }
            self.downstream = nil
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
            parent?.disassociate(self)
            parent = nil
        }
    }
}
