import MarbleTrace
import Reactive

/// What a run ends when it returns, however it returns (a trace, diagnostics, or stopped by
/// its guard), so that nothing it built outlives it.
///
/// A pipeline's live links are reference cycles, as in Combine: a subscriber holds its
/// subscription, which holds the subscriber; a subject holds its subscribers' conduits, which
/// hold the subject. Combine breaks them when the `AnyCancellable` of a sink or a connection
/// is released. A run keeps its sinks, connections and subjects to the end, then ends them
/// here, severs every probed link (a probe of a halted run may never have handed its
/// subscription down) and drops the clock's queued work, whose closures hold the rest.
/// Cancelling records nothing that matters: the trace was taken before.
final class RunTeardown {
    private var sinks: [Subscribers.Sink<MarbleValue, MarbleError>] = []
    private var connections: [ConnectionHandle] = []
    private var subjects: [any InstrumentedSubject<MarbleValue, MarbleError>] = []

    /// A sink that subscribed: cancelled at the end.
    func keep(_ sink: Subscribers.Sink<MarbleValue, MarbleError>) {
        sinks.append(sink)
    }

    /// A connection the file makes: cancelled at the end.
    func keep(_ connection: ConnectionHandle) {
        connections.append(connection)
    }

    /// A subject: its subscribers and upstream links are let go at the end.
    func keep(_ subject: any InstrumentedSubject<MarbleValue, MarbleError>) {
        subjects.append(subject)
    }

    /// Ends everything kept, and every link `recorder` saw opened; empties `scheduler`.
    func end(scheduler: VirtualTimeScheduler, recorder: RunRecorder) {
        scheduler.discardPendingWork()
        let (sinks, connections, subjects) = (self.sinks, self.connections, self.subjects)
        self.sinks = []
        self.connections = []
        self.subjects = []
        sinks.forEach { $0.cancel() }
        for handle in connections {
            handle.connection?.cancel()
            handle.connection = nil
        }
        recorder.severLinks()
        subjects.forEach { $0.tearDown() }
        // Cancelling may have queued work (a `subscribe(on:)` cancels upstream later).
        scheduler.discardPendingWork()
    }
}

extension PipelineBuilder {
    /// Ends what the run built (see `RunTeardown`) and lets go of the objects the builder
    /// holds, some of which hold it through their closures.
    func endRun() {
        teardown.end(scheduler: scheduler, recorder: recorder)
        bindings = [:]
        swiftSubset.closureFrame = nil
    }
}
