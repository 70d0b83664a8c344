extension ConnectablePublisher {
    /// Connects when the first subscriber attaches, and disconnects when the last one
    /// cancels (a later subscriber connects again).
    ///
    ///     a.scan(10, +).multicast { PassthroughSubject() }.autoconnect()
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// Connects its connectable upstream on first subscription, as Combine's
    /// `Publishers.Autoconnect`. It counts subscribers to disconnect after the last cancel;
    /// a subscriber that completes is not uncounted, as in Combine.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private enum State {
            case disconnected
            case connected(refcount: Int, connection: any Cancellable)
        }

        public let upstream: Upstream
        private var state = State.disconnected

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(parent: self, downstream: subscriber)
            switch state {
            case .connected(let refcount, let connection):
                state = .connected(refcount: refcount + 1, connection: connection)
                upstream.subscribe(inner)
            case .disconnected:
                // The subscriber attaches before the connection, so it misses nothing the
                // upstream sends while connecting.
                upstream.subscribe(inner)
                let connection = upstream.connect()
                state = .connected(refcount: 1, connection: connection)
            }
        }

        fileprivate func willCancel() {
            guard case .connected(let refcount, let connection) = state else { return }
            if refcount <= 1 {
                state = .disconnected
                connection.cancel()
            } else {
                state = .connected(refcount: refcount - 1, connection: connection)
            }
        }
    }
}

extension Publishers.Autoconnect {
    private final class Inner<Downstream: Subscriber>: Subscriber, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let parent: Publishers.Autoconnect<Upstream>
        private let downstream: Downstream

        init(parent: Publishers.Autoconnect<Upstream>, downstream: Downstream) {
            self.parent = parent
            self.downstream = downstream
        }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: SideEffectSubscription(subscription, parent: parent))
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
        }

        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }
    }

    /// The upstream subscription, telling the parent before a cancel so it can count down.
    private final class SideEffectSubscription: Subscription {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        private let parent: Publishers.Autoconnect<Upstream>
        private let upstreamSubscription: any Subscription

        init(_ upstreamSubscription: any Subscription, parent: Publishers.Autoconnect<Upstream>) {
            self.upstreamSubscription = upstreamSubscription
            self.parent = parent
        }

        func request(_ demand: Subscribers.Demand) {
            upstreamSubscription.request(demand)
        }

        func cancel() {
            parent.willCancel()
            upstreamSubscription.cancel()
        }
    }
}
