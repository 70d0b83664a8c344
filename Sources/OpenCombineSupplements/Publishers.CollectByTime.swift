//
//  Publishers.CollectByTime.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Collects elements by a given time-grouping strategy, and emits a single array of
    /// the collection.
    ///
    /// At the end of each scheduled interval, the publisher sends an array that contains
    /// the items it collected; with `.byTimeOrCount` it also sends as soon as it has
    /// collected `count` items. If the upstream publisher finishes, the publisher sends an
    /// array of the items it has, then finishes. If the upstream publisher fails, it
    /// forwards the error instead of sending its output.
    ///
    /// Where Apple's documentation is silent this follows marbles' engine: the interval
    /// clock starts at subscription; an interval with nothing collected sends nothing;
    /// `.byTimeOrCount` starts the interval again from a full array; upstream is asked for
    /// everything; an array due while the downstream has no demand is lost.
    public func collect<Context: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<Context>,
        options: Context.SchedulerOptions? = nil
    ) -> Publishers.CollectByTime<Self, Context> {
        return .init(upstream: self, strategy: strategy, options: options)
    }
}

extension Publishers {

    /// A strategy for collecting received elements.
    public enum TimeGroupingStrategy<Context: Scheduler> {

        /// A grouping that collects and periodically publishes items.
        case byTime(Context, Context.SchedulerTimeType.Stride)

        /// A grouping that collects and publishes items periodically or when a buffer
        /// reaches a maximum size.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {

        /// The kind of values published.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The strategy with which to collect and publish elements.
        public let strategy: TimeGroupingStrategy<Context>

        /// Scheduler options to use for the strategy.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that collects the elements of `upstream` by `strategy`.
        public init(upstream: Upstream,
                    strategy: TimeGroupingStrategy<Context>,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            upstream.subscribe(Inner(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

extension Publishers.CollectByTime {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Output, Downstream.Failure == Failure
    {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let lock = SupplementLock()
        private let downstream: Downstream
        private let scheduler: Context
        private let stride: Context.SchedulerTimeType.Stride
        private let count: Int?
        private let options: Context.SchedulerOptions?
        private var upstream: Subscription?
        private var isTerminated = false
        private var collected: [Upstream.Output] = []
        private var demand = Subscribers.Demand.none
        private var timer: Cancellable?

        init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>,
             options: Context.SchedulerOptions?) {
            self.downstream = downstream
            self.options = options
            switch strategy {
            case let .byTime(scheduler, stride):
                (self.scheduler, self.stride, count) = (scheduler, stride, nil)
            case let .byTimeOrCount(scheduler, stride, count):
                (self.scheduler, self.stride, self.count) = (scheduler, stride, Swift.max(1, count))
            }
        }

        func receive(subscription: Subscription) {
            let accepted: Bool = lock.withLock {
                guard upstream == nil, !isTerminated else { return false }
                upstream = subscription
                startInterval()
                return true
            }
            guard accepted else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.withLock {
                guard upstream != nil, !isTerminated else { return }
                collected.append(input)
                if let count, collected.count >= count {
                    startInterval()
                    send()
                }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.withLock {
                guard upstream != nil, !isTerminated else { return }
                stopInterval()
                if case .finished = completion { send() }
                collected = []
                isTerminated = true
                upstream = nil
                downstream.receive(completion: completion)
            }
        }

        /// Starts (again) the interval clock from now.
        private func startInterval() {
            let previous = timer
            timer = scheduler.schedule(after: scheduler.now.advanced(by: stride),
                                       interval: stride,
                                       tolerance: scheduler.minimumTolerance,
                                       options: options) { [weak self] in
                self?.tick()
            }
            previous?.cancel()
        }

        private func stopInterval() {
            timer?.cancel()
            timer = nil
        }

        private func tick() {
            lock.withLock { send() }
        }

        /// Sends what was collected, if anything; lost without demand.
        private func send() {
            guard !isTerminated, !collected.isEmpty else { return }
            let group = collected
            collected = []
            guard demand > 0 else { return }
            demand -= 1
            demand += downstream.receive(group)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            lock.withLock {
                guard !isTerminated else { return }
                self.demand += demand
            }
        }

        func cancel() {
            let subscription: Subscription? = lock.withLock {
                stopInterval()
                collected = []
                isTerminated = true
                defer { upstream = nil }
                return upstream
            }
            subscription?.cancel()
        }
    }
}
#endif
