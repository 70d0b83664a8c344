/// Receives a subscription, then values and at most one completion, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    /// Called once when the publisher accepts the subscription; request demand through it.
    func receive(subscription: any Subscription)
    /// A value; the result is how many more values the subscriber wants in addition.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The end of the stream.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A unique identity for subscribers and subscriptions, as Combine's.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let rawValue: UInt

    /// An identifier taken from an object's identity.
    public init(_ object: AnyObject) {
        rawValue = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    }

    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// Something with a `CombineIdentifier`; classes get one from their identity.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
