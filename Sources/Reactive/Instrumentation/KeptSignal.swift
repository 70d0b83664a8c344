/// A signal as a recorder keeps it while the run goes on: plain fields, so that keeping one is
/// a few stores; what a diagram makes of it is worked out once the run is over.
public struct KeptSignal<Value> {
    /// What happened; the cases of `Signal`, and `connect` of a connectable publisher.
    public enum Kind: UInt8 {
        case subscribe, request, value, replay, drop, finished, failure, cancel, connect
    }

    // In this order the small fields fill the space after the value's tag: 32 bytes for an
    // `Int`, 40 for a `MarbleValue` (40 and 48 with the value after the numbers).
    /// The value of a value, replay or drop.
    public var value: Value?
    public var kind: Kind
    public var link: Int32
    public var tick: Int
    /// A request's demand (`unlimited` for `.unlimited`), a replay's first tick, a drop's
    /// reason (`DropReason.code`); 0 otherwise.
    public var number: Int

    /// `number` of a request for `.unlimited`.
    public static var unlimited: Int { -1 }

    @inlinable @inline(__always)
    public init(tick: Int, kind: Kind, number: Int = 0, value: Value? = nil, link: LinkID) {
        self.tick = tick
        self.number = number
        self.value = value
        self.link = Int32(truncatingIfNeeded: link.rawValue)
        self.kind = kind
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

/// Keeps the signals of links into one `AppendLog` as they come: what a probe calls for every
/// value and request, inlined, so that tracing a value is a few stores rather than a call into
/// its recorder. A recorder makes one per place it keeps signals (the run's, per lane).
public final class SignalKeeper<Value> {
    public let clock: RecordingClock
    /// The clock's scheduler, one load closer.
    @usableFromInline let scheduler: VirtualTimeScheduler
    /// The signals kept, in the order they came.
    public let signals = AppendLog<KeptSignal<Value>>()

    public init(clock: RecordingClock) {
        self.clock = clock
        scheduler = clock.scheduler
    }

    /// Keeps `value` reaching `link` now, as a replay while the clock's `replayOrigin` is set.
    @inlinable @inline(__always)
    public func keepValue(_ value: Value, on link: LinkID) {
        if let origin = clock.replayOrigin {
            signals.append(KeptSignal(tick: scheduler.now, kind: .replay, number: origin, value: value, link: link))
        } else {
            signals.append(KeptSignal(tick: scheduler.now, kind: .value, value: value, link: link))
        }
    }

    /// Keeps a request of `demand` on `link` now.
    @inlinable @inline(__always)
    public func keepRequest(_ demand: Subscribers.Demand, on link: LinkID) {
        signals.append(KeptSignal(tick: scheduler.now, kind: .request, number: demand.max ?? KeptSignal<Value>.unlimited, link: link))
    }

    /// Keeps any other signal on `link` now.
    public func keep(_ kind: KeptSignal<Value>.Kind, number: Int = 0, value: Value? = nil, on link: LinkID) {
        signals.append(KeptSignal(tick: clock.now, kind: kind, number: number, value: value, link: link))
    }
}
