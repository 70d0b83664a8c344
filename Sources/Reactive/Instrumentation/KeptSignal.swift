/// A signal as a recorder keeps it while the run goes on: plain fields, so that keeping one is
/// a few stores; what a diagram makes of it is worked out once the run is over. The value of a
/// value, replay or drop is kept beside it, in its keeper's `values`, or for a value of a small
/// trivial type, in its `number` (`SignalKeeper.keepsValuesInSignals`): not generic, it costs
/// unspecialised code (a run's probes) no metadata lookup to make one.
public struct KeptSignal {
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
    /// reason (`DropReason.code`); 0 otherwise (as read back from a keeper, which may keep a
    /// value's value there).
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
    public var keptNumber: Int { rawValue }
}

extension DropReason {
    /// The reason as `KeptSignal.number` holds it.
    public var code: Int {
        switch self {
        case .noDemand: return 0
        case .bufferFull: return 1
        case .overwritten: return 2
        case .endedBeforeRequested: return 3
        }
    }

    public init(code: Int) {
        switch code {
        case 1: self = .bufferFull
        case 2: self = .overwritten
        case 3: self = .endedBeforeRequested
        default: self = .noDemand
        }
    }
}

/// What every link of one recorder reads its tick and replay mark from, without a call.
public final class RecordingClock {
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
public struct ValueMark {
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

/// Keeps the signals of links as they come: what a probe calls for every value and request,
/// inlined, so that tracing a value is a few stores rather than a call into its recorder. A
/// recorder makes one per place it keeps signals (the run's, per lane).
public final class SignalKeeper<Value> {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    public let clock: RecordingClock
    /// The clock's scheduler and replay mark, one load closer.
    @usableFromInline let scheduler: VirtualTimeScheduler
    @usableFromInline let valueMark: UnsafeMutablePointer<ValueMark>
    /// The signals kept, in the order they came.
    public let signals = AppendLog<KeptSignal>()
    /// The values of the signals that have one (`Kind.hasValue`), in the same order, but for
    /// those kept in their signal (see `keepsValuesInSignals`).
    public let values = AppendLog<Value>()
    /// What keeping a value or a request touches, for a probe to hold (see `SignalKeeping`).
    @usableFromInline let keeping: SignalKeeping<Value>

    /// Whether a `.value` signal holds its value in its `number` (0 for a value, so free):
    /// a value of a trivial type of 8 bytes, the usual value of a specialised chain,
    /// is then kept and read back with its signal, one append and one read rather than two.
    /// A replay's `number` holds its first tick, so a replay's or a drop's value is in `values`
    /// whatever its type.
    @inlinable
    static var keepsValuesInSignals: Bool {
        // Not smaller types too: copying their bytes takes the number's address, and a
        // function that takes a local's address gets a stack check on every call. The
        // standard library's underscored `_isPOD` folds to a constant in specialised code;
        // asking for `BitwiseCopyable` of a generic type would be a conformance lookup.
        _isPOD(Value.self) && MemoryLayout<Value>.size == MemoryLayout<Int>.size
    }

    /// The bits of a value kept in its signal's `number`.
    @inlinable @inline(__always)
    static func number(holding value: Value) -> Int {
        unsafeBitCast(value, to: Int.self)
    }

    /// The value whose bits `number(holding:)` made.
    @inlinable @inline(__always)
    static func value(in number: Int) -> Value {
        unsafeBitCast(number, to: Value.self)
    }

    public init(clock: RecordingClock) {
        self.clock = clock
        scheduler = clock.scheduler
        valueMark = clock.valueMark
        keeping = SignalKeeping(signals: signals, values: values, clock: clock)
    }

    /// Keeps `value` reaching `link` now, as a replay while the clock's `replayOrigin` is set.
    @inlinable @inline(__always)
    public func keepValue(_ value: Value, on link: LinkID) {
        keeping.keepValue(value, on: link)
    }

    /// Keeps a request of `demand` on `link` now.
    @inlinable @inline(__always)
    public func keepRequest(_ demand: Subscribers.Demand, on link: LinkID) {
        keepRequest(number: demand.keptNumber, on: link)
    }

    /// `keepRequest(_:on:)` with the demand as a kept signal holds it (`KeptSignal.number`).
    @inlinable @inline(__always)
    public func keepRequest(number: Int, on link: LinkID) {
        keeping.keepRequest(number: number, on: link)
    }

    /// Keeps any other signal without a value on `link` now.
    public func keep(_ kind: KeptSignal.Kind, number: Int = 0, on link: LinkID) {
        // Reading back pairs the n-th signal that has a value with the n-th value kept.
        precondition(!kind.hasValue, "a \(kind) signal is kept with its value")
        signals.append(KeptSignal(tick: scheduler.now, kind: kind, number: number, link: link))
    }

    /// Keeps a value, replay or drop (`kind`) of `value` on `link` now; `number` is a replay's
    /// first tick or a drop's reason. A value's number is 0 where the keeper keeps values in
    /// their signals (`keepsValuesInSignals`: the value takes its place); elsewhere it is
    /// kept as given (the keeper's tests tag values with it).
    public func keep(_ kind: KeptSignal.Kind, number: Int = 0, value: Value, on link: LinkID) {
        precondition(kind.hasValue, "a \(kind) signal has no value to keep")
        if Self.keepsValuesInSignals && kind == .value {
            precondition(number == 0, "a value's signal has no number")
            signals.append(KeptSignal(tick: scheduler.now, kind: .value, number: Self.number(holding: value), link: link))
        } else {
            signals.append(KeptSignal(tick: scheduler.now, kind: kind, number: number, link: link))
            values.append(value)
        }
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
                if Self.keepsValuesInSignals && signal.kind == .value {
                    var kept = Self.value(in: signal.number)
                    var plain = signal
                    plain.number = 0
                    try body(plain, &kept)
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
