import MarbleTrace
import Reactive

/// The log of one link of a run's pipelines: its probe keeps values and requests in the lane's
/// keeper itself; the run counts each as work.
final class MarbleValues: LinkLog<MarbleValue> {
    let run: RunRecorder
    /// The lane's binding number in the run's guard.
    let binding: Int

    init(link: LinkID, run: RunRecorder, keeper: SignalKeeper<MarbleValue>, binding: Int) {
        self.run = run
        self.binding = binding
        super.init(link: link, recorder: run, keeper: keeper, checksSignals: true)
    }

    override func didKeepValue(_ value: MarbleValue) -> Bool {
        run.kept(value, binding: binding)
    }

    override func didKeepRequest() {
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
        run.keep(.request, number: demand.max ?? KeptSignal<MarbleValue>.unlimited, on: link)
    }
}
