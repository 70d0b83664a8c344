/// Where a probe records what happens on every value of one link: the value itself, and the
/// demand its downstream asks for in return. A probe records those through this class only.
///
/// A recorder makes one per link when the probe subscribes (`Recorder.linkLog(for:of:)`), for
/// the link's value type. A recorder that keeps signals as they come, with nothing to decide
/// per signal, gives it a `keeper`: a probe specialised for its types then keeps every value
/// and request itself, inlined, without a call. Without a keeper, values and requests go
/// through `recordSignal(_:)` and `recordRequestSignal(_:)`, whose defaults record a `Signal`
/// through `Recorder.record`, the one generic path; a recorder overrides them for its value
/// type to record without generic code (a run, which also counts every signal as work).
open class LinkLog<Value> {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// The link this records.
    public let link: LinkID
    /// The recorder that made it.
    public let recorder: any Recorder
    /// Where this link's values and requests are kept as they come, if its recorder keeps them so.
    public let keeper: SignalKeeper<Value>?

    public init(link: LinkID, recorder: any Recorder, keeper: SignalKeeper<Value>? = nil) {
        self.link = link
        self.recorder = recorder
        self.keeper = keeper
    }

    /// Records `value` reaching `link` at the recorder's `now`, as a replay while the
    /// recorder's `replayOrigin` is set; tells whether the value may go on: `false` once the
    /// run is halted.
    @inlinable @inline(__always)
    public final func record(_ value: Value) -> Bool {
        // A probe keeps its values through its own copy of what the keeper keeps with
        // (`Probe.Inner.passKeeping`), which saves the retain and release a read of this one costs.
        guard keeper != nil else { return recordSignal(value) }
        // Through the optional itself: a binding of it (`if let`) was retained and released
        // around the probe's next call on every value.
        keeper?.keepValue(value, on: link)
        return true
    }

    /// Records a request of `demand` on `link` at the recorder's `now`.
    @inlinable @inline(__always)
    public final func recordRequest(_ demand: Subscribers.Demand) {
        guard keeper != nil else { return recordRequestSignal(demand) }
        keeper?.keepRequest(demand, on: link)
    }

    /// Records `value` without a keeper (see `record(_:)`).
    open func recordSignal(_ value: Value) -> Bool {
        if let origin = recorder.replayOrigin {
            recorder.record(Signal.replay(value, from: origin), on: link)
        } else {
            recorder.record(Signal.value(value), on: link)
        }
        return !recorder.isHalted
    }

    /// Records a request without a keeper (see `recordRequest(_:)`).
    open func recordRequestSignal(_ demand: Subscribers.Demand) {
        recorder.record(Signal<Value>.request(demand), on: link)
    }
}
