/// RxSwift's `AsyncSubject`: it emits nothing until it finishes, then only the last value
/// it was sent, followed by the completion. If it fails, only the error (the last value is
/// not emitted). A subscriber arriving after it finished gets the last value (a replay from
/// the completion tick) and the completion.
///
/// Instrumented, its lane shows what it emits: the last value and the completion, both at
/// the completion tick. A value it was sent and never emits is a drop on its lane, at the
/// tick it was lost: `.superseded` where a newer value replaced it, `.lostAtFailure` at a
/// failure. Demand: see `RxConduit` (an event that finds no demand is dropped).
public final class AsyncSubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var core = SubjectCore<Output, Failure>()
    private var last: Output?
    /// The tick it finished, when the last value was emitted.
    private var emittedTick = 0

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set { core.tap = newValue }
    }

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectCore.subscribeRx(subscriber, to: &core) { [self] in core.detach($0) }
        subscriber.receive(subscription: conduit)
        guard let completion = core.completion else { return }
        if case .finished = completion, let last {
            conduit.replay(last, from: emittedTick, tap: core.tap)
        }
        conduit.finish(completion)
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        subscription.request(.unlimited)
    }

    /// Remembers `value`; it is emitted only if it is still the last one at completion.
    public func send(_ value: Output) {
        guard core.isActive else { return }
        if let superseded = last { core.tap?.record(Signal.drop(superseded, .superseded)) }
        last = value
    }

    /// Cancels every subscription to it and every upstream link, without completing.
    package func tearDown() {
        SubjectCore.cancel(core.tearDown())
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        guard core.isActive else { return }
        switch (completion, last) {
        case (.finished, let last?):
            emittedTick = core.tap?.recorder.now ?? 0
            core.recordValue(last)
            SubjectCore.offer(last, to: core.downstreams.items, tap: core.tap)
        case (.failure, let lost?):
            core.tap?.record(Signal.drop(lost, .lostAtFailure))
        case (_, nil):
            break
        }
        for conduit in core.end(completion) {
            conduit.finish(completion)
        }
    }
}
