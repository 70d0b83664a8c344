extension Subscribers {
    /// A subscriber that hands values and the completion to closures, as Combine's `Sink`,
    /// with two additions the diagrams need: an initial demand other than unlimited, and
    /// `request(_:)` for more demand later.
    ///
    /// Like Combine's, it accepts one subscription in its life: a second one, or any after it
    /// completed or was cancelled, is cancelled at once.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        @usableFromInline let initialDemand: Subscribers.Demand
        @usableFromInline let receiveValue: (Input) -> Void
        @usableFromInline let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        /// The upstream link, with the flag each value checks: checking the status itself cost
        /// 130 instructions a value, a seventh of `EngineBench subject>map ours`.
        @usableFromInline @exclusivity(unchecked) var state = SubscriptionState()

        @inlinable
        public init(
            demand: Subscribers.Demand = .unlimited,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
            receiveValue: @escaping (Input) -> Void = { _ in }
        ) {
            initialDemand = demand
            self.receiveValue = receiveValue
            self.receiveCompletion = receiveCompletion
        }

        @inlinable
        public func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state.status else {
                subscription.cancel()
                return
            }
            state.status = .subscribed(subscription)
            if initialDemand > 0 {
                subscription.request(initialDemand)
            }
        }

        @inlinable
        public func receive(_ input: Input) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            receiveValue(input)
            return .none
        }

        @inlinable
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard state.isSubscribed else { return }
            state.status = .terminal
            receiveCompletion(completion)
        }

        /// Asks for `demand` more values; ignored before subscription and after the end.
        @inlinable
        public func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let subscription) = state.status, demand > 0 else { return }
            subscription.request(demand)
        }

        /// Cancels the subscription. Before any subscription it does nothing, as in Combine:
        /// the sink can still subscribe later.
        @inlinable
        public func cancel() {
            guard case .subscribed(let subscription) = state.status else { return }
            state.status = .terminal
            subscription.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes a `Subscribers.Sink` and returns it.
    @inlinable @discardableResult
    public func sink(
        demand: Subscribers.Demand = .unlimited,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
        receiveValue: @escaping (Output) -> Void = { _ in }
    ) -> Subscribers.Sink<Output, Failure> {
        let sink = Subscribers.Sink<Output, Failure>(
            demand: demand, receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return sink
    }
}
