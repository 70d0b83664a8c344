/// A subject that holds a current value and hands it to each new subscriber when it first
/// requests, as Combine's `CurrentValueSubject`. A value set while a subscriber has no
/// demand is held for it: the subscriber's next request receives whatever is current then
/// (drawn as a replay). A held value replaced before that request never reaches it, nor
/// one held when the subject ends: each is reported as a drop (`.overwritten`,
/// `.endedBeforeRequested`) on the subscriber's lane, so a diagram says why it is missing.
public final class CurrentValueSubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var core = SubjectCore<Output, Failure>()
    /// The tick the current value was set, for replay records.
    private var valueTick = 0

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set {
            core.tap = newValue
            valueTick = newValue?.recorder.now ?? 0
        }
    }

    private var currentValue: Output

    /// The current value; setting it sends it, as in Combine.
    public var value: Output {
        get { currentValue }
        set { send(newValue) }
    }

    public init(_ value: Output) {
        currentValue = value
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard core.admit(subscriber) else { return }
        let conduit = Conduit(parent: self, downstream: subscriber)
        core.attach(conduit)
        subscriber.receive(subscription: conduit)
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        subscription.request(.unlimited)
    }

    public func send(_ value: Output) {
        guard core.isActive else { return }
        currentValue = value
        valueTick = core.tap?.recorder.now ?? 0
        core.recordValue(value)
        SubjectCore.offer(value, to: core.downstreams.items, tap: core.tap)
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

    /// Delivers the current value from memory, marked as a replay when instrumented.
    fileprivate func deliverCurrent<S: Subscriber>(to downstream: S) -> Subscribers.Demand
    where S.Input == Output, S.Failure == Failure {
        guard let tap else { return downstream.receive(value) }
        return tap.replaying(from: valueTick) { downstream.receive(value) }
    }
}

extension CurrentValueSubject {
    private final class Conduit<Downstream: Subscriber>: ConduitBase<Output, Failure>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var parent: CurrentValueSubject?
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none
        private var deliveredCurrentValue = false
        /// The current value while this subscriber has not received it: what a request would
        /// hand over, and what is lost if it is replaced or the subject ends first.
        private var held: Output?

        init(parent: CurrentValueSubject, downstream: Downstream) {
            self.parent = parent
            self.downstream = downstream
            held = parent.currentValue
        }

        override func offer(_ value: Output) -> Bool {
            guard let downstream else { return false }
            guard demand > 0 else {
                if let replaced = held { notifyDrop(downstream, replaced, .overwritten) }
                held = value
                deliveredCurrentValue = false
                return false
            }
            demand -= 1
            deliveredCurrentValue = true
            held = nil
            demand += downstream.receive(value)
            return true
        }

        override func finish(_ completion: Subscribers.Completion<Failure>) {
            guard let downstream = self.downstream else { return }
            self.downstream = nil
            parent = nil
            if let lost = held { notifyDrop(downstream, lost, .endedBeforeRequested) }
            held = nil
            downstream.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            guard let downstream else { return }
            recordRequest(demand)
            self.demand += demand
            guard !deliveredCurrentValue, let parent, self.demand > 0 else { return }
            deliveredCurrentValue = true
            held = nil
            self.demand -= 1
            self.demand += parent.deliverCurrent(to: downstream)
        }

        override func cancel() {
            guard downstream != nil else { return }
            downstream = nil
            parent?.disassociate(self)
            parent = nil
        }
    }
}
