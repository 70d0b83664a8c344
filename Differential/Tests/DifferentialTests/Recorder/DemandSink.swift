import OpenCombine

/// A subscriber that asks for `demand` values when subscribed and more only when told
/// (`sink(demand:)` of the language), recording what it receives.
final class DemandSink<Input, Failure: Error>: Subscriber {
    private let demand: Subscribers.Demand
    private var subscription: (any Subscription)?
    private(set) var received: [Input] = []

    init(demand: Int) {
        self.demand = .max(demand)
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        subscription = nil
    }

    /// More demand, as `C.request(n)` gives it.
    func request(_ more: Subscribers.Demand) {
        subscription?.request(more)
    }
}
