extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the most recent publisher this publisher sent, cancelling
    /// the previous one at each switch.
    ///
    ///     s.map { _ in cold("-a-b|") }.switchToLatest()   // s: -1-2|  ->  --a-a-b|
    ///
    /// Upstream is asked for unlimited publishers; downstream demand goes to the current
    /// inner publisher (the whole outstanding demand to each new one). It finishes when
    /// upstream and the current inner publisher have both finished. As Combine's.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// A publisher that follows the latest inner publisher of a publisher of publishers.
    public struct SwitchToLatest<NestedPublisher: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == NestedPublisher, Upstream.Failure == NestedPublisher.Failure {
        public typealias Output = NestedPublisher.Output
        public typealias Failure = NestedPublisher.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outer = Outer(downstream: subscriber)
            subscriber.receive(subscription: outer)
            upstream.subscribe(outer)
        }
    }
}

extension Publishers.SwitchToLatest {
    private final class Outer<Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == NestedPublisher.Output, Downstream.Failure == Upstream.Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let downstream: Downstream
        private var outerSubscription: (any Subscription)?
        private var currentInnerSubscription: (any Subscription)?
        private var currentInnerIndex = 0
        private var nextInnerIndex = 1
        private var cancelled = false
        private var finished = false
        private var sentCompletion = false
        private var awaitingInnerSubscription = false
        private var downstreamDemand = Subscribers.Demand.none

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        // MARK: - Subscriber

        func receive(subscription: any Subscription) {
            guard outerSubscription == nil, !cancelled else {
                subscription.cancel()
                return
            }
            outerSubscription = subscription
            subscription.request(.unlimited)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard !cancelled, !finished else { return .none }
            if let previous = currentInnerSubscription {
                currentInnerSubscription = nil
                previous.cancel()
            }
            let index = nextInnerIndex
            currentInnerIndex = index
            nextInnerIndex += 1
            awaitingInnerSubscription = true
            input.subscribe(Side(index: index, outer: self))
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            outerSubscription = nil
            finished = true
            guard !cancelled else { return }
            switch completion {
            case .finished:
                // The current inner publisher's own completion finishes downstream.
                guard !awaitingInnerSubscription, currentInnerSubscription == nil else { return }
                sentCompletion = true
                downstream.receive(completion: completion)
            case .failure:
                let inner = currentInnerSubscription
                currentInnerSubscription = nil
                sentCompletion = true
                inner?.cancel()
                downstream.receive(completion: completion)
            }
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            downstreamDemand += demand
            currentInnerSubscription?.request(demand)
        }

        func cancel() {
            cancelled = true
            let inner = currentInnerSubscription
            currentInnerSubscription = nil
            let outer = outerSubscription
            outerSubscription = nil
            inner?.cancel()
            outer?.cancel()
        }

        // MARK: - Inner publishers

        fileprivate func receiveInner(subscription: any Subscription, _ index: Int) {
            guard currentInnerIndex == index, !cancelled, currentInnerSubscription == nil else {
                subscription.cancel()
                return
            }
            currentInnerSubscription = subscription
            awaitingInnerSubscription = false
            if downstreamDemand > 0 {
                subscription.request(downstreamDemand)
            }
        }

        fileprivate func receiveInner(_ input: Downstream.Input, _ index: Int) -> Subscribers.Demand {
            guard currentInnerIndex == index, !cancelled else { return .none }
            downstreamDemand -= 1
            let newDemand = downstream.receive(input)
            downstreamDemand += newDemand
            return newDemand
        }

        fileprivate func receiveInner(completion: Subscribers.Completion<Failure>, _ index: Int) {
            guard currentInnerIndex == index, !cancelled else { return }
            currentInnerSubscription = nil
            switch completion {
            case .finished:
                guard !sentCompletion, finished else { return }
                sentCompletion = true
                downstream.receive(completion: completion)
            case .failure:
                guard !sentCompletion else { return }
                cancelled = true
                let outer = outerSubscription
                outerSubscription = nil
                sentCompletion = true
                outer?.cancel()
                downstream.receive(completion: completion)
            }
        }
    }

    private final class Side<Downstream: Subscriber>: Subscriber
    where Downstream.Input == NestedPublisher.Output, Downstream.Failure == Upstream.Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = NestedPublisher.Output
        typealias Failure = NestedPublisher.Failure

        private let index: Int
        private let outer: Outer<Downstream>

        init(index: Int, outer: Outer<Downstream>) {
            self.index = index
            self.outer = outer
        }

        func receive(subscription: any Subscription) { outer.receiveInner(subscription: subscription, index) }
        func receive(_ input: Input) -> Subscribers.Demand { outer.receiveInner(input, index) }
        func receive(completion: Subscribers.Completion<Failure>) { outer.receiveInner(completion: completion, index) }
    }
}
