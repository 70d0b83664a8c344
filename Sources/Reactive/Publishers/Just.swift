/// Publishes one value once there is demand, then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(downstream: subscriber, value: output))
    }
}

/// Delivers a fixed list of values as demand allows, then finishes; the subscription
/// behind `Just` and `[..].publisher`.
final class JustSubscription<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var downstream: Downstream?
    private var pending: [Downstream.Input]
    /// The next value of `pending` to deliver (an index, where `removeFirst` made a long
    /// `[...].publisher` quadratic).
    private var next = 0
    private var demand = Subscribers.Demand.none
    private var isDelivering = false

    init(downstream: Downstream, value: Downstream.Input) {
        self.downstream = downstream
        pending = [value]
    }

    init(downstream: Downstream, values: [Downstream.Input]) {
        self.downstream = downstream
        pending = values
    }

    func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        self.demand += demand
        // A downstream that requests more inside `receive` re-enters here; the loop below
        // already serves that demand.
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let downstream, self.demand > 0, next < pending.count {
            self.demand -= 1
            let value = pending[next]
            next += 1
            self.demand += downstream.receive(value)
        }
        if next == pending.count, let downstream {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }

    func cancel() {
        downstream = nil
    }
}
