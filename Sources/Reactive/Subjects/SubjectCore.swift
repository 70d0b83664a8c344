/// What every subject keeps besides its values: its subscribers, the upstream links it holds
/// when it subscribes to publishers itself, its completion, and its instrumentation tap.
///
/// Methods that lead to calls into subscribers return what to call instead of calling it,
/// so the owning subject never calls out while its core is being mutated (a subscriber may
/// re-enter the subject).
@usableFromInline
struct SubjectCore<Output, Failure: Error> {
    @usableFromInline private(set) var downstreams = ConduitList<Output, Failure>()
    private var upstreams = UpstreamSubscriptions()
    @usableFromInline private(set) var completion: Subscribers.Completion<Failure>?
    @usableFromInline var tap: Tap? {
        didSet { log = tap.flatMap { tap in tap.link.map { tap.recorder.linkLog(for: $0, of: Output.self) } } }
    }
    /// Where the subject's own values are recorded when it has a lane: one class method call
    /// a value, as a probe's, not a generic requirement called through `any Recorder`.
    @usableFromInline private(set) var log: LinkLog<Output>?

    @inlinable
    var isActive: Bool { completion == nil }

    /// Hands a subscriber that arrives after the end the completion at once, as Combine does;
    /// returns false then. Otherwise the caller attaches a conduit.
    @inlinable
    func admit<S: Subscriber>(_ subscriber: S) -> Bool where S.Input == Output, S.Failure == Failure {
        guard let completion else { return true }
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: completion)
        return false
    }

    @usableFromInline
    mutating func attach(_ conduit: ConduitBase<Output, Failure>) {
        conduit.tap = tap
        downstreams.append(conduit)
    }

    mutating func detach(_ conduit: ConduitBase<Output, Failure>) {
        downstreams.remove(conduit)
    }

    /// Whether any subscriber has asked for a value yet (see `acknowledgeDemand()`).
    private(set) var hasDownstreamDemand = false

    /// Keeps an upstream subscription; the subject asks it for everything.
    mutating func keepUpstream(_ subscription: any Subscription) {
        upstreams.add(subscription)
    }

    /// Notes that a subscriber asked for values. The first time, returns the upstream
    /// subscriptions a demand-driven subject (`PassthroughSubject`) should now ask for
    /// everything; afterwards none, since they already were.
    mutating func acknowledgeDemand() -> [any Subscription] {
        guard !hasDownstreamDemand else { return [] }
        hasDownstreamDemand = true
        return upstreams.all
    }

    /// Records a value the subject emits. Inlinable, so a caller specialised for `Output`
    /// runs it specialised too (see `PassthroughSubject.sendRecorded`).
    @inlinable
    func recordValue(_ value: Output) {
        Self.record(value, tap: tap, log: log)
    }

    /// `recordValue` given the core's tap and log.
    @inlinable
    static func record(_ value: Output, tap: Tap?, log: LinkLog<Output>?) {
        guard let tap, let log else { return }
        // The subject's own values are live, even while a subject above it hands values
        // over from memory.
        tap.live { _ = log.recordSignal(value) }
    }

    /// Offers a live value to every conduit. Static, taking copies, so no access to the
    /// subject's core is held while subscribers run (they may re-enter the subject).
    /// Inlinable, as `recordValue`.
    @inlinable
    static func offer(_ value: Output, to conduits: [ConduitBase<Output, Failure>], tap: Tap?) {
        guard let tap else {
            conduits.forEach { _ = $0.offer(value) }
            return
        }
        // A halted run (a subject fed by itself through a closure) delivers nothing more.
        guard !tap.recorder.isHalted else { return }
        tap.live { conduits.forEach { _ = $0.offer(value) } }
    }

    /// Lets go of every subscriber and upstream link without ending the subject (see
    /// `InstrumentedSubject.tearDown()`); returns them, for the caller to cancel.
    mutating func tearDown() -> (downstreams: [ConduitBase<Output, Failure>], upstreams: [any Subscription]) {
        (downstreams.takeAll(), upstreams.takeAll())
    }

    /// Cancels what `tearDown()` returns, after the subject's core is no longer accessed.
    static func cancel(_ links: (downstreams: [ConduitBase<Output, Failure>], upstreams: [any Subscription])) {
        links.downstreams.forEach { $0.cancel() }
        links.upstreams.forEach { $0.cancel() }
    }

    /// Ends the subject; returns the conduits to finish, or none if it had already ended.
    mutating func end(_ completion: Subscribers.Completion<Failure>) -> [ConduitBase<Output, Failure>] {
        guard self.completion == nil else { return [] }
        self.completion = completion
        tap?.record(completion.signal() as Signal<Output>)
        return downstreams.takeAll()
    }
}
