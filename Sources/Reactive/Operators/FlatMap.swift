import DequeModule

extension Publisher {
    /// Maps each value to a publisher and interleaves the values of all of them.
    ///
    ///     s.flatMap { x in cold("-a|") }   // s: -1-2|  ->  --a-a|
    ///
    /// At most `maxPublishers` inner publishers are subscribed at once: the upstream is asked
    /// for that many values, and for one more each time an inner publisher finishes. Each inner
    /// publisher is asked for one value at a time (or unlimited when downstream demand is);
    /// values that arrive without downstream demand wait in a buffer. As Combine's `FlatMap`.
    public func flatMap<Child: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                          _ transform: @escaping (Output) -> Child) -> Publishers.FlatMap<Child, Self>
    where Child.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// RxSwift's `flatMap`: as `flatMap`, but an inner observable's error also unsubscribes
    /// from upstream (RxSwift's merge sink disposes everything once it has sent the error),
    /// where Combine's `FlatMap` leaves the upstream subscription alone.
    public func rxFlatMap<Child: Publisher>(_ transform: @escaping (Output) -> Child) -> Publishers.FlatMap<Child, Self>
    where Child.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: .unlimited, transform: transform, cancelsUpstreamOnInnerFailure: true)
    }
}

extension Publishers {
    /// A publisher that subscribes to a publisher made from each upstream value.
    public struct FlatMap<Child: Publisher, Upstream: Publisher>: Publisher where Child.Failure == Upstream.Failure {
        public typealias Output = Child.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> Child
        /// Whether an inner publisher's failure cancels the upstream subscription too (`rxFlatMap`).
        public let cancelsUpstreamOnInnerFailure: Bool

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> Child,
                    cancelsUpstreamOnInnerFailure: Bool = false) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
            self.cancelsUpstreamOnInnerFailure = cancelsUpstreamOnInnerFailure
        }

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outer = Outer(downstream: subscriber, maxPublishers: maxPublishers, transform: transform,
                              cancelsUpstreamOnInnerFailure: cancelsUpstreamOnInnerFailure)
            subscriber.receive(subscription: outer)
            upstream.subscribe(outer)
        }
    }
}

extension Publishers.FlatMap {
    /// The subscriber upstream sees and the subscription downstream holds; inner publishers
    /// are subscribed through `Side`s that know their index.
    @usableFromInline
    final class Outer<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Child.Output, Downstream.Failure == Upstream.Failure {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        @usableFromInline typealias Input = Upstream.Output
        @usableFromInline typealias Failure = Upstream.Failure

        @usableFromInline let downstream: Downstream
        @usableFromInline let maxPublishers: Subscribers.Demand
        @usableFromInline let transform: (Input) -> Child
        @usableFromInline let cancelsUpstreamOnInnerFailure: Bool
        @usableFromInline @exclusivity(unchecked) var outerSubscription: (any Subscription)?
        @usableFromInline @exclusivity(unchecked) var downstreamDemand = Subscribers.Demand.none
        @usableFromInline @exclusivity(unchecked) var downstreamRecursive = false
        @usableFromInline @exclusivity(unchecked) var innerRecursive = false
        @usableFromInline @exclusivity(unchecked) var subscriptions: [Int: any Subscription] = [:]
        @usableFromInline @exclusivity(unchecked) var nextInnerIndex = 0
        @usableFromInline @exclusivity(unchecked) var pendingSubscriptions = 0
        @usableFromInline @exclusivity(unchecked) var buffer = Deque<(index: Int, value: Child.Output)>()
        @usableFromInline @exclusivity(unchecked) var cancelledOrCompleted = false
        @usableFromInline @exclusivity(unchecked) var outerFinished = false
        /// Whether the lane below was told the finish waits for demand (once).
        @usableFromInline @exclusivity(unchecked) var finishHeld = false

        @inlinable
        init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Child,
             cancelsUpstreamOnInnerFailure: Bool) {
            self.downstream = downstream
            self.maxPublishers = maxPublishers
            self.transform = transform
            self.cancelsUpstreamOnInnerFailure = cancelsUpstreamOnInnerFailure
        }

        // MARK: - Subscriber

        @inlinable
        func receive(subscription: any Subscription) {
            guard outerSubscription == nil, !cancelledOrCompleted else {
                subscription.cancel()
                return
            }
            outerSubscription = subscription
            subscription.request(maxPublishers)
        }

        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand {
            guard !cancelledOrCompleted else { return .none }
            let child = transform(input)
            let index = nextInnerIndex
            nextInnerIndex += 1
            // By type rather than `as?` (see `AnyPublisher.init`): a run's flatMap is not
            // specialised, and its children are seldom `Just`.
            if Child.self == Just<Child.Output>.self {
                receiveJust(unsafeBitCast(child, to: Just<Child.Output>.self).output, index)
                return .none
            }
            pendingSubscriptions += 1
            child.subscribe(Side(index: index, outer: self))
            return .none
        }

        /// What subscribing a `Side` to `Just(value)` comes to, without allocating the side
        /// and the subscription: it asks for one value (or all), gets `value`, and finishes,
        /// unless the flatMap was cancelled or failed meanwhile (which would have cancelled
        /// it). It counts as pending while it delivers, so the flatMap cannot finish under it.
        @inlinable
        func receiveJust(_ value: Child.Output, _ index: Int) {
            pendingSubscriptions += 1
            _ = receiveInner(value, index)
            pendingSubscriptions -= 1
            guard !cancelledOrCompleted else { return }
            receiveInner(completion: .finished, index)
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) {
            outerSubscription = nil
            outerFinished = true
            switch completion {
            case .finished:
                sendFinishedIfDone()
            case .failure:
                let wasDone = cancelledOrCompleted
                cancelledOrCompleted = true
                let inners = subscriptions
                subscriptions = [:]
                inners.values.forEach { $0.cancel() }
                if !wasDone {
                    downstream.receive(completion: completion)
                }
            }
        }

        /// An upstream value lost because every slot was busy (`maxPublishers`) is shown
        /// on the lane below as it was, since no inner publisher was made from it.
        @inlinable
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            notifyDrop(downstream, value, reason)
        }

        // MARK: - Subscription

        @inlinable
        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            if downstreamRecursive {
                // A request from inside downstream's `receive`: the loop that called it
                // serves the added demand.
                downstreamDemand += demand
                return
            }
            guard !cancelledOrCompleted else { return }
            if demand == .unlimited {
                downstreamDemand = .unlimited
                let waiting = buffer
                buffer = []
                let inners = subscriptions
                downstreamRecursive = true
                for (_, value) in waiting { _ = downstream.receive(value) }
                downstreamRecursive = false
                for (_, subscription) in inners.sorted(by: { $0.key < $1.key }) {
                    subscription.request(.unlimited)
                }
            } else {
                downstreamDemand += demand
                while !buffer.isEmpty, downstreamDemand > 0 {
                    let (index, value) = buffer.removeFirst()
                    downstreamDemand -= 1
                    let subscription = subscriptions[index]
                    downstreamRecursive = true
                    let additional = downstream.receive(value)
                    downstreamRecursive = false
                    downstreamDemand += additional
                    if let subscription {
                        innerRecursive = true
                        subscription.request(.max(1))
                        innerRecursive = false
                    }
                }
            }
            sendFinishedIfDone()
        }

        @inlinable
        func cancel() {
            guard !cancelledOrCompleted else { return }
            cancelledOrCompleted = true
            let inners = subscriptions
            subscriptions = [:]
            let outer = outerSubscription
            outerSubscription = nil
            for (_, subscription) in inners.sorted(by: { $0.key < $1.key }) {
                subscription.cancel()
            }
            outer?.cancel()
        }

        // MARK: - Inner publishers

        @inlinable
        func receiveInner(subscription: any Subscription, _ index: Int) {
            pendingSubscriptions -= 1
            subscriptions[index] = subscription
            subscription.request(downstreamDemand == .unlimited ? .unlimited : .max(1))
        }

        @inlinable
        func receiveInner(_ input: Child.Output, _ index: Int) -> Subscribers.Demand {
            if downstreamDemand == .unlimited {
                downstreamRecursive = true
                _ = downstream.receive(input)
                downstreamRecursive = false
                return .none
            }
            if downstreamDemand == .none || innerRecursive {
                buffer.append((index, input))
                return .none
            }
            downstreamDemand -= 1
            downstreamRecursive = true
            let newDemand = downstream.receive(input)
            downstreamRecursive = false
            downstreamDemand += newDemand
            return .max(1)
        }

        @inlinable
        func receiveInner(completion: Subscribers.Completion<Failure>, _ index: Int) {
            switch completion {
            case .finished:
                subscriptions.removeValue(forKey: index)
                if !sendFinishedIfDone(), maxPublishers != .unlimited {
                    // A slot is free: ask upstream for one more value to map.
                    outerSubscription?.request(.max(1))
                }
            case .failure:
                guard !cancelledOrCompleted else { return }
                cancelledOrCompleted = true
                let inners = subscriptions
                subscriptions = [:]
                for (i, subscription) in inners.sorted(by: { $0.key < $1.key }) where i != index {
                    subscription.cancel()
                }
                downstream.receive(completion: completion)
                if cancelsUpstreamOnInnerFailure, let upstream = outerSubscription {
                    outerSubscription = nil
                    upstream.cancel()
                }
            }
        }

        /// Finishes downstream once upstream has finished and no inner publisher or
        /// buffered value is left.
        @inlinable @discardableResult
        func sendFinishedIfDone() -> Bool {
            guard !cancelledOrCompleted, outerFinished, subscriptions.count + pendingSubscriptions == 0 else { return false }
            guard buffer.isEmpty else {
                // As Combine's FlatMap: everything has finished but values wait for demand, and
                // the finish waits behind them, which the lane below shows.
                if !finishHeld {
                    finishHeld = true
                    notifyHeldCompletion(downstream)
                }
                return false
            }
            cancelledOrCompleted = true
            downstream.receive(completion: .finished)
            return true
        }
    }

    /// The subscriber of one inner publisher.
    @usableFromInline
    final class Side<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Child.Output, Downstream.Failure == Upstream.Failure {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        @usableFromInline typealias Input = Child.Output
        @usableFromInline typealias Failure = Child.Failure

        @usableFromInline let index: Int
        @usableFromInline let outer: Outer<Downstream>

        @inlinable
        init(index: Int, outer: Outer<Downstream>) {
            self.index = index
            self.outer = outer
        }

        @inlinable
        func receive(subscription: any Subscription) { outer.receiveInner(subscription: subscription, index) }
        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand { outer.receiveInner(input, index) }
        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) { outer.receiveInner(completion: completion, index) }
    }
}
