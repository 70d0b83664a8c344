/// A subscriber's `SubscriptionStatus` with the one fact its value path reads, whether it is
/// `.subscribed`, kept beside it as a stored flag. Checking the status itself copies its
/// subscription (an existential: a retain, a release and the copy's value witnesses, about
/// 140 instructions) on every value. Every subscriber with a status of its own on a value's
/// path holds one of these, so that the flag is set in one place and cannot drift.
@usableFromInline
struct SubscriptionState {
    /// Setting it sets `isSubscribed`.
    @usableFromInline var status = SubscriptionStatus.awaitingSubscription {
        didSet {
            isSubscribed = status.isSubscribed
        }
    }

    /// Whether `status` is `.subscribed`: the check on every value.
    @usableFromInline private(set) var isSubscribed = false

    @inlinable
    init() {}

    /// The upstream subscription while subscribed or pending termination.
    @inlinable
    var subscription: (any Subscription)? {
        status.subscription
    }
}
