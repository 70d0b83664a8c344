/// Where a probe records what happens on every value of one link: the value itself, and the
/// demand its downstream asks for in return. A probe records those through this class only.
///
/// A recorder makes one per link when the probe subscribes (`Recorder.linkLog(for:of:)`), for
/// the link's value type. The probe then calls this class for every value instead of a generic
/// requirement through `any Recorder`, which cannot be specialised and looked up the metadata
/// of `Signal<Value>` on every call. A recorder that keeps values of a known type subclasses it
/// for that type (`LinkLog<MarbleValue>`) and records without generic code; this base class
/// records everything as a `Signal` through `Recorder.record`.
open class LinkLog<Value> {
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
    open func record(_ value: Value) -> Bool {
        if let origin = recorder.replayOrigin {
            recorder.record(Signal.replay(value, from: origin), on: link)
        } else {
            recorder.record(Signal.value(value), on: link)
        }
        return !recorder.isHalted
    }

    /// Records a request of `demand` on `link` at the recorder's `now`.
    open func recordRequest(_ demand: Subscribers.Demand) {
        recorder.record(Signal<Value>.request(demand), on: link)
    }
}
