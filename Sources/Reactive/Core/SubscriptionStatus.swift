/// Where a subscriber-side link is in its life, as OpenCombine's helper of the same name.
@usableFromInline
enum SubscriptionStatus {
    case awaitingSubscription
    case subscribed(any Subscription)
    /// The upstream has completed but the completion is still on its way down (scheduled
    /// by `delay`, `receive(on:)`, `throttle`); values already on their way arrive first.
    case pendingTerminal(any Subscription)
    case terminal
}

extension SubscriptionStatus {
    /// The upstream subscription while subscribed or pending termination.
    @inlinable
    var subscription: (any Subscription)? {
        switch self {
        case .subscribed(let subscription), .pendingTerminal(let subscription): return subscription
        case .awaitingSubscription, .terminal: return nil
        }
    }
}

extension SubscriptionStatus {
    /// Whether this is `.subscribed`: what `SubscriptionState`'s flag is set from, so that
    /// the check on every value copies no subscription (an existential) out of the status.
    @inlinable
    var isSubscribed: Bool {
        if case .subscribed = self { return true }
        return false
    }
}
