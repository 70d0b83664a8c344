import DequeModule

extension Publishers {
    /// When a `buffer` asks upstream for values, as Combine's `PrefetchStrategy`.
    public enum PrefetchStrategy: Hashable, Sendable {
        /// Asks for `size` values at subscription, then one more for each value sent on.
        case keepFull
        /// Asks for everything at subscription (Combine's behaviour, despite the name).
        case byRequest
    }

    /// What a full `buffer` does with a new value, as Combine's `BufferingStrategy`.
    public enum BufferingStrategy<Failure: Error> {
        /// Refuses the new value.
        case dropNewest
        /// Evicts the oldest value to make room.
        case dropOldest
        /// Fails the stream with the error.
        case customError(() -> Failure)
    }
}

extension Publisher {
    /// Keeps up to `size` values the downstream has not asked for yet, and hands them over
    /// as it asks.
    ///
    ///     s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
    ///
    /// A value a full buffer refuses or evicts is lost: the buffer's lane shows it as a drop
    /// with the reason "buffer full".
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                       whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

extension Publishers {
    /// A publisher that stores values until the downstream asks for them.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let size: Int
        public let prefetch: PrefetchStrategy
        public let whenFull: BufferingStrategy<Failure>

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, size: size, prefetch: prefetch, whenFull: whenFull))
        }
    }
}

extension Publishers.Buffer {
    @usableFromInline
    final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline let size: Int
        @usableFromInline let prefetch: Publishers.PrefetchStrategy
        @usableFromInline let whenFull: Publishers.BufferingStrategy<Failure>
        @usableFromInline @exclusivity(unchecked) var values = Deque<Output>()
        @usableFromInline @exclusivity(unchecked) var downstreamDemand = Subscribers.Demand.none
        @usableFromInline @exclusivity(unchecked) var terminal: Subscribers.Completion<Failure>?
        /// Set while values are handed down, so a request from inside `receive` only adds
        /// demand (the loop in `drain` serves it).
        @usableFromInline @exclusivity(unchecked) var isDraining = false

        @inlinable
        init(downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
             whenFull: Publishers.BufferingStrategy<Failure>) {
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
            super.init(downstream: downstream)
        }

        @inlinable
        override func receive(subscription: any Subscription) {
            guard accept(subscription) else { return }
            // Combine asks before handing the subscription down.
            subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
            downstream.receive(subscription: self)
        }

        @inlinable
        override func receive(_ input: Output) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            if case .failure? = terminal { return .none }
            if values.count >= size {
                switch whenFull {
                case .dropNewest:
                    notifyDrop(downstream, input, .bufferFull)
                    return drain()
                case .dropOldest:
                    // A zero-size buffer has nothing to evict: the new value is what is lost.
                    guard !values.isEmpty else {
                        notifyDrop(downstream, input, .bufferFull)
                        return drain()
                    }
                    notifyDrop(downstream, values.removeFirst(), .bufferFull)
                case .customError(let makeError):
                    // As Combine: the failure waits in the buffer's place and reaches the
                    // downstream at its next request.
                    terminal = .failure(makeError())
                    state.subscription?.cancel()
                    return .none
                }
            }
            values.append(input)
            return drain()
        }

        @inlinable
        override func receive(completion: Subscribers.Completion<Failure>) {
            guard state.isSubscribed, terminal == nil else { return }
            terminal = completion
            _ = drain()
            // Values still buffered, or no demand: the finish waits, which the lane below shows.
            if state.isSubscribed, case .finished = completion { notifyHeldCompletion(downstream) }
        }

        @inlinable
        override func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let upstream) = state.status else { return }
            downstreamDemand += demand
            guard !isDraining else { return }
            let more = drain()
            if more > 0 { upstream.request(more) }
        }

        @inlinable
        override func cancel() {
            guard state.isSubscribed else { return }
            values = []
            super.cancel()
        }

        /// Hands down what the demand allows, and the completion once the buffer is empty
        /// (a failure at once). Returns how much to ask upstream for to stay full.
        @inlinable
        func drain() -> Subscribers.Demand {
            var upstreamDemand = Subscribers.Demand.none
            while state.isSubscribed {
                guard downstreamDemand > 0 else {
                    if let terminal, case .failure = terminal { finish(with: terminal) }
                    return upstreamDemand
                }
                guard !values.isEmpty else {
                    if let terminal { finish(with: terminal) }
                    return upstreamDemand
                }
                let count = downstreamDemand.max.map { Swift.min($0, values.count) } ?? values.count
                // Taken out before any is handed down: a value a re-entrant call adds waits
                // for the next round. One value (the usual case) needs no array.
                var more = Subscribers.Demand.none
                if count == 1 {
                    let value = values.removeFirst()
                    downstreamDemand -= 1
                    isDraining = true
                    more = downstream.receive(value)
                } else {
                    let popped = Array(values.prefix(count))
                    values.removeFirst(count)
                    downstreamDemand -= count
                    isDraining = true
                    for value in popped {
                        more += downstream.receive(value)
                    }
                }
                isDraining = false
                if prefetch == .keepFull { upstreamDemand += count }
                downstreamDemand += more
            }
            return upstreamDemand
        }

        // Out of line: inlined into `drain()`, it took registers the loop needed, which then
        // kept the address of `values` on the stack and loaded it again for every value
        // (`EngineBench buffer ours 100000`: 57.91M; inlined, 58.31M, and 58.51M with the
        // status in a `SubscriptionState`).
        @inlinable @inline(never)
        func finish(with completion: Subscribers.Completion<Failure>) {
            markTerminal()
            downstream.receive(completion: completion)
        }
    }
}
