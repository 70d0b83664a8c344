/// A publisher that does nothing until told to `connect()`, as Combine's
/// `ConnectablePublisher`: subscribers can attach first, then the upstream starts.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Subscribes to the upstream; cancelling the result ends the connection.
    func connect() -> any Cancellable
}
