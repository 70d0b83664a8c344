extension Publisher {
    /// Records every subscription through this point as a row of `lane`: subscribe, request,
    /// value or replay, drop, completion and cancel, each with the virtual tick.
    /// With `recorder == nil` it subscribes straight through.
    public func probe(lane: String, recorder: (any Recorder)?) -> Publishers.Probe<Self> {
        Publishers.Probe(upstream: self, lane: lane, recorder: recorder)
    }
}

extension Publishers {
    /// The instrumentation point of a lane; see `Publisher.probe(lane:recorder:)`.
    public struct Probe<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let lane: String
        public let recorder: (any Recorder)?

        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard let recorder else {
                upstream.receive(subscriber: subscriber)
                return
            }
            // Only a class instance keeps its identity from one subscription to the next.
            let link = S.self is AnyClass
                ? recorder.openLink(lane: lane, downstream: subscriber as AnyObject)
                : recorder.openLink(lane: lane)
            // A halted run subscribes to nothing more: a pipeline that subscribes to itself
            // stops recursing here.
            guard !recorder.isHalted else { return }
            recorder.subscribing(through: link) {
                upstream.receive(subscriber: Inner(downstream: subscriber, recorder: recorder, link: link))
            }
        }
    }
}

extension Publishers.Probe {
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DropObserving
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline typealias Input = Output

        @usableFromInline let downstream: Downstream
        @usableFromInline let recorder: any Recorder
        @usableFromInline let link: LinkID
        @usableFromInline @exclusivity(unchecked) var status = SubscriptionStatus.awaitingSubscription {
            didSet {
                if case .subscribed = status { isSubscribed = true } else { isSubscribed = false }
            }
        }
        /// Whether `status` is `.subscribed`, read on every value without copying it.
        @usableFromInline @exclusivity(unchecked) var isSubscribed = false
        /// The subscribe event waits until the downstream accepts the subscription (its first
        /// request, or the end of the hand-over), so one it refuses at once leaves no trace.
        @usableFromInline @exclusivity(unchecked) var subscribePending = false

        @inlinable
        init(downstream: Downstream, recorder: any Recorder, link: LinkID) {
            self.downstream = downstream
            self.recorder = recorder
            self.link = link
        }

        // MARK: - Subscriber

        @inlinable
        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = status else {
                subscription.cancel()
                return
            }
            status = .subscribed(subscription)
            // In a halted run, handing the subscription down a chain that recursed deep
            // would recurse as deep again.
            guard !recorder.isHalted else { return }
            subscribePending = true
            recorder.subscribed {
                downstream.receive(subscription: self)
                recordPendingSubscribe()
            }
        }

        @inlinable
        func recordPendingSubscribe() {
            guard subscribePending else { return }
            subscribePending = false
            recorder.record(Signal<Input>.subscribe, on: link)
        }

        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand {
            guard isSubscribed else { return .none }
            if subscribePending { recordPendingSubscribe() }
            guard recorder.recordValue(input, on: link) else { return .none }
            let demand = downstream.receive(input)
            if demand > 0 {
                recorder.record(Signal<Input>.request(demand), on: link)
            }
            return demand
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = status else { return }
            recordPendingSubscribe()
            status = .terminal
            recorder.record(completion.signal() as Signal<Input>, on: link)
            guard !recorder.isHalted else { return }
            downstream.receive(completion: completion)
        }

        @inlinable
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            recorder.record(Signal.drop(value, reason), on: link)
        }

        // MARK: - Subscription

        @inlinable
        func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let upstream) = status else { return }
            recordPendingSubscribe()
            recorder.record(Signal<Input>.request(demand), on: link)
            guard !recorder.isHalted else { return }
            upstream.request(demand)
        }

        @inlinable
        func cancel() {
            guard case .subscribed(let upstream) = status else { return }
            status = .terminal
            if subscribePending {
                subscribePending = false
            } else {
                recorder.record(Signal<Input>.cancel, on: link)
            }
            upstream.cancel()
        }
    }
}
