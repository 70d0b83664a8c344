/// RxSwift's `PublishSubject`: a subscriber receives only what is sent after it
/// subscribed; after the subject ended, only the completion or error.
///
/// Demand: see `RxConduit` (an event that finds no demand is dropped).
public final class PublishSubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var core = SubjectCore<Output, Failure>()

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set { core.tap = newValue }
    }

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectCore.subscribeRx(subscriber, to: &core) { [self] in core.detach($0) }
        subscriber.receive(subscription: conduit)
        if let completion = core.completion {
            conduit.finish(completion)
        }
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        subscription.request(.unlimited)
    }

    public func send(_ value: Output) {
        guard core.isActive else { return }
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
