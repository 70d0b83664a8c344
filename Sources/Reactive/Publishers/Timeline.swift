import DequeModule

extension Publishers {
    /// A cold publisher that plays a fixed timeline for each subscriber, starting at its
    /// subscription tick, like RxTest's `ColdObservable`; values wait in a buffer until
    /// there is demand (like `Create` with a demand buffer), so nothing is lost.
    ///
    /// The completion waits behind buffered values rather than discarding them: a timeline
    /// describes what a source produces, and a slow subscriber still gets all of it.
    public struct Timeline<Output, Failure: Error>: Publisher {
        /// One entry of the timeline, `tick` ticks after subscription.
        public struct Entry {
            public enum Kind {
                case value(Output)
                case completion(Subscribers.Completion<Failure>)
            }

            public let tick: Int
            public let kind: Kind

            public init(tick: Int, _ kind: Kind) {
                self.tick = tick
                self.kind = kind
            }
        }

        public let entries: [Entry]
        public let scheduler: VirtualTimeScheduler

        public init(_ entries: [Entry], scheduler: VirtualTimeScheduler) {
            self.entries = entries
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = TimelineSubscription(downstream: subscriber)
            subscriber.receive(subscription: subscription)
            // Entries at tick 0 are pushed now; the others are queued as timelines
            // (`schedule(atEach:)`), only the next of each in the scheduler's queue. A run of
            // them between two pushes is one timeline, so that each takes its place in line
            // in the entries' order, as scheduling them one by one would (a push can schedule
            // work of its own downstream).
            var waiting: [Int] = []
            func queueWaiting() {
                guard !waiting.isEmpty else { return }
                let indices = waiting, entries = self.entries
                waiting = []
                let now = scheduler.now
                let ticks = indices.map { tick(after: entries[$0].tick, from: now) }
                scheduler.schedule(atEach: ticks) { [weak subscription] position in
                    subscription?.push(entries[indices[position]].kind)
                }
            }
            for (index, entry) in entries.enumerated() {
                if entry.tick == 0 {
                    queueWaiting()
                    subscription.push(entry.kind)
                } else {
                    waiting.append(index)
                }
            }
            queueWaiting()
        }
    }
}

/// One subscriber's copy of a timeline, with its demand buffer.
private final class TimelineSubscription<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    typealias Entry = Publishers.Timeline<Downstream.Input, Downstream.Failure>.Entry

    private var downstream: Downstream?
    private var buffer = Deque<Entry.Kind>()
    private var demand = Subscribers.Demand.none
    private var isDraining = false

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func push(_ kind: Entry.Kind) {
        guard let downstream else { return }
        // The usual case, a value with demand and nothing waiting, is handed over as `drain`
        // would hand it, without going through the buffer: this class is generic and runs
        // unspecialised, and each `Deque` call looks its type up again (callgrind, a cold
        // timeline traced: about 6k instructions a value).
        if !isDraining, demand > 0, case .value(let value) = kind, buffer.isEmpty {
            isDraining = true
            demand -= 1
            demand += downstream.receive(value)
            isDraining = false
            // What arrived meanwhile (a push from inside `receive`) waits in the buffer.
            if !buffer.isEmpty { drain() }
            return
        }
        buffer.append(kind)
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        self.demand += demand
        drain()
    }

    func cancel() {
        downstream = nil
        buffer = []
    }

    private func drain() {
        // Re-entry (a request from inside `receive`) only adds demand; this loop serves it.
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while let downstream, let first = buffer.first {
            switch first {
            case .value(let value):
                guard demand > 0 else { return }
                buffer.removeFirst()
                demand -= 1
                demand += downstream.receive(value)
            case .completion(let completion):
                self.downstream = nil
                buffer = []
                downstream.receive(completion: completion)
            }
        }
    }
}
