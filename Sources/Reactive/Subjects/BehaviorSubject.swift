/// RxSwift's `BehaviorSubject`: it holds a latest value (the initial one until something
/// is sent), pushes it to each new subscriber at once (a replay from the tick it was set),
/// then what follows. After the subject ended, a new subscriber gets only the completion
/// or error, not the last value.
///
/// Demand: see `RxConduit` (an event that finds no demand is dropped).
public final class BehaviorSubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var core = SubjectCore<Output, Failure>()
    private var latest: Output
    /// The tick `latest` was set, for replay records.
    private var latestTick = 0

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set {
            core.tap = newValue
            latestTick = newValue?.recorder.now ?? 0
        }
    }

    /// The latest value.
    public var value: Output { latest }

    public init(value: Output) {
        latest = value
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectCore.subscribeRx(subscriber, to: &core) { [self] in core.detach($0) }
        subscriber.receive(subscription: conduit)
        if let completion = core.completion {
            conduit.finish(completion)
        } else {
            conduit.replay(latest, from: latestTick, tap: core.tap)
        }
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        subscription.request(.unlimited)
    }

    public func send(_ value: Output) {
        guard core.isActive else { return }
        latest = value
        latestTick = core.tap?.recorder.now ?? 0
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
}
