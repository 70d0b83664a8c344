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
            // Only a class instance keeps its identity from one subscription to the next. It is
            // its own reference: `as AnyObject` would look for a bridging conformance first
            // (a scan of every conformance in the process for each new subscriber type).
            let link = S.self is AnyClass
                ? recorder.openLink(lane: lane, downstream: unsafeBitCast(subscriber, to: AnyObject.self))
                : recorder.openLink(lane: lane)
            // A halted run subscribes to nothing more: a pipeline that subscribes to itself
            // stops recursing here.
            guard !recorder.isHalted else { return }
            let inner = Inner(downstream: subscriber, recorder: recorder, link: link)
            recorder.opened(inner)
            recorder.subscribing(through: link) {
                upstream.receive(subscriber: inner)
            }
        }
    }
}

extension Publishers.Probe {
    /// Not generic over its downstream, which it reaches through closures built where the
    /// downstream's type is known (as a subject reaches its subscribers). Generic, its type
    /// grew with every probe below it (a subscriber's type holds the whole chain below), and
    /// from the third probe of a chain on the compiler took the growth for an endless
    /// recursion and stopped specialising: every value of a traced chain ran generic code,
    /// looking up metadata as it went.
    @usableFromInline
    final class Inner: Subscriber, Subscription, DropObserving, CompletionHoldObserving, Severable {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        @usableFromInline typealias Input = Output

        // Constants: calling a closure kept in a variable retains its context around the call
        // (the call could replace it), 14.5M of a traced chain's 93.0M instructions
        // (`EngineBench traced ours 100000`). `sever()` cuts the downstream's way back
        // instead (see `Handle`).
        @usableFromInline let deliverSubscription: (any Subscription) -> Void
        @usableFromInline let deliver: (Output) -> Subscribers.Demand
        @usableFromInline let deliverCompletion: (Subscribers.Completion<Failure>) -> Void
        /// The subscription the downstream was handed, while it lives: the handle clears it
        /// as it goes. Not `weak`: a weakly referenced object keeps its counts in a side
        /// table, and each retain and release by a subscriber that copies its subscription on
        /// every value (the sink did) is then a slow path of the runtime (6.3M of
        /// `EngineBench traced ours 100000`'s 85.2M instructions).
        @usableFromInline unowned(unsafe) var handle: Handle?
        @usableFromInline let recorder: any Recorder
        @usableFromInline let link: LinkID
        /// Where this link's values and requests go: one class method call each.
        @usableFromInline let log: LinkLog<Output>
        /// The upstream link, with the flag that says it is subscribed.
        @usableFromInline @exclusivity(unchecked) var state = SubscriptionState() {
            didSet { isFlowing = state.isSubscribed && !subscribePending }
        }
        /// The subscribe event waits until the downstream accepts the subscription (its first
        /// request, or the end of the hand-over), so one it refuses at once leaves no trace.
        @usableFromInline @exclusivity(unchecked) var subscribePending = false {
            didSet { isFlowing = state.isSubscribed && !subscribePending }
        }
        /// Subscribed, with the subscribe event recorded: the one check on a value's usual path.
        @usableFromInline @exclusivity(unchecked) private(set) var isFlowing = false

        @inlinable
        init<Downstream: Subscriber>(downstream: Downstream, recorder: any Recorder, link: LinkID)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            deliverSubscription = { downstream.receive(subscription: $0) }
            deliver = { downstream.receive($0) }
            deliverCompletion = { downstream.receive(completion: $0) }
            self.recorder = recorder
            self.link = link
            log = recorder.linkLog(for: link, of: Output.self)
        }

        /// What the downstream holds as its subscription: this link, through a reference that
        /// `sever()` cuts. The downstream holds its subscription and this link holds the
        /// downstream (its closures), a cycle that a downstream never cancelling (a zip's child
        /// below a halted run, a `receive(on:)` whose hand-over was left on the clock) would
        /// keep after its run.
        @usableFromInline
        final class Handle: Subscription {
            @usableFromInline @exclusivity(unchecked) var inner: Inner?

            @inlinable
            init(_ inner: Inner) {
                self.inner = inner
            }

            @inlinable
            deinit {
                inner?.handle = nil
            }

            @inlinable
            func request(_ demand: Subscribers.Demand) {
                inner?.request(demand)
            }

            @inlinable
            func cancel() {
                inner?.cancel()
            }
        }

        // MARK: - Subscriber

        @inlinable
        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state.status else {
                subscription.cancel()
                return
            }
            state.status = .subscribed(subscription)
            // In a halted run, handing the subscription down a chain that recursed deep
            // would recurse as deep again.
            guard !recorder.isHalted else { return }
            subscribePending = true
            let handle = Handle(self)
            self.handle = handle
            recorder.subscribed {
                deliverSubscription(handle)
                recordPendingSubscribe()
            }
        }

        @inlinable
        func recordPendingSubscribe() {
            guard subscribePending else { return }
            subscribePending = false
            recorder.record(Signal<Input>.subscribe, on: link)
        }

        // Inlined into the upstream's delivery: a call less per value and probe.
        @inlinable @inline(__always)
        func receive(_ input: Input) -> Subscribers.Demand {
            guard isFlowing else { return receiveWhileSubscribing(input) }
            return passLogging(input)
        }

        /// A value before the subscribe event is recorded (or after the link ended), out of
        /// the inlined path.
        @usableFromInline @inline(never)
        func receiveWhileSubscribing(_ input: Input) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            recordPendingSubscribe()
            return passLogging(input)
        }

        /// Records `input` in the log, hands it down and records the demand the downstream
        /// returns.
        @inlinable @inline(__always)
        func passLogging(_ input: Input) -> Subscribers.Demand {
            guard log.recordSignal(input) else { return .none }
            let demand = deliver(input)
            if demand.rawValue != 0 {
                log.recordRequestSignal(demand)
            }
            return demand
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = state.status else { return }
            recordPendingSubscribe()
            state.status = .terminal
            recorder.record(completion.signal() as Signal<Input>, on: link)
            guard !recorder.isHalted else { return }
            deliverCompletion(completion)
        }

        @inlinable
        func receiveDrop<Value>(_ value: Value, reason: DropReason) {
            recorder.record(Signal.drop(value, reason), on: link)
        }

        @inlinable
        func receiveHeldCompletion() {
            recorder.record(Signal<Output>.finishHeld, on: link)
        }

        // MARK: - Subscription

        @inlinable
        func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let upstream) = state.status else { return }
            recordPendingSubscribe()
            log.recordRequestSignal(demand)
            guard !recorder.isHalted else { return }
            upstream.request(demand)
        }

        @inlinable
        func cancel() {
            guard case .subscribed(let upstream) = state.status else { return }
            state.status = .terminal
            if subscribePending {
                subscribePending = false
            } else {
                recorder.record(Signal<Input>.cancel, on: link)
            }
            upstream.cancel()
        }

        // MARK: - Severable

        /// Ends the link without recording anything, and lets go of the downstream: also a
        /// link a halted run never handed down (nobody below can cancel it), or one whose
        /// hand-over was left on the clock (`receive(on:)` above a probe holds the probe).
        @usableFromInline func sever() {
            subscribePending = false
            if let handle {
                self.handle = nil
                handle.inner = nil
            }
            let upstream = state.subscription
            state.status = .terminal
            upstream?.cancel()
        }
    }
}
