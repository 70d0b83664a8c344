extension Publisher {
    /// Shares one subscription to this publisher among all subscribers:
    /// `multicast(subject: PassthroughSubject()).autoconnect()`.
    ///
    ///     let shared = a.scan(10, +).share()
    ///     shared.sink { ... }; shared.sink { ... }   // scan runs once
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// As Combine's `Publishers.Share`: a class, so every subscriber of one `share()` meets
    /// the same subject.
    public final class Share<Upstream: Publisher>: Publisher {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = upstream.multicast(subject: PassthroughSubject()).autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }
    }
}
