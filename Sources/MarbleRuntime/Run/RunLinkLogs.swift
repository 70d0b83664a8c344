import MarbleTrace
@_spi(RunRecording) import Reactive

/// The log of one link of a run's pipelines: values and requests kept in the lane's keeper
/// without generic code, each counted as work by the run.
final class MarbleValues: LinkLog<MarbleValue> {
    let run: RunRecorder
    /// Where the lane keeps its signals.
    let lane: SignalKeeper<MarbleValue>
    /// The lane's binding number in the run's guard.
    let binding: Int

    init(link: LinkID, run: RunRecorder, lane: SignalKeeper<MarbleValue>, binding: Int) {
        self.run = run
        self.lane = lane
        self.binding = binding
        super.init(link: link, recorder: run)
    }

    override func recordSignal(_ value: MarbleValue) -> Bool {
        lane.keepValue(value, on: link)
        return run.kept(value, binding: binding)
    }

    override func recordRequestSignal(_ demand: Subscribers.Demand) {
        guard run.recordsDemand else { return }
        lane.keepRequest(demand, on: link)
        run.keptRequest(binding: binding)
    }
}

/// The log of a link that carries something else: values recorded as what they print as.
final class ConvertedValues<Value>: LinkLog<Value> {
    let run: RunRecorder

    init(link: LinkID, run: RunRecorder) {
        self.run = run
        super.init(link: link, recorder: run)
    }

    override func recordSignal(_ value: Value) -> Bool {
        run.recordValue(RunRecorder.marbleValue(value), on: link)
    }

    override func recordRequestSignal(_ demand: Subscribers.Demand) {
        if run.recordsDemand { run.keep(.request, number: demand.keptNumber, on: link) }
    }
}
