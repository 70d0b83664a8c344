/// RxSwift's `SubjectLifetimeScope`: whether `share(replay:scope:)` keeps one subject for
/// good or makes one per connection to its source.
public enum RxShareScope: Sendable {
    /// A subject per connection: after the source ended (or every subscriber left), the next
    /// subscriber connects again, to a fresh subject with nothing to replay.
    case whileConnected
    /// One subject for good: after the source ended, a new subscriber gets the replayed
    /// values and the terminal event, and the source is not subscribed again.
    case forever
}

extension Publisher {
    /// RxSwift's `share(replay:scope:)`: one subscription to this publisher shared by every
    /// subscriber, through a subject replaying the last `replay` values; connected by the
    /// first subscriber, disconnected when the last one leaves.
    ///
    /// Where it differs from Combine's `share()`: the `.whileConnected` scope (the default)
    /// connects again after the source ended; Combine's `share()` stays ended, like `.forever`.
    public func rxShare(replay: Int = 0, scope: RxShareScope = .whileConnected) -> Publishers.RxShare<Self> {
        Publishers.RxShare(upstream: self, replay: replay, scope: scope)
    }
}

extension Publishers {
    /// A publisher sharing one subscription to its upstream, as RxSwift's `share(replay:scope:)`.
    public final class RxShare<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        public let upstream: Upstream
        public let replay: Int
        public let scope: RxShareScope
        private var subject: ReplaySubject<Output, Failure>?
        private var connection: RxSourceSide<Output, Failure>?
        private var count = 0
        /// Which connection the members counted belong to; a member of an ended one leaves uncounted.
        private var connectionID = 0

        public init(upstream: Upstream, replay: Int, scope: RxShareScope) {
            self.upstream = upstream
            self.replay = Swift.max(replay, 0)
            self.scope = scope
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subject = self.subject ?? ReplaySubject(bufferSize: replay)
            self.subject = subject
            let member = Member(downstream: subscriber, share: self, connectionID: connectionID)
            subject.receive(subscriber: member)
            // A subject that already ended told the member so at once: nothing to connect.
            guard !member.isStopped else { return }
            member.isCounted = true
            count += 1
            if count == 1 { connect(to: subject) }
        }

        private func connect(to subject: ReplaySubject<Output, Failure>) {
            let side = RxSourceSide<Output, Failure>(
                onValue: { subject.send($0) },
                onCompletion: { [weak self] completion in
                    self?.disconnect(cancelling: false)
                    subject.send(completion: completion)
                })
            connection = side
            upstream.subscribe(side)
        }

        private func disconnect(cancelling: Bool) {
            let side = connection
            connection = nil
            count = 0
            connectionID += 1
            if scope == .whileConnected { subject = nil }
            if cancelling { side?.cancel() }
        }

        fileprivate func leave(connectionID: Int) {
            guard connectionID == self.connectionID, count > 0 else { return }
            count -= 1
            if count == 0 { disconnect(cancelling: true) }
        }
    }
}

extension Publishers.RxShare {
    private final class Member<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private weak var share: Publishers.RxShare<Upstream>?
        private let connectionID: Int
        var isCounted = false

        init(downstream: Downstream, share: Publishers.RxShare<Upstream>, connectionID: Int) {
            self.share = share
            self.connectionID = connectionID
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            forward(input)
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            finish(completion)
        }

        override func stop() {
            if isCounted { share?.leave(connectionID: connectionID) }
        }
    }
}
