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
        let runGuard = RunGuard(clock: { [unowned scheduler] in scheduler.now })
        let recorder = RunRecorder(scheduler: scheduler, runGuard: runGuard)
        let builder = PipelineBuilder(scheduler: scheduler, recorder: recorder)
        builder.build(file)
        guard builder.diagnostics.isEmpty else {
            return Result(trace: nil, diagnostics: builder.diagnostics)
        }
        // `ticks N` is the axis length: ticks 0 ..< N run.
        let end = builder.ticks.map { $0 - 1 } ?? maximumTicks
        var diagnostics: [Diagnostic] = []
        let outcome = scheduler.run(through: end, halted: {
            runGuard.startingAction()
            return runGuard.isHalted
        })
        if let halt = runGuard.halt {
            // A closure error may be what led here (a `scan` whose value stopped growing
            // at the limit, repeated on and on): report those too.
            return Result(trace: nil, diagnostics: builder.runErrors.errors.map(\.diagnostic) + [haltDiagnostic(halt, runGuard, in: file)])
        }
        switch outcome {
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

    /// The error of a halted run, at the closure or the binding whose lane it was in, or
    /// else at the last statement.
    private static func haltDiagnostic(_ halt: RunGuard.Halt, _ runGuard: RunGuard, in file: MarbleFile) -> Diagnostic {
        let range = runGuard.haltRange ?? runGuard.haltLane.flatMap { binding(of: $0, in: file) } ?? lastStatement(of: file)
        switch halt {
        case .tooDeep(let tick):
            return Diagnostic(.error, "the pipeline recursed too deeply at tick \(tick)", at: range,
                              expected: "a publisher that does not subscribe to itself, directly or through a closure")
        case .valueTooLarge(let tick):
            return Diagnostic(.error, "a value grew past \(ValueEvaluator.maximumValueParts) elements or \(ValueEvaluator.maximumValueDepth) levels of nesting at tick \(tick)",
                              at: range, expected: "smaller values")
        case .tooMuchText(let tick):
            return Diagnostic(.error, "the values of the pipeline held more than \(RunGuard.maximumValueText) bytes of text by tick \(tick)", at: range,
                              expected: "shorter strings, or fewer values")
        case .tooMuchWork(let tick):
            return Diagnostic(.error, "the pipeline did more than \(RunGuard.maximumWork) steps of work by tick \(tick)", at: range,
                              expected: "fewer values and subscriptions (a retry, flatMap, merge or zip that multiplies them)")
        }
    }

    /// The binding of the lane `lane` (`f` for `f`, `f[2]` and the inner lane `f.1`).
    private static func binding(of lane: String, in file: MarbleFile) -> SourceRange? {
        let name = lane.prefix { $0 != "." && $0 != "[" }
        for statement in file.statements {
            if case .binding(let identifier, _) = statement.kind, identifier.name == name { return identifier.range }
        }
        return nil
    }

    /// Where to point a run-wide error: no single statement is to blame, so the last one
    /// (where `ticks N` or the end of the diagram would go).
    private static func lastStatement(of file: MarbleFile) -> SourceRange {
        file.statements.last?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    }
}
