extension Publisher {
    /// Makes this publisher connectable: subscribers attach first, `connect()` starts it.
    ///
    ///     let m = hot.makeConnectable()
    ///     m.sink { ... }
    ///     let connection = m.connect()
    ///
    /// The same as `multicast(subject: PassthroughSubject())`.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher over a `PassthroughSubject`, as Combine's
    /// `Publishers.MakeConnectable`.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) {
            inner = upstream.multicast(subject: PassthroughSubject())
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        public func connect() -> any Cancellable {
            inner.connect()
        }
    }
}
