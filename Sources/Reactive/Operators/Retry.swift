extension Publisher {
    /// Resubscribes to the upstream after a failure, up to `retries` times (`nil`: without
    /// end); the failure after the last retry goes downstream.
    ///
    ///     cold("-1#").retry(1)   // -1-1#
    ///
    /// Outstanding downstream demand is asked of each new subscription. As Combine's `Retry`.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

extension Publishers {
    /// A publisher that resubscribes to its upstream when it fails.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(parent: self, downstream: subscriber))
        }
    }
}

extension Publishers.Retry {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output

        private enum State {
            case ready(Publishers.Retry<Upstream>, Downstream)
            case terminal
        }

        private var state: State
        private var upstreamSubscription: (any Subscription)?
        /// Retries left; `nil` without end.
        private var remaining: Int?
        private var downstreamNeedsSubscription = true
        private var downstreamDemand = Subscribers.Demand.none
        /// A failure during a resubscription (a source that fails at once) loops here
        /// instead of recursing.
        private var completionRecursion = false
        private var needsSubscribe = false

        init(parent: Publishers.Retry<Upstream>, downstream: Downstream) {
            state = .ready(parent, downstream)
            remaining = parent.retries
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard case .ready(_, let downstream) = state, upstreamSubscription == nil else {
                subscription.cancel()
                return
            }
            upstreamSubscription = subscription
            let demand = downstreamDemand
            let needsSubscription = downstreamNeedsSubscription
            downstreamNeedsSubscription = false
            if needsSubscription {
                downstream.receive(subscription: self)
            }
            if demand != .none {
                subscription.request(demand)
            }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard case .ready(_, let downstream) = state else { return .none }
            downstreamDemand -= 1
            let newDemand = downstream.receive(input)
            guard newDemand != .none else { return .none }
            downstreamDemand += newDemand
            upstreamSubscription?.request(newDemand)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .ready(let parent, let downstream) = state else { return }
            if case .failure = completion {
                upstreamSubscription = nil
                if remaining != 0 {
                    remaining = remaining.map { $0 - 1 }
                    if completionRecursion {
                        needsSubscribe = true
                        return
                    }
                    repeat {
                        completionRecursion = true
                        needsSubscribe = false
                        parent.upstream.subscribe(self)
                        completionRecursion = false
                    } while needsSubscribe
                    return
                }
            }
            state = .terminal
            // The finished upstream holds this as its downstream: holding it in turn would
            // keep both alive.
            upstreamSubscription = nil
            downstream.receive(completion: completion)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard case .ready = state else { return }
            downstreamDemand += demand
            upstreamSubscription?.request(demand)
        }

        func cancel() {
            guard case .ready = state else { return }
            state = .terminal
            let subscription = upstreamSubscription
            upstreamSubscription = nil
            subscription?.cancel()
        }
    }
}
