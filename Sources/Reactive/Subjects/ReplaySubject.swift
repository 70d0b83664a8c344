import DequeModule

/// RxSwift's `ReplaySubject`: it remembers the last `bufferSize` values (or all, made with
/// `createUnbounded()`) and pushes them to each new subscriber (as replays from the ticks
/// they were sent), then what follows. After the subject ended, a new subscriber still
/// gets the remembered values, then the completion or error.
///
/// Demand: see `RxConduit` (an event that finds no demand is dropped).
public final class ReplaySubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var core = SubjectCore<Output, Failure>()
    private var remembered = Deque<(value: Output, tick: Int)>()
    private let bufferSize: Int

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set { core.tap = newValue }
    }

    /// Remembers the last `bufferSize` values (not negative).
    public init(bufferSize: Int) {
        precondition(bufferSize >= 0, "a ReplaySubject's buffer size cannot be negative")
        self.bufferSize = bufferSize
    }

    /// RxSwift's `ReplaySubject.create(bufferSize:)`.
    public static func create(bufferSize: Int) -> ReplaySubject { ReplaySubject(bufferSize: bufferSize) }

    /// RxSwift's `ReplaySubject.createUnbounded()`: remembers every value.
    public static func createUnbounded() -> ReplaySubject { ReplaySubject(bufferSize: .max) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectCore.subscribeRx(subscriber, to: &core) { [self] in core.detach($0) }
        subscriber.receive(subscription: conduit)
        for entry in remembered {
            conduit.replay(entry.value, from: entry.tick, tap: core.tap)
        }
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
        if bufferSize > 0 {
            if remembered.count == bufferSize { remembered.removeFirst() }
            remembered.append((value, core.tap?.recorder.now ?? 0))
        }
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
