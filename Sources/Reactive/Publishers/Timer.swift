extension Publishers {
    /// A clock that publishes the tick every `interval` ticks, the virtual-time counterpart
    /// of Combine's `Timer.publish(every:on:in:).autoconnect()`.
    ///
    ///     Timer(every: 2)   // subscribed at 0: --0-... emits 2 at 2, 4 at 4, 6 at 6, ...
    ///
    /// Foundation's timer publishes the `Date` of each firing; here that is the tick. As
    /// with `autoconnect()`, the clock starts when the first subscriber arrives (first
    /// firing one interval later), later subscribers join the running clock, and it stops
    /// when the last one cancels. A firing that finds a subscriber without demand is lost
    /// for it (a drop). It never finishes, so a diagram with a timer needs `ticks N`.
    public final class Timer<Failure: Error>: Publisher {
        /// Counted while alive (see `EngineObjects`).
        @usableFromInline let live = LiveObject()

        public typealias Output = Int

        public let interval: Int
        private let scheduler: any Scheduler
        private let subject = PassthroughSubject<Int, Failure>()
        private var clock: (any Cancellable)?
        private var subscribers = 0

        /// A timer firing every `interval` ticks (at least 1) on `scheduler`.
        public init(every interval: Int, scheduler: any Scheduler) {
            self.interval = Swift.max(1, interval)
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
            subscribers += 1
            subject.receive(subscriber: Link(downstream: subscriber, timer: self))
            guard clock == nil else { return }
            clock = scheduler.schedule(at: scheduler.tick(after: interval), interval: interval) { [weak self] in
                guard let self else { return }
                subject.send(scheduler.now)
            }
        }

        fileprivate func unsubscribed() {
            subscribers -= 1
            guard subscribers == 0 else { return }
            clock?.cancel()
            clock = nil
        }
    }
}

extension Publishers.Timer {
    /// One subscriber's link to the shared clock; its cancel may stop the clock.
    private final class Link<Downstream: Subscriber>: OperatorInner<Int, Downstream>
    where Downstream.Input == Int, Downstream.Failure == Failure {
        private let timer: Publishers.Timer<Failure>

        init(downstream: Downstream, timer: Publishers.Timer<Failure>) {
            self.timer = timer
            super.init(downstream: downstream)
        }

        override func receive(_ input: Int) -> Subscribers.Demand {
            guard state.isSubscribed else { return .none }
            return downstream.receive(input)
        }

        override func cancel() {
            guard state.isSubscribed else { return }
            super.cancel()
            timer.unsubscribed()
        }
    }
}
