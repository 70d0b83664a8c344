/// A subject's subscription to one subscriber. Subclasses hold the concrete downstream,
/// so a subject can address all its subscribers through one base type.
@usableFromInline
class ConduitBase<Output, Failure: Error>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// The subject's tap, given when the conduit is attached.
    var tap: Tap?

    /// Records a limited request the subscriber made on the subject's lane: it explains the
    /// values the subject then finds no demand for (`flatMap(maxPublishers: .max(1))`,
    /// `sink(demand: 1)` straight on a subject). An unlimited one is left out: on the
    /// subject's one lane it would say nothing the subscriber's own row does not.
    func recordRequest(_ demand: Subscribers.Demand) {
        guard demand != .unlimited, demand > 0 else { return }
        tap?.record(Signal<Output>.request(demand))
    }

    /// Offers a value; returns whether it was delivered (false: no demand, so it was lost).
    @usableFromInline
    func offer(_ value: Output) -> Bool { preconditionFailure("abstract") }
    func finish(_ completion: Subscribers.Completion<Failure>) { preconditionFailure("abstract") }
    @usableFromInline
    func request(_ demand: Subscribers.Demand) { preconditionFailure("abstract") }
    @usableFromInline
    func cancel() { preconditionFailure("abstract") }
}

/// Subscribers of a subject, in subscription order (delivery order is subscription order,
/// which keeps same-tick results deterministic).
@usableFromInline
struct ConduitList<Output, Failure: Error> {
    @usableFromInline private(set) var items: [ConduitBase<Output, Failure>] = []

    mutating func append(_ conduit: ConduitBase<Output, Failure>) { items.append(conduit) }

    mutating func remove(_ conduit: ConduitBase<Output, Failure>) {
        items.removeAll { $0 === conduit }
    }

    mutating func takeAll() -> [ConduitBase<Output, Failure>] {
        defer { items = [] }
        return items
    }
}

/// Upstream subscriptions a subject holds when it subscribes to publishers itself.
struct UpstreamSubscriptions {
    private var items: [any Subscription] = []

    mutating func add(_ subscription: any Subscription) { items.append(subscription) }

    var all: [any Subscription] { items }

    mutating func takeAll() -> [any Subscription] {
        defer { items = [] }
        return items
    }
}
