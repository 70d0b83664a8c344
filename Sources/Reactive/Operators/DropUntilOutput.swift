extension Publisher {
    /// Ignores values until `other` emits its first value, then republishes.
    ///
    ///     s.drop(untilOutputFrom: t)   // s: -1-2-3|   t: --x|   ->   ---2-3|
    ///
    /// A value ignored before the trigger still uses up a unit of downstream demand, and if
    /// `other` completes before emitting, its completion ends the stream. As Combine's
    /// `DropUntilOutput`.
    public func drop<P: Publisher>(untilOutputFrom other: P) -> Publishers.DropUntilOutput<Self, P>
    where P.Failure == Failure {
        Publishers.DropUntilOutput(upstream: self, other: other)
    }
}

extension Publishers {
    /// A publisher that ignores values until another publisher emits.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            other.subscribe(OtherSubscriber(inner: inner))
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.DropUntilOutput {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output

        private let downstream: Downstream
        private var triggered = false
        private var upstreamSubscription: (any Subscription)?
        private var pendingDemand = Subscribers.Demand.none
        private var otherSubscription: (any Subscription)?
        private var cancelled = false

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard upstreamSubscription == nil, !cancelled else {
                subscription.cancel()
                return
            }
            upstreamSubscription = subscription
            if pendingDemand > 0 {
                subscription.request(pendingDemand)
            }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard triggered, !cancelled else {
                pendingDemand -= 1
                return .none
            }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard !cancelled else { return }
            cancelled = true
            downstream.receive(completion: completion)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            pendingDemand += demand
            upstreamSubscription?.request(demand)
        }

        func cancel() {
            let upstream = upstreamSubscription
            let other = otherSubscription
            upstreamSubscription = nil
            otherSubscription = nil
            cancelled = true
            upstream?.cancel()
            other?.cancel()
        }

        // MARK: - The trigger

        fileprivate func receiveOther(subscription: any Subscription) {
            guard otherSubscription == nil else {
                subscription.cancel()
                return
            }
            otherSubscription = subscription
            subscription.request(.max(1))
        }

        fileprivate func receiveOther(_ input: Other.Output) -> Subscribers.Demand {
            triggered = true
            otherSubscription = nil
            return .none
        }

        fileprivate func receiveOther(completion: Subscribers.Completion<Failure>) {
            if triggered {
                otherSubscription = nil
                return
            }
            let upstream = upstreamSubscription
            upstreamSubscription = nil
            upstream?.cancel()
            downstream.receive(completion: completion)
        }
    }

    private final class OtherSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Other.Output

        let inner: Inner<Downstream>
        init(inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: any Subscription) { inner.receiveOther(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.receiveOther(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.receiveOther(completion: completion) }
    }
}
