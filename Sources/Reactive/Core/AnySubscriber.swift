/// A type-erased subscriber, as Combine's `AnySubscriber`. Drop notices pass through it.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, DropObserving {
    public let combineIdentifier: CombineIdentifier
    private let base: Any
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        // By type rather than `as?` (see `AnyPublisher.init`).
        if S.self == AnySubscriber<Input, Failure>.self {
            self = unsafeBitCast(subscriber, to: AnySubscriber<Input, Failure>.self)
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        base = subscriber
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }

    @usableFromInline func receiveDrop<Value>(_ value: Value, reason: DropReason) {
        (base as? DropObserving)?.receiveDrop(value, reason: reason)
    }
}
