/// The link between one publisher and one subscriber, as Combine's `Subscription`:
/// demand flows up through `request`, and `cancel` tears the link down.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values. Demand accumulates; zero is not a valid request.
    func request(_ demand: Subscribers.Demand)
}

/// Ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that does nothing, handed to subscribers of a publisher that has
    /// already completed, just before the completion.
    public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
