/// Where a subscriber-side link is in its life, as OpenCombine's helper of the same name.
enum SubscriptionStatus {
    case awaitingSubscription
    case subscribed(any Subscription)
    case terminal
}
