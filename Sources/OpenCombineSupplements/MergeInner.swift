//
//  MergeInner.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

/// The subscription every merge (`Merge` to `Merge8`, `MergeMany`) hands downstream, before
/// it subscribes to its upstreams, with room for one waiting value per upstream.
///
/// Demand, as Apple's Combine shows it and marbles' engine does: while the downstream's
/// demand is unlimited every upstream is asked for unlimited values; otherwise each upstream
/// is asked for one value at a time, and a value that arrives while the downstream has no
/// demand waits in its upstream's slot (that upstream is asked for no more) until there is
/// some. The merge finishes when every upstream has finished and nothing waits, and fails
/// with the first failure, cancelling the other upstreams.
final class MergeInner<Downstream: Subscriber>: Subscription {
    private let lock = SupplementLock()
    private let downstream: Downstream
    private let count: Int
    private var subscriptions: [Subscription?]
    private var waiting: [Downstream.Input?]
    private var demand = Subscribers.Demand.none
    /// Demand requested from inside a downstream `receive`, served when it returns.
    private var pending = Subscribers.Demand.none
    private var isDelivering = false
    private var finishedCount = 0
    private var isFinished = false
    private var isTerminated = false

    private init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
        subscriptions = Array(repeating: nil, count: count)
        waiting = Array(repeating: nil, count: count)
    }

    /// Merges upstreams into `downstream`: hands it the subscription, then subscribes to every
    /// upstream in order, each through its own side. `subscribeUpstreams` holds one closure an
    /// upstream, which subscribes the side it is given to that upstream: the one body of
    /// `Merge` to `Merge8` and `MergeMany`, whose upstreams are of different types.
    static func merge(
        _ subscribeUpstreams: [(UpstreamSide<Downstream.Input, Downstream.Failure>) -> Void],
        into downstream: Downstream
    ) {
        let inner = MergeInner(downstream: downstream, count: subscribeUpstreams.count)
        downstream.receive(subscription: inner)
        // No upstreams (an empty `MergeMany`): nothing ever finishes, as in marbles' engine.
        for (index, subscribeUpstream) in subscribeUpstreams.enumerated() {
            subscribeUpstream(UpstreamSide(
                subscribed: { inner.receive(subscription: $0, index: index) },
                received: { inner.receive($0, index: index) },
                completed: { inner.receive(completion: $0, index: index) }))
        }
    }

    func receive(subscription: Subscription, index: Int) {
        lock.withLock {
            guard !isTerminated, subscriptions[index] == nil else {
                subscription.cancel()
                return
            }
            subscriptions[index] = subscription
            subscription.request(demand == .unlimited ? .unlimited : .max(1))
        }
    }

    /// Demand the subscriber returns is added to the count and the sending upstream gets
    /// `.max(1)`, even when the count becomes unlimited: no upstream is then asked for
    /// unlimited values. That is Apple's `_Merged` and marbles' engine (see the engine's
    /// `MergeInner.receive(_:index:)`), checked in `MergeDemandFromReceiveDifferentialTests`.
    func receive(_ input: Downstream.Input, index: Int) -> Subscribers.Demand {
        lock.withLock {
            guard !isTerminated else { return .none }
            if demand == .unlimited {
                return deliver(input)
            }
            if demand == .none {
                waiting[index] = input
                return .none
            }
            let result = deliver(input)
            demand = result + pending + demand - 1
            pending = .none
            return .max(1)
        }
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>, index: Int) {
        lock.withLock {
            switch completion {
            case .finished:
                guard !isTerminated else { return }
                finishedCount += 1
                subscriptions[index] = nil
                guard finishedCount == count, waiting.allSatisfy({ $0 == nil }) else { return }
                isFinished = true
                terminate()
                downstream.receive(completion: .finished)
            case .failure:
                guard !isTerminated else { return }
                terminate()
                downstream.receive(completion: completion)
            }
        }
    }

    private func deliver(_ input: Downstream.Input) -> Subscribers.Demand {
        isDelivering = true
        defer { isDelivering = false }
        return downstream.receive(input)
    }

    private func terminate() {
        isTerminated = true
        let all = subscriptions
        subscriptions = Array(repeating: nil, count: count)
        waiting = Array(repeating: nil, count: count)
        all.forEach { $0?.cancel() }
    }

    // MARK: - Subscription

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { serve(demand) }
    }

    private func serve(_ demand: Subscribers.Demand) {
        guard !isTerminated, !isFinished, demand > 0, self.demand != .unlimited else { return }
        guard !isDelivering else {
            pending += demand
            return
        }
        if demand == .unlimited {
            self.demand = .unlimited
            let values = waiting.compactMap { $0 }
            waiting = Array(repeating: nil, count: count)
            let upstreams = subscriptions
            for value in values { _ = deliver(value) }
            if finishedCount == count {
                terminate()
                downstream.receive(completion: .finished)
            } else {
                upstreams.forEach { $0?.request(.unlimited) }
            }
            return
        }
        self.demand += demand
        var served: [Downstream.Input] = []
        var refill: [Subscription?] = []
        for index in waiting.indices {
            guard self.demand > 0 else { break }
            guard let value = waiting[index] else { continue }
            waiting[index] = nil
            self.demand -= 1
            served.append(value)
            refill.append(subscriptions[index])
        }
        let finishesNow = finishedCount == count && waiting.allSatisfy { $0 == nil }
        if finishesNow { isFinished = true }
        var newDemand = Subscribers.Demand.none
        for value in served { newDemand += deliver(value) }
        newDemand += pending
        pending = .none
        if finishesNow {
            terminate()
            downstream.receive(completion: .finished)
        } else {
            self.demand += newDemand
            refill.forEach { $0?.request(.max(1)) }
        }
    }

    func cancel() {
        lock.withLock { terminate() }
    }
}

#endif
