/// A type-erased publisher, as Combine's `AnyPublisher`.
///
/// Erasure goes through a class box with a generic override, so the subscriber keeps its
/// concrete type all the way up: instrumentation can still see which links are probes.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let box: PublisherBoxBase<Output, Failure>

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        // By type rather than `as?`: a cast that fails looks for a bridging conformance first,
        // a scan of every conformance record in the binary for each new publisher type.
        if P.self == AnyPublisher<Output, Failure>.self {
            box = unsafeBitCast(publisher, to: AnyPublisher<Output, Failure>.self).box
        } else {
            box = PublisherBox(publisher)
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Wraps this publisher in an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

class PublisherBoxBase<Output, Failure: Error> {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        preconditionFailure("abstract")
    }
}

private final class PublisherBox<P: Publisher>: PublisherBoxBase<P.Output, P.Failure> {
    let base: P

    init(_ base: P) { self.base = base }

    override func receive<S: Subscriber>(subscriber: S) where S.Input == P.Output, S.Failure == P.Failure {
        base.receive(subscriber: subscriber)
    }
}
