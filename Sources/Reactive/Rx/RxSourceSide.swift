/// One source of an Rx operator with several: it asks for everything and hands what it gets
/// to its owner with its index. The owner keeps it to cancel it.
final class RxSourceSide<Input, Failure: Error>: Subscriber, Cancellable {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    private var subscription: (any Subscription)?
    private var ended = false
    private let onValue: (Input) -> Void
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(onValue: @escaping (Input) -> Void, onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, !ended else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !ended else { return .none }
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        ended = true
        subscription = nil
        onCompletion(completion)
    }

    func cancel() {
        guard !ended else { return }
        ended = true
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }
}

/// The subscription an Rx operator with several sources hands downstream: demand is counted
/// as `RxInner` counts it, and cancelling releases the sources.
class RxMultiSink<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    let downstream: Downstream
    private var demand = Subscribers.Demand.none
    private(set) var isStopped = false
    var sides: [any Cancellable] = []

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    final func forward(_ value: Downstream.Input) {
        guard !isStopped else { return }
        guard demand > 0 else {
            notifyDrop(downstream, value, .noDemand)
            return
        }
        demand -= 1
        demand += downstream.receive(value)
    }

    final func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard !isStopped else { return }
        isStopped = true
        release()
        downstream.receive(completion: completion)
    }

    private func release() {
        let sides = self.sides
        self.sides = []
        sides.forEach { $0.cancel() }
        stop()
    }

    /// Releases the operator's own work beyond `sides`: called once, on the end.
    func stop() {}

    func request(_ demand: Subscribers.Demand) {
        guard !isStopped else { return }
        self.demand += demand
    }

    func cancel() {
        guard !isStopped else { return }
        isStopped = true
        release()
    }
}
