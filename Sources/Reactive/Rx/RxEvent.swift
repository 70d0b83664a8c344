/// RxSwift's `Event`: what an observer is told, as `materialize()` emits it and
/// `print("...", $0)` shows it.
public enum RxEvent<Element, Failure: Error> {
    case next(Element)
    case error(Failure)
    case completed
}

extension RxEvent: Equatable where Element: Equatable, Failure: Equatable {}

extension RxEvent: CustomStringConvertible {
    /// As RxSwift's `Event.description`: `next(2)`, `error(...)`, `completed`.
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Publisher {
    /// RxSwift's `materialize()`: every event as a value, then completion; an error becomes
    /// the value `.error(e)` followed by a completion.
    public func rxMaterialize() -> Publishers.RxMaterialize<Self> {
        Publishers.RxMaterialize(upstream: self)
    }
}

extension Publishers {
    /// A publisher that turns its upstream's events into values, as RxSwift's `materialize()`.
    public struct RxMaterialize<Upstream: Publisher>: Publisher {
        public typealias Output = RxEvent<Upstream.Output, Upstream.Failure>
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber))
        }
    }
}

extension Publishers.RxMaterialize {
    private final class Inner<Downstream: Subscriber>: RxInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            forward(.next(input))
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            switch completion {
            case .finished: forward(.completed)
            case .failure(let error): forward(.error(error))
            }
            finish(.finished)
        }
    }
}
