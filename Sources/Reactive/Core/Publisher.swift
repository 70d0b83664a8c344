/// Declares that a type can transmit a sequence of values over time, as Combine's `Publisher`.
///
/// A publisher does nothing until a subscriber arrives; each call of `receive(subscriber:)`
/// builds a new subscription chain (a "cold" publisher computes separately per subscriber).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`, which then receives a subscription through
    /// `receive(subscription:)`.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (Combine's public entry point; `receive(subscriber:)` is the hook).
    @inlinable
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches a subject as a subscriber; the subject republishes what this publisher sends.
    /// The returned cancellable ends that link.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let bridge = SubjectSubscriber(subject)
        receive(subscriber: bridge)
        return AnyCancellable(bridge)
    }
}
