/// Where a probe records what happens on every value of one link: the value itself, and the
/// demand its downstream asks for in return. A probe records those through this class only.
///
/// A recorder makes one per link when the probe subscribes (`Recorder.linkLog(for:of:)`), for
/// the link's value type. Values and requests go through `recordSignal(_:)` and
/// `recordRequestSignal(_:)`, whose defaults record a `Signal` through `Recorder.record`, the
/// one generic path; a recorder overrides them for its value type to record without generic
/// code (a run's, which keeps them in its lane's `SignalKeeper` and counts each as work).
open class LinkLog<Value> {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// The link this records.
    public let link: LinkID
    /// The recorder that made it.
    public let recorder: any Recorder

    public init(link: LinkID, recorder: any Recorder) {
        self.link = link
        self.recorder = recorder
    }

    /// Records `value` reaching `link` at the recorder's `now`, as a replay while the
    /// recorder's `replayOrigin` is set; tells whether the value may go on: `false` once the
    /// run is halted.
    open func recordSignal(_ value: Value) -> Bool {
        if let origin = recorder.replayOrigin {
            recorder.record(Signal.replay(value, from: origin), on: link)
        } else {
            recorder.record(Signal.value(value), on: link)
        }
        return !recorder.isHalted
    }

    /// Records a request of `demand` on `link` at the recorder's `now`.
    open func recordRequestSignal(_ demand: Subscribers.Demand) {
        recorder.record(Signal<Value>.request(demand), on: link)
    }
}
