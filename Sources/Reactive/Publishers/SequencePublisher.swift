extension Publishers {
    /// Publishes the elements of an array as demand allows, then finishes, as Combine's
    /// `Publishers.Sequence`.
    public struct Sequence<Output, Failure: Error>: Publisher {
        public let elements: [Output]

        public init(_ elements: [Output]) { self.elements = elements }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if elements.isEmpty {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: JustSubscription(downstream: subscriber, values: elements))
        }
    }
}
