/// What keeping a value or a request touches: a keeper's two logs, and its clock's scheduler
/// and replay mark. A probe holds one by value, so that each is one load from the probe on
/// every value rather than two through its keeper.
@usableFromInline
struct SignalKeeping<Value> {
    @usableFromInline let signals: AppendLog<KeptSignal>
    @usableFromInline let values: AppendLog<Value>
    @usableFromInline let scheduler: VirtualTimeScheduler
    @usableFromInline let valueMark: UnsafeMutablePointer<ValueMark>

    @usableFromInline
    init(signals: AppendLog<KeptSignal>, values: AppendLog<Value>, clock: RecordingClock) {
        self.signals = signals
        self.values = values
        scheduler = clock.scheduler
        valueMark = clock.valueMark
    }

    /// Keeps `value` reaching `link` now, as a replay while the clock's `replayOrigin` is set.
    @inlinable @inline(__always)
    func keepValue(_ value: Value, on link: LinkID) {
        let mark = valueMark.pointee
        if SignalKeeper<Value>.keepsValuesInSignals && mark.kind == .value {
            signals.append(KeptSignal(tick: scheduler.now, kind: .value,
                                      number: SignalKeeper<Value>.number(holding: value), link: link))
        } else {
            signals.append(KeptSignal(tick: scheduler.now, kind: mark.kind, number: mark.number, link: link))
            values.append(value)
        }
    }

    /// Keeps `value` reaching `link` now as `keepValue(_:on:)` does, if that calls nothing:
    /// a value (not a replay) with room in the logs; tells whether it did. A caller that goes
    /// out of line otherwise keeps nothing of the signal across a call on a value's path.
    @inlinable @inline(__always)
    func keepValueInRoom(_ value: Value, on link: LinkID) -> Bool {
        let mark = valueMark.pointee
        if SignalKeeper<Value>.keepsValuesInSignals {
            guard mark.kind == .value && signals.hasRoom else { return false }
            signals.appendInRoom(KeptSignal(tick: scheduler.now, kind: .value,
                                            number: SignalKeeper<Value>.number(holding: value), link: link))
        } else {
            guard signals.hasRoom && values.hasRoom else { return false }
            signals.appendInRoom(KeptSignal(tick: scheduler.now, kind: mark.kind, number: mark.number, link: link))
            values.appendInRoom(value)
        }
        return true
    }

    /// Keeps a request on `link` now, its demand as a kept signal holds it (`KeptSignal.number`).
    @inlinable @inline(__always)
    func keepRequest(number: Int, on link: LinkID) {
        signals.append(KeptSignal(tick: scheduler.now, kind: .request, number: number, link: link))
    }
}
