/// RxSwift's `Observable.repeatElement(_:)`: the element again and again, at once, until the
/// subscription is disposed (`take(2)` disposes it with its second element). It never
/// completes. `keepGoing` is asked before each element, so that whoever runs it can stop a
/// subscription nothing disposes (a run's work budget).
public struct RxRepeatElement<Output, Failure: Error>: Publisher {
    public let element: Output
    private let keepGoing: () -> Bool

    public init(_ element: Output, keepGoing: @escaping () -> Bool = { true }) {
        self.element = element
        self.keepGoing = keepGoing
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: RxRepeatSubscription(downstream: subscriber, element: element, keepGoing: keepGoing))
    }
}

/// One subscription of `RxRepeatElement`: Rx has no demand, so the first request starts the
/// elements and only a cancel stops them.
final class RxRepeatSubscription<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var downstream: Downstream?
    private let element: Downstream.Input
    private let keepGoing: () -> Bool
    private var started = false

    init(downstream: Downstream, element: Downstream.Input, keepGoing: @escaping () -> Bool) {
        self.downstream = downstream
        self.element = element
        self.keepGoing = keepGoing
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, !started else { return }
        started = true
        while let downstream, keepGoing() {
            _ = downstream.receive(element)
        }
    }

    func cancel() {
        downstream = nil
    }
}
