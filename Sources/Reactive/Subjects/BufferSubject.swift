/// A `PassthroughSubject` that remembers the last `limit` values it sent, and its
/// completion, and replays them to every new subscriber, as the `BufferSubject` of the
/// source material (Combine has none).
///
///     let s = BufferSubject<Int, Never>(limit: 2, whenFull: .dropOldest)
///     s.send(1); s.send(2); s.send(3)     // remembers 2, 3; 1 is evicted
///     s.sink { print($0) }                 // 2, 3, then live values
///
/// Its rules, kept from the source material:
/// - Each subscription starts with a copy of the subject's buffer and hands it over as
///   demand allows (all at once for unlimited demand). Until that copy is empty, live
///   values join the end of it instead of going straight through; values that arrive while
///   the subscriber has no demand are buffered there too (with the same limit and
///   strategy), not lost.
/// - A full buffer evicts by `whenFull`: `.dropOldest` the oldest value, `.dropNewest` the
///   newest value already buffered (the incoming one is kept), `.customError` keeps what it
///   has and ends the buffer with the error. `limit: .max` never fills.
/// - A completion in a subscription's buffer waits behind its values and, like a value,
///   takes one unit of demand.
/// - A subscriber arriving after the completion still gets the buffered values, then it.
///
/// Instrumented, the subject's lane shows a drop ("buffer full") for each value its own
/// buffer loses; a subscription's buffer losing one shows on the subscriber's lane.
/// Values handed over from a buffer are replays, with the tick they were first sent.
public final class BufferSubject<Output, Failure: Error>: InstrumentedSubject {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// What a full buffer does with one value too many.
    public enum Strategy {
        case dropOldest
        case dropNewest
        /// Ends the buffer with this error (the subject itself goes on sending).
        case customError(() -> Failure)

        var isDropOldest: Bool {
            if case .dropOldest = self { return true }
            return false
        }
    }

    private var core = SubjectCore<Output, Failure>()
    private var buffer: SubjectBuffer<Output, Failure>

    /// Records what this subject emits, when a run is instrumented.
    package var tap: Tap? {
        get { core.tap }
        set { core.tap = newValue }
    }

    /// `limit` is how many values to keep (`Int.max`: all); it must not be negative.
    public init(limit: Int = 1, whenFull strategy: Strategy = .dropOldest) {
        precondition(limit >= 0, "a BufferSubject's limit cannot be negative")
        buffer = SubjectBuffer(limit: limit, strategy: strategy)
    }

    /// The current tick, stamped on buffered values.
    fileprivate var now: Int { core.tap?.recorder.now ?? 0 }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(parent: self, downstream: subscriber, buffer: buffer)
        // After the completion nothing live follows; the copy still holds the history.
        if core.isActive {
            core.attach(conduit)
        }
        subscriber.receive(subscription: conduit)
    }

    public func send(subscription: any Subscription) {
        core.keepUpstream(subscription)
        subscription.request(.unlimited)
    }

    public func send(_ value: Output) {
        guard core.isActive else { return }
        core.recordValue(value)
        if let lost = buffer.push(.init(value: value, tick: now)) {
            core.tap?.record(Signal.drop(lost.value, .bufferFull))
        }
        SubjectCore.offer(value, to: core.downstreams.items, tap: core.tap)
    }

    /// Cancels every subscription to it and every upstream link, without completing.
    package func tearDown() {
        SubjectCore.cancel(core.tearDown())
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        guard core.isActive else { return }
        buffer.push(completion: completion)
        for conduit in core.end(completion) {
            conduit.finish(completion)
        }
    }

    fileprivate func disassociate(_ conduit: ConduitBase<Output, Failure>) {
        core.detach(conduit)
    }
}

extension BufferSubject {
    private final class Conduit<Downstream: Subscriber>: ConduitBase<Output, Failure>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var parent: BufferSubject?
        private var downstream: Downstream?
        private var demand = Subscribers.Demand.none
        private var buffer: SubjectBuffer<Output, Failure>
        /// Re-entrancy guard: a request made while handing over only adds demand.
        private var draining = false

        init(parent: BufferSubject, downstream: Downstream, buffer: SubjectBuffer<Output, Failure>) {
            self.parent = parent
            self.downstream = downstream
            self.buffer = buffer
            super.init()
            tap = parent.tap
        }

        override func offer(_ value: Output) -> Bool {
            guard let downstream, let parent else { return false }
            if demand > 0, buffer.isEmpty {
                demand -= 1
                demand += downstream.receive(value)
                return true
            }
            if let lost = buffer.push(.init(value: value, tick: parent.now)) {
                notifyDrop(downstream, lost.value, .bufferFull)
            }
            return false
        }

        override func finish(_ completion: Subscribers.Completion<Failure>) {
            guard downstream != nil else { return }
            parent = nil
            if buffer.isEmpty {
                let downstream = self.downstream
                self.downstream = nil
                downstream?.receive(completion: completion)
            } else {
                // Delivered after the buffered values, as demand allows.
                buffer.push(completion: completion)
            }
        }

        override func request(_ demand: Subscribers.Demand) {
            guard downstream != nil else { return }
            recordRequest(demand)
            self.demand += demand
            drain()
        }

        /// Hands over buffered events while there is demand.
        private func drain() {
            guard !draining else { return }
            draining = true
            defer { draining = false }
            while demand > 0, let downstream, let next = buffer.fetch() {
                demand -= 1
                switch next {
                case .value(let entry):
                    if let tap {
                        demand += tap.replaying(from: entry.tick) { downstream.receive(entry.value) }
                    } else {
                        demand += downstream.receive(entry.value)
                    }
                case .completion(let completion):
                    self.downstream = nil
                    parent?.disassociate(self)
                    parent = nil
                    downstream.receive(completion: completion)
                }
            }
        }

        override func cancel() {
            guard downstream != nil else { return }
            downstream = nil
            parent?.disassociate(self)
            parent = nil
        }
    }
}
