/// A signal as a recorder keeps it while the run goes on: plain fields, so that keeping one is
/// a few stores; what a diagram makes of it is worked out once the run is over. The value of a
/// value, replay or drop is kept beside it, in its keeper's `values`: not generic, it costs
/// unspecialised code (a run's probes) no metadata lookup to make one.
@_spi(RunRecording) public struct KeptSignal {
    /// What happened; the cases of `Signal`, and `connect` of a connectable publisher.
    public enum Kind: UInt8 {
        // The kinds with a value first: reading back tells them by one comparison.
        case value, replay, drop, subscribe, request, finished, failure, cancel, connect, finishHeld

        /// Whether a value of the keeper's `values` goes with it.
        @inlinable
        public var hasValue: Bool { rawValue <= Kind.drop.rawValue }
    }

    public var kind: Kind
    public var link: Int32
    public var tick: Int
    /// A request's demand (`unlimited` for `.unlimited`), a replay's first tick, a drop's
    /// reason (`DropReason.code`); 0 otherwise.
    public var number: Int

    /// `number` of a request for `.unlimited` (`Subscribers.Demand.keptNumber`).
    public static var unlimited: Int { -1 }

    @inlinable @inline(__always)
    public init(tick: Int, kind: Kind, number: Int = 0, link: LinkID) {
        self.kind = kind
        self.link = Int32(truncatingIfNeeded: link.rawValue)
        self.tick = tick
        self.number = number
    }
}

extension Subscribers.Demand {
    /// The demand as a kept request holds it (`KeptSignal.number`): its own word, whose
    /// unlimited is `KeptSignal.unlimited` too.
    @inlinable
    @_spi(RunRecording) public var keptNumber: Int { rawValue }
}

extension DropReason {
    /// The reason as `KeptSignal.number` holds it.
    @_spi(RunRecording) public var code: Int {
        switch self {
        case .noDemand: return 0
        case .bufferFull: return 1
        case .overwritten: return 2
        case .endedBeforeRequested: return 3
        case .superseded: return 4
        case .lostAtFailure: return 5
        }
    }

    @_spi(RunRecording) public init(code: Int) {
        switch code {
        case 1: self = .bufferFull
        case 2: self = .overwritten
        case 3: self = .endedBeforeRequested
        case 4: self = .superseded
        case 5: self = .lostAtFailure
        default: self = .noDemand
        }
    }
}

/// What every link of one recorder reads its tick and replay mark from, without a call.
@_spi(RunRecording) public final class RecordingClock {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    public let scheduler: VirtualTimeScheduler
    /// Where `replayOrigin` is kept, as the kind and number a value reaching a link now is
    /// kept with: a keeper copies them into its signal without a branch. Behind a pointer
    /// because a stored property, even marked `@exclusivity(unchecked)`, was checked for
    /// exclusive access where another module (the run's recorder) read or set it: 76
    /// instructions a check, 61M of the instructions of a 99,990-value run's trace (BigBench).
    @usableFromInline let valueMark: UnsafeMutablePointer<ValueMark>

    /// While a subject hands over values from its memory, the tick each was first emitted
    /// (the recorder's `replayOrigin`).
    @inlinable
    public var replayOrigin: Int? {
        get { valueMark.pointee.kind == .replay ? valueMark.pointee.number : nil }
        set { valueMark.pointee = newValue.map { ValueMark(kind: .replay, number: $0) } ?? .value }
    }

    public init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
        valueMark = .allocate(capacity: 1)
        valueMark.initialize(to: .value)
    }

    deinit {
        valueMark.deinitialize(count: 1)
        valueMark.deallocate()
    }

    @inlinable
    public var now: Int { scheduler.now }
}

/// How a value reaching a link now is kept: `.value`, or `.replay` with the tick it was
/// first emitted at while a subject hands over values from its memory.
@_spi(RunRecording) public struct ValueMark {
    public var kind: KeptSignal.Kind
    public var number: Int

    @inlinable
    public init(kind: KeptSignal.Kind, number: Int) {
        self.kind = kind
        self.number = number
    }

    /// A value as it comes.
    @inlinable
    public static var value: ValueMark { ValueMark(kind: .value, number: 0) }
}

/// Keeps the signals of links as they come, each a `KeptSignal` and, beside it, its value: a
/// recorder makes one per place it keeps signals (the run's, per lane) and makes trace events
/// of them once the run is over.
///
/// SPI, with `KeptSignal`, `RecordingClock` and `AppendLog`, for the runtime's recorder in
/// another module, and not `package`: Swift 6.3 serialises no `@inlinable package` body for
/// another module, so they were no longer specialised there, and folding a 99,990-value run's
/// signals into events took 127M instructions instead of 15M (callgrind, `marbles trace`;
/// docs/performance.md). An SPI body is inlined as a public one is.
@_spi(RunRecording) public final class SignalKeeper<Value> {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    public let clock: RecordingClock
    /// The clock's scheduler and replay mark, one load closer.
    @usableFromInline let scheduler: VirtualTimeScheduler
    @usableFromInline let valueMark: UnsafeMutablePointer<ValueMark>
    /// The signals kept, in the order they came.
    public let signals = AppendLog<KeptSignal>()
    /// The values of the signals that have one (`Kind.hasValue`), in the same order.
    public let values = AppendLog<Value>()

    public init(clock: RecordingClock) {
        self.clock = clock
        scheduler = clock.scheduler
        valueMark = clock.valueMark
    }

    /// Keeps `value` reaching `link` now, as a replay while the clock's `replayOrigin` is set.
    @inlinable @inline(__always)
    public func keepValue(_ value: Value, on link: LinkID) {
        let mark = valueMark.pointee
        signals.append(KeptSignal(tick: scheduler.now, kind: mark.kind, number: mark.number, link: link))
        values.append(value)
    }

    /// Keeps a request of `demand` on `link` now.
    @inlinable @inline(__always)
    public func keepRequest(_ demand: Subscribers.Demand, on link: LinkID) {
        signals.append(KeptSignal(tick: scheduler.now, kind: .request, number: demand.keptNumber, link: link))
    }

    /// Keeps any other signal without a value on `link` now.
    public func keep(_ kind: KeptSignal.Kind, number: Int = 0, on link: LinkID) {
        // Reading back pairs the n-th signal that has a value with the n-th value kept.
        precondition(!kind.hasValue, "a \(kind) signal is kept with its value")
        signals.append(KeptSignal(tick: scheduler.now, kind: kind, number: number, link: link))
    }

    /// Keeps a value, replay or drop (`kind`) of `value` on `link` now; `number` is a replay's
    /// first tick or a drop's reason, kept as given.
    public func keep(_ kind: KeptSignal.Kind, number: Int = 0, value: Value, on link: LinkID) {
        precondition(kind.hasValue, "a \(kind) signal has no value to keep")
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
        try read { signal, value in try body(signal, value?.pointee) }
    }

    /// Calls `body` with every signal kept and its value, in the order they came, moving the
    /// values out: the keeper is empty afterwards, and no value is copied (or retained).
    @inlinable
    public func removeEach(_ body: (KeptSignal, consuming Value?) -> Void) {
        read { signal, value in body(signal, value?.move()) }
        signals.removeAll()
        values.forgetMoved()
    }

    /// Walks the signals' chunks and, beside them, the values' chunks, by pointer: a value's
    /// signal gets the next value's address, any other signal nil.
    @inlinable
    func read(_ body: (KeptSignal, UnsafeMutablePointer<Value>?) throws -> Void) rethrows {
        var chunk = 0
        var (value, valuesEnd) = values.firstChunk
        try signals.forEachChunk { start, count in
            for signal in UnsafeBufferPointer(start: start, count: count) {
                guard signal.kind.hasValue else {
                    try body(signal, nil)
                    continue
                }
                // Filled chunks are never empty, so one step reaches a value.
                if value == valuesEnd { (value, valuesEnd) = values.chunk(after: &chunk) }
                try body(signal, value)
                value += 1
            }
        }
    }
}
