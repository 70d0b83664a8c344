import MarbleDSL
import MarbleTrace
import Reactive

/// Runs a parsed `.marble` file on the engine and records what every stream did.
public enum MarbleRunner {
    /// The latest tick a file may use; a run that has work left beyond it is an error.
    /// (`RunBudget` says why this is not a limit on work.)
    public static let maximumTicks = RunBudget.ticks

    /// The outcome of a run: a trace, or the errors that prevent one.
    public struct Result {
        /// `nil` when there are errors.
        public var trace: Trace?
        public var diagnostics: [Diagnostic]
        /// The plain values the file binds (`var received: [Int] = []`) as the run left them,
        /// after its sinks' closures changed them (`received.append($0)`).
        public var variables: [String: MarbleValue] = [:]
        /// The file's `expect` lines, checked by ``ExpectationCheck`` (never run or drawn).
        public var expectations: [Expectation] = []
        /// The file's pasted test assertions (`XCTAssertEqual(received, [1, 2])`), checked
        /// during the run where they stand, in file order.
        public var assertions: [PastedAssertion] = []
    }

    /// The most steps of work a run may do unless told otherwise.
    public static let defaultMaximumSteps = RunGuard.defaultMaximumWork

    /// Builds the pipeline of `file`, runs it on a fresh virtual clock and returns the trace.
    /// - Parameter maximumSteps: The most steps of work (recorded signals, subscriptions,
    ///   publishers built by closures) the run may do before it stops with an error.
    public static func run(_ file: MarbleFile, maximumSteps: Int = defaultMaximumSteps) -> Result {
        // An empty file would draw an empty axis, which reads as "nothing happened".
        guard !file.statements.isEmpty else {
            return Result(trace: nil, diagnostics: [RuntimeError.emptyFile(at: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))).diagnostic])
        }
        let lowered = FrontEnds.lower(file)
        guard let program = lowered.program else { return Result(trace: nil, diagnostics: lowered.diagnostics) }
        return run(program, maximumSteps: maximumSteps)
    }

    /// Builds the pipeline of a lowered program, runs it on a fresh virtual clock, checks that
    /// its expectations name lanes of the trace and returns the trace.
    static func run(_ program: Program, maximumSteps: Int = defaultMaximumSteps) -> Result {
        var result = runPipeline(program, maximumSteps: maximumSteps)
        if let trace = result.trace {
            result.diagnostics = ExpectationCheck.unknownLanes(program.expectations, in: trace)
            if !result.diagnostics.isEmpty { result.trace = nil }
        }
        result.expectations = program.expectations
        return result
    }

    private static func runPipeline(_ program: Program, maximumSteps: Int) -> Result {
        let scheduler = VirtualTimeScheduler()
        let runGuard = RunGuard(maximumWork: maximumSteps, clock: { [unowned scheduler] in scheduler.now })
        let recorder = RunRecorder(scheduler: scheduler, runGuard: runGuard)
        let builder = PipelineBuilder(scheduler: scheduler, recorder: recorder)
        // After the result is taken, whichever way the run returns.
        defer { builder.endRun() }
        builder.build(program)
        // A test scheduler that was advanced but not `run()` stops where the file left it,
        // as the test's own scheduler does.
        if builder.ticks == nil, builder.boundSchedulers.values.contains(.test), !builder.ranToEnd {
            builder.ticks = builder.currentTick + 1
        }
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
            return Result(trace: nil, diagnostics: builder.runErrors.errors.map(\.diagnostic) + [haltDiagnostic(halt, runGuard, in: program)])
        }
        switch outcome {
        case .settled:
            break
        case .stopped:
            if builder.ticks == nil {
                diagnostics.append(RuntimeError.stillWorking(atEnd: end, at: program.lastStatementRange).diagnostic)
            }
        case .runaway(let tick):
            diagnostics.append(RuntimeError.runaway(at: tick, at: program.lastStatementRange).diagnostic)
        }
        builder.assertions.checkRest(errors: builder.runErrors)
        diagnostics += builder.runErrors.errors.map(\.diagnostic)
        guard diagnostics.isEmpty else {
            return Result(trace: nil, diagnostics: diagnostics)
        }
        let lastTick = max(builder.latestScheduledTick, (recorder.lastEventTick ?? -1) + 1)
        var trace = Trace(
            title: builder.title,
            ticks: builder.ticks ?? max(lastTick, 1),
            unit: builder.unit ?? builder.tickDuration.axisLabel,
            lanes: recorder.lanesInFileOrder())
        let variables = builder.swiftSubset.variables
        trace.printed = variables.printed + (variables.pendingLine.isEmpty ? [] : [variables.pendingLine])
        return Result(trace: trace, diagnostics: [], variables: builder.swiftSubset.variables.values, assertions: builder.assertions.outcomes)
    }

    /// The error of a halted run, at the closure or the binding whose lane it was in, or
    /// else at the last statement.
    private static func haltDiagnostic(_ halt: RunGuard.Halt, _ runGuard: RunGuard, in program: Program) -> Diagnostic {
        let range = runGuard.haltRange ?? runGuard.haltBinding.flatMap(program.bindingRange) ?? program.lastStatementRange
        switch halt {
        case .tooDeep(let tick): return RuntimeError.recursedTooDeeply(at: tick, at: range).diagnostic
        case .valueTooLarge(let tick): return RuntimeError.valueGrewTooLarge(at: tick, at: range).diagnostic
        case .tooMuchText(let tick): return RuntimeError.tooMuchValueText(by: tick, at: range).diagnostic
        case .tooMuchWork(let tick, let isSimplyBig):
            return RuntimeError.tooMuchWork(runGuard.maximumWork, by: tick, isSimplyBig: isSimplyBig, at: range).diagnostic
        }
    }
}
