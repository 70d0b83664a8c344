/// Where a subscriber-side link is in its life, as OpenCombine's helper of the same name.
enum SubscriptionStatus {
    case awaitingSubscription
    case subscribed(any Subscription)
    case terminal
}

extension SubscriptionStatus {
    /// The upstream subscription while subscribed.
    var subscription: (any Subscription)? {
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }
}
