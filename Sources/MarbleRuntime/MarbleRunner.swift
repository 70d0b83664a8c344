import MarbleDSL
import MarbleTrace
import Reactive

/// Runs a parsed `.marble` file on the engine and records what every stream did.
public enum MarbleRunner {
    /// The latest tick a file may use; a run that has work left beyond it is an error.
    public static let maximumTicks = 100_000

    /// The outcome of a run: a trace, or the errors that prevent one.
    public struct Result {
        /// `nil` when there are errors.
        public var trace: Trace?
        public var diagnostics: [Diagnostic]
    }

    /// Builds the pipeline of `file`, runs it on a fresh virtual clock and returns the trace.
    public static func run(_ file: MarbleFile) -> Result {
        let scheduler = VirtualTimeScheduler()
        let recorder = RunRecorder(scheduler: scheduler)
        let builder = PipelineBuilder(scheduler: scheduler, recorder: recorder)
        builder.build(file)
        guard builder.diagnostics.isEmpty else {
            return Result(trace: nil, diagnostics: builder.diagnostics)
        }
        // `ticks N` is the axis length: ticks 0 ..< N run.
        let end = builder.ticks.map { $0 - 1 } ?? maximumTicks
        var diagnostics: [Diagnostic] = []
        switch scheduler.run(through: end) {
        case .settled:
            break
        case .stopped:
            if builder.ticks == nil {
                diagnostics.append(Diagnostic(.error, "the pipeline still had work at tick \(end)", at: lastStatement(of: file), expected: "'ticks N' to end the diagram at tick N"))
            }
        case .runaway(let tick):
            diagnostics.append(Diagnostic(.error, "the pipeline keeps scheduling work at tick \(tick) and never advances", at: lastStatement(of: file), expected: "a pipeline whose clock moves on"))
        }
        diagnostics += builder.runErrors.errors.map(\.diagnostic)
        guard diagnostics.isEmpty else {
            return Result(trace: nil, diagnostics: diagnostics)
        }
        let lastTick = max(builder.latestScheduledTick, (recorder.lastEventTick ?? -1) + 1)
        let trace = Trace(
            title: builder.title,
            ticks: builder.ticks ?? max(lastTick, 1),
            unit: builder.unit,
            lanes: recorder.lanesInFileOrder())
        return Result(trace: trace, diagnostics: [])
    }

    /// Where to point a run-wide error: no single statement is to blame, so the last one
    /// (where `ticks N` or the end of the diagram would go).
    private static func lastStatement(of file: MarbleFile) -> SourceRange {
        file.statements.last?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    }
}
