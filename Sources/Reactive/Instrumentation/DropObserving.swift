/// A subscriber that wants to hear about values lost before they reached it.
///
/// A publisher that loses a value (no demand, a full buffer) tells its downstream; operators
/// pass the notice on, and the first probe below the loss records it on its lane.
@usableFromInline protocol DropObserving {
    func receiveDrop<Value>(_ value: Value, reason: DropReason)
}

/// A subscriber that wants to hear that the operator above it holds its upstream's finish
/// (a `buffer` with values left or no demand): operators pass the notice on, and the first
/// probe below records where the finish was held.
@usableFromInline protocol CompletionHoldObserving {
    func receiveHeldCompletion()
}

/// Tells `subscriber` that the finish it would have got now is held, if it listens.
@inlinable
func notifyHeldCompletion<S>(_ subscriber: S) {
    (subscriber as? CompletionHoldObserving)?.receiveHeldCompletion()
}

/// Tells `subscriber` about a lost value if it listens.
@inlinable
func notifyDrop<S, Value>(_ subscriber: S, _ value: Value, _ reason: DropReason) {
    (subscriber as? DropObserving)?.receiveDrop(value, reason: reason)
}
