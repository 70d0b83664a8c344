/// A subscriber that wants to hear about values lost before they reached it.
///
/// A publisher that loses a value (no demand, a full buffer) tells its downstream; operators
/// pass the notice on, and the first probe below the loss records it on its lane.
public protocol DropObserving {
    func receiveDrop<Value>(_ value: Value, reason: DropReason)
}

/// Tells `subscriber` about a lost value if it listens.
@inlinable
func notifyDrop<S, Value>(_ subscriber: S, _ value: Value, _ reason: DropReason) {
    (subscriber as? DropObserving)?.receiveDrop(value, reason: reason)
}
