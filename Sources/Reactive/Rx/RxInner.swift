/// The plumbing of an Rx operator with one upstream: it asks upstream for everything at
/// once (RxSwift has no demand) and pushes what it emits, when it chooses, through
/// `forward(_:)`. A downstream that asked for less loses what exceeds its demand (a drop,
/// "no demand"), by the rule the Rx subjects follow (`RxConduit`); an Rx subscriber asks for
/// everything, so it sees exactly what RxSwift's observer would.
class RxInner<Input, Downstream: Subscriber>: OperatorInner<Input, Downstream> {
    private var demand = Subscribers.Demand.none
    /// Set once a terminal event went down: nothing follows it.
    private(set) var isStopped = false

    override func receive(subscription: any Subscription) {
        guard accept(subscription) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    /// Sends `value` downstream if it has demand, else reports it dropped.
    final func forward(_ value: Downstream.Input) {
        guard !isStopped else { return }
        guard demand > 0 else {
            notifyDrop(downstream, value, .noDemand)
            return
        }
        demand -= 1
        demand += downstream.receive(value)
    }

    /// Ends the stream downstream and cancels upstream and whatever `stop()` releases.
    final func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard !isStopped else { return }
        isStopped = true
        if case .subscribed(let upstream) = state.status { upstream.cancel() }
        state.status = .terminal
        stop()
        downstream.receive(completion: completion)
    }

    /// Releases the operator's own work (timers, other sources): called once, on the end.
    func stop() {}

    override func request(_ demand: Subscribers.Demand) {
        guard !isStopped else { return }
        self.demand += demand
    }

    override func cancel() {
        guard !isStopped else { return }
        isStopped = true
        stop()
        super.cancel()
    }
}
