/// A subscription to one of the Rx subjects (`PublishSubject`, `BehaviorSubject`,
/// `ReplaySubject`, `AsyncSubject`).
///
/// RxSwift has no backpressure: a subject pushes every event the moment it happens. Here
/// the subscriber's demand still applies, by one rule for every Rx subject: an event that
/// finds no demand is lost (a `drop`, "no demand"), never buffered for later. That covers
/// the history a subject hands over on subscription too: it is pushed right after the
/// subscriber received its subscription (so a sink's first request counts), and whatever
/// exceeds that demand is dropped. Completions need no demand. With unlimited demand a
/// subscriber receives exactly what it would in RxSwift.
final class RxConduit<Output, Failure: Error, Downstream: Subscriber>: ConduitBase<Output, Failure>
where Downstream.Input == Output, Downstream.Failure == Failure {
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    /// Removes this conduit from its subject; dropped once the conduit ends.
    private var detach: ((ConduitBase<Output, Failure>) -> Void)?

    init(downstream: Downstream, detach: @escaping (ConduitBase<Output, Failure>) -> Void) {
        self.downstream = downstream
        self.detach = detach
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

    /// Pushes a value from the subject's memory, first emitted at `tick`: a replay.
    func replay(_ value: Output, from tick: Int, tap: Tap?) {
        guard let tap else {
            _ = offer(value)
            return
        }
        _ = tap.replaying(from: tick) { offer(value) }
    }

    override func finish(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        detach = nil
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        recordRequest(demand)
        self.demand += demand
    }

    override func cancel() {
        guard downstream != nil else { return }
        downstream = nil
        let detach = self.detach
        self.detach = nil
        detach?(self)
    }
}

extension SubjectCore {
    /// Subscribes `subscriber` to an Rx subject: a conduit, attached while the subject is
    /// active, handed over; then `handOver` pushes the subject's history (and completion)
    /// into it. The `detach` closure holds the subject while the conduit lives, as a
    /// Combine subject's conduit holds its parent.
    static func subscribeRx<S: Subscriber>(
        _ subscriber: S, to core: inout SubjectCore, detach: @escaping (ConduitBase<Output, Failure>) -> Void
    ) -> RxConduit<Output, Failure, S> where S.Input == Output, S.Failure == Failure {
        let conduit = RxConduit(downstream: subscriber, detach: detach)
        if core.isActive {
            core.attach(conduit)
        }
        return conduit
    }
}
