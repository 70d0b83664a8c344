/// A signal as a recorder keeps it while the run goes on: plain fields, so that keeping one is
/// a few stores; what a diagram makes of it is worked out once the run is over. The value of a
/// value, replay or drop is kept beside it, in its keeper's `values`: not generic, it costs
/// unspecialised code (a run's probes) no metadata lookup to make one.
public struct KeptSignal {
    /// What happened; the cases of `Signal`, and `connect` of a connectable publisher.
    public enum Kind: UInt8 {
        case subscribe, request, value, replay, drop, finished, failure, cancel, connect

        /// Whether a value of the keeper's `values` goes with it.
        @inlinable
        public var hasValue: Bool { self == .value || self == .replay || self == .drop }
    }

    public var kind: Kind
    public var link: Int32
    public var tick: Int
    /// A request's demand (`unlimited` for `.unlimited`), a replay's first tick, a drop's
    /// reason (`DropReason.code`); 0 otherwise.
    public var number: Int

    /// `number` of a request for `.unlimited`.
    public static var unlimited: Int { -1 }

    @inlinable @inline(__always)
    public init(tick: Int, kind: Kind, number: Int = 0, link: LinkID) {
        self.kind = kind
        self.link = Int32(truncatingIfNeeded: link.rawValue)
        self.tick = tick
        self.number = number
    }
}

extension DropReason {
    /// The reason as `KeptSignal.number` holds it.
    public var code: Int {
        switch self {
        case .noDemand: return 0
        case .bufferFull: return 1
        }
    }

    public init(code: Int) {
        self = code == 0 ? .noDemand : .bufferFull
    }
}

/// What every link of one recorder reads its tick and replay mark from, without a call.
public final class RecordingClock {
    public let scheduler: VirtualTimeScheduler
    /// While a subject hands over values from its memory, the tick each was first emitted
    /// (the recorder's `replayOrigin`).
    @exclusivity(unchecked) public var replayOrigin: Int?

    public init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    @inlinable
    public var now: Int { scheduler.now }
}

/// Keeps the signals of links as they come: what a probe calls for every value and request,
/// inlined, so that tracing a value is a few stores rather than a call into its recorder. A
/// recorder makes one per place it keeps signals (the run's, per lane).
public final class SignalKeeper<Value> {
    public let clock: RecordingClock
    /// The clock's scheduler, one load closer.
    @usableFromInline let scheduler: VirtualTimeScheduler
    /// The signals kept, in the order they came.
    public let signals = AppendLog<KeptSignal>()
    /// The values of the signals that have one (`Kind.hasValue`), in the same order.
    public let values = AppendLog<Value>()

    public init(clock: RecordingClock) {
        self.clock = clock
        scheduler = clock.scheduler
    }

    /// Keeps `value` reaching `link` now, as a replay while the clock's `replayOrigin` is set.
    @inlinable @inline(__always)
    public func keepValue(_ value: Value, on link: LinkID) {
        if let origin = clock.replayOrigin {
            signals.append(KeptSignal(tick: scheduler.now, kind: .replay, number: origin, link: link))
        } else {
            signals.append(KeptSignal(tick: scheduler.now, kind: .value, link: link))
        }
        values.append(value)
    }

    /// Keeps a request of `demand` on `link` now.
    @inlinable @inline(__always)
    public func keepRequest(_ demand: Subscribers.Demand, on link: LinkID) {
        signals.append(KeptSignal(tick: scheduler.now, kind: .request, number: demand.max ?? KeptSignal.unlimited, link: link))
    }

    /// Keeps any other signal without a value on `link` now.
    public func keep(_ kind: KeptSignal.Kind, number: Int = 0, on link: LinkID) {
        signals.append(KeptSignal(tick: scheduler.now, kind: kind, number: number, link: link))
    }

    /// Keeps a value, replay or drop (`kind`) of `value` on `link` now.
    public func keep(_ kind: KeptSignal.Kind, number: Int = 0, value: Value, on link: LinkID) {
        signals.append(KeptSignal(tick: scheduler.now, kind: kind, number: number, link: link))
        values.append(value)
    }

    /// Lets go of every signal and value kept.
    public func removeAll() {
        signals.removeAll()
        values.removeAll()
    }

    /// Calls `body` with every signal kept and its value, in the order they came.
    @inlinable
    public func forEach(_ body: (KeptSignal, Value?) throws -> Void) rethrows {
        var values = self.values.makeIterator()
        try signals.forEach { signal in
            try body(signal, signal.kind.hasValue ? values.next() : nil)
        }
    }
}
