import MarbleTrace
import Reactive

/// A subject behind `multicast`: the one the closure builds while the pipeline runs, seen
/// through one concrete `Subject` type.
final class ErasedSubject: Subject {
    typealias Output = MarbleValue
    typealias Failure = MarbleError

    let base: any Subject<MarbleValue, MarbleError>

    init(_ base: any Subject<MarbleValue, MarbleError>) {
        self.base = base
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        base.receive(subscriber: subscriber)
    }

    func send(_ value: MarbleValue) { base.send(value) }
    func send(completion: Subscribers.Completion<MarbleError>) { base.send(completion: completion) }
    func send(subscription: any Subscription) { base.send(subscription: subscription) }
}
