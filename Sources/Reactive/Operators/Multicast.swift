extension Publisher {
    /// Shares one subscription to this publisher among many subscribers through a subject
    /// that `createSubject` builds on first use (the first subscriber or `connect()`).
    ///
    ///     let m = a.scan(10, +).multicast { PassthroughSubject() }
    ///     m.sink { ... }; m.sink { ... }
    ///     let connection = m.connect()   // now scan runs once for both
    ///
    /// Nothing flows until `connect()`; keep its cancellable, releasing it disconnects.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// As `multicast(_:)` with a subject you already have.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }
}

extension Publishers {
    /// A connectable publisher that delivers its upstream through one subject to all its
    /// subscribers, as Combine's `Publishers.Multicast`. A class: the subject it makes
    /// lazily is shared by every subscriber and every `connect()`.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private var subject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// The subject, made on first use and then kept.
        private var lazySubject: SubjectType {
            if let subject { return subject }
            let made = createSubject()
            subject = made
            return made
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lazySubject.subscribe(Inner(downstream: subscriber))
        }

        /// Subscribes the subject to the upstream. Every call subscribes again, as in
        /// Combine: two connections feed the subject twice.
        public func connect() -> any Cancellable {
            upstream.subscribe(lazySubject)
        }
    }
}

extension Publishers.Multicast {
    /// Sits between the subject and one subscriber: demand the subscriber returns from
    /// `receive(_:)` is requested from the subject's subscription rather than returned.
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            let more = downstream.receive(input)
            // Read only when there is more to ask for: copying the subscription (an
            // existential) out of `state` on every value costs more than the delivery.
            // Cancelled inside `receive`, it is gone, and a subject ignores a cancelled
            // subscription's requests anyway.
            if more > 0 {
                state.subscription?.request(more)
            }
            return .none
        }
    }
}
