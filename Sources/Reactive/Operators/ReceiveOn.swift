extension Publisher {
    /// Delivers values and the completion on `scheduler`.
    ///
    ///     s.receive(on: main)   // a value s sends is delivered when main runs it
    ///
    /// `handOver` says how the subscription reaches the subscriber: `.synchronous` (the
    /// default) as Apple's Combine does since iOS 13.3 / macOS 10.15.2, and OpenCombine
    /// 0.14.0; `.scheduled` as iOS 13.0–13.2 did, where the subscriber's first request
    /// reaches upstream only when that hop runs, so a subject that sends before then loses
    /// the value (a drop).
    public func receive(on scheduler: any Scheduler,
                        handOver: ReceiveOnHandOver = .synchronous) -> Publishers.ReceiveOn<Self> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, handOver: handOver)
    }
}

/// How `receive(on:)` hands the subscription to its subscriber.
public enum ReceiveOnHandOver: Sendable, Hashable {
    /// At once, as Apple's Combine since iOS 13.3 / macOS 10.15.2 and OpenCombine 0.14.0.
    case synchronous
    /// Through the scheduler, as Apple's Combine in iOS 13.0–13.2 / macOS 10.15–10.15.1: the
    /// subscriber's demand arrives only after the hop, so what is sent before then is lost.
    case scheduled
}

extension Publishers {
    /// A publisher that hops values and the completion (and, `.scheduled`, the
    /// subscription) to a scheduler.
    public struct ReceiveOn<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: any Scheduler
        public let handOver: ReceiveOnHandOver

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, scheduler: scheduler, handOver: handOver))
        }
    }
}

extension Publishers.ReceiveOn {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Output

        private let downstream: Downstream
        private let scheduler: any Scheduler
        private let handOver: ReceiveOnHandOver
        private var state = SubscriptionState()

        init(downstream: Downstream, scheduler: any Scheduler, handOver: ReceiveOnHandOver) {
            self.downstream = downstream
            self.scheduler = scheduler
            self.handOver = handOver
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state.status else {
                subscription.cancel()
                return
            }
            state.status = .subscribed(subscription)
            switch handOver {
            case .synchronous:
                downstream.receive(subscription: self)
            case .scheduled:
                // iOS 13.0–13.2: the hand-over itself is scheduled, so demand arrives late.
                scheduler.schedule { [self] in
                    downstream.receive(subscription: self)
                }
            }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            scheduler.schedule { [self] in
                guard let subscription = state.subscription else { return }
                let more = downstream.receive(input)
                if more > 0 { subscription.request(more) }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed(let subscription) = state.status else { return }
            state.status = .pendingTerminal(subscription)
            scheduler.schedule { [self] in
                guard case .pendingTerminal = state.status else { return }
                state.status = .terminal
                downstream.receive(completion: completion)
            }
        }

        /// A value lost upstream (no demand yet) is shown on the lane below, at once.
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let subscription) = state.status else { return }
            subscription.request(demand)
        }

        func cancel() {
            guard let subscription = state.subscription else { return }
            state.status = .terminal
            subscription.cancel()
        }
    }
}
