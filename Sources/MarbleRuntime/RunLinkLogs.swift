import MarbleTrace
import Reactive

/// The log of one link of a run's pipelines: values recorded without generic code.
final class MarbleValues: LinkLog<MarbleValue> {
    let run: RunRecorder

    init(link: LinkID, run: RunRecorder) {
        self.run = run
        super.init(link: link, recorder: run)
    }

    override func record(_ value: MarbleValue) -> Bool {
        run.recordValue(value, on: link)
    }

    override func recordRequest(_ demand: Subscribers.Demand) {
        run.append(.request(demand.max), on: link)
    }
}

/// The log of a link that carries something else: values recorded as what they print as.
final class ConvertedValues<Value>: LinkLog<Value> {
    let run: RunRecorder

    init(link: LinkID, run: RunRecorder) {
        self.run = run
        super.init(link: link, recorder: run)
    }

    override func record(_ value: Value) -> Bool {
        run.recordValue(RunRecorder.marbleValue(value), on: link)
    }

    override func recordRequest(_ demand: Subscribers.Demand) {
        run.append(.request(demand.max), on: link)
    }
}
