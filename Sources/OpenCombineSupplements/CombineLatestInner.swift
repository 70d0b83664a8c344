//
//  CombineLatestInner.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

/// The subscription every combineLatest (`CombineLatest` to `CombineLatest4`) hands
/// downstream, keeping the latest value of each upstream.
///
/// As Apple's Combine shows it and marbles' engine does: every upstream is subscribed before
/// the downstream gets the subscription (a completion that happens meanwhile waits until it
/// has); a request is passed through to every upstream as it is; once every upstream has
/// sent a value, each new value sends the combination of the latest ones, and a combination
/// made while the downstream has no demand is lost. It finishes when every upstream has
/// finished and fails with the first failure, cancelling the other upstreams.
final class CombineLatestInner<Downstream: Subscriber>: Subscription {
    private let lock = SupplementLock()
    private let downstream: Downstream
    /// Builds the downstream's tuple from the latest values, in upstream order.
    private let combine: ([Any]) -> Downstream.Input
    private let count: Int
    private var latest: [Any?]
    private var subscriptions: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var isDelivering = false
    private var finishedCount = 0
    private var isFinished = false
    private var isCancelled = false
    private var isEstablished = false
    private var pendingCompletion: Subscribers.Completion<Downstream.Failure>?

    private init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.count = count
        self.combine = combine
        latest = Array(repeating: nil, count: count)
        subscriptions = Array(repeating: nil, count: count)
    }

    /// Combines upstreams into `downstream`: subscribes to every upstream in order, then hands
    /// the downstream the subscription. `subscribeUpstream` holds one closure an upstream,
    /// which subscribes the side it is given to that upstream: the one body of `CombineLatest`
    /// to `CombineLatest4`, whose tuple of values the pack `Value` spells.
    static func combine<each Value>(
        _ subscribeUpstream: repeat @escaping (UpstreamSide<each Value, Downstream.Failure>) -> Void,
        into downstream: Downstream
    ) where Downstream.Input == (repeat each Value) {
        var count = 0
        for _ in repeat each subscribeUpstream { count += 1 }
        let inner = CombineLatestInner(downstream: downstream, count: count) { latest in
            var index = -1
            func next<Input>(_: Input.Type) -> Input {
                index += 1
                return latest[index] as! Input
            }
            return (repeat next((each Value).self))
        }
        var index = 0
        for subscribe in repeat each subscribeUpstream {
            subscribe(inner.side(index))
            index += 1
        }
        inner.start()
    }

    /// Hands the subscription downstream once every upstream has been subscribed.
    private func start() {
        downstream.receive(subscription: self)
        lock.withLock {
            isEstablished = true
            if let completion = pendingCompletion {
                pendingCompletion = nil
                downstream.receive(completion: completion)
            }
        }
    }

    /// The subscriber for upstream number `index`, whose values are `Input`s.
    private func side<Input>(_ index: Int) -> UpstreamSide<Input, Downstream.Failure> {
        UpstreamSide(subscribed: { self.receive(subscription: $0, index: index) },
                     received: { self.receive($0, index: index) },
                     completed: { self.receive(completion: $0, index: index) })
    }

    func receive(subscription: Subscription, index: Int) {
        lock.withLock {
            guard !isCancelled, subscriptions[index] == nil else {
                subscription.cancel()
                return
            }
            subscriptions[index] = subscription
        }
    }

    func receive(_ input: Any, index: Int) -> Subscribers.Demand {
        lock.withLock {
            guard !isCancelled, !isFinished else { return .none }
            latest[index] = input
            guard latest.allSatisfy({ $0 != nil }) else { return .none }
            // Without demand (or while the downstream is still taking the previous
            // combination) this combination is lost.
            guard !isDelivering, demand > 0 else { return .none }
            demand -= 1
            isDelivering = true
            let newDemand = downstream.receive(combine(latest.map { $0! }))
            isDelivering = false
            demand += newDemand
            return newDemand
        }
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>, index: Int) {
        lock.withLock {
            switch completion {
            case .finished:
                guard !isFinished else { return }
                finishedCount += 1
                subscriptions[index] = nil
                guard finishedCount == count else { return }
                isFinished = true
                latest = Array(repeating: nil, count: count)
                deliver(completion)
            case .failure:
                let others = subscriptions.enumerated().filter { $0.offset != index }.compactMap(\.element)
                guard !isFinished else {
                    others.forEach { $0.cancel() }
                    return
                }
                isFinished = true
                subscriptions = Array(repeating: nil, count: count)
                latest = Array(repeating: nil, count: count)
                others.forEach { $0.cancel() }
                deliver(completion)
            }
        }
    }

    private func deliver(_ completion: Subscribers.Completion<Downstream.Failure>) {
        if isEstablished {
            downstream.receive(completion: completion)
        } else {
            pendingCompletion = completion
        }
    }

    // MARK: - Subscription

    func request(_ demand: Subscribers.Demand) {
        lock.withLock {
            guard demand > 0, !isCancelled, !isFinished else { return }
            self.demand += demand
            // "The combined publisher passes through any requests to all upstream publishers."
            for subscription in subscriptions {
                subscription?.request(demand)
            }
        }
    }

    func cancel() {
        lock.withLock {
            let all = subscriptions
            isCancelled = true
            subscriptions = Array(repeating: nil, count: count)
            latest = Array(repeating: nil, count: count)
            all.forEach { $0?.cancel() }
        }
    }
}

#endif
