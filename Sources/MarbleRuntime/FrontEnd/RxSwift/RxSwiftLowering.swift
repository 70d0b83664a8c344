import MarbleDSL

/// The RxSwift front end: a pasted RxSwift or RxTest file lowered into a `Program` of the
/// RxSwift dialect. Its spellings are rewritten to the model's (`RxSwiftSyntax`), its
/// statements lowered as the marble language's are, and its operators resolve to the Rx
/// entries of the registry.
///
/// Synchronous RxSwift has no clock: everything a statement causes happens before the next
/// statement. A file without RxTest's `TestScheduler` therefore gives each statement that
/// acts (`onNext`, `subscribe`, ...) the next tick, so the diagram shows what happened
/// statement by statement, in the order RxSwift does it. RxTest files keep their virtual
/// time: there a tick is one of RxTest's time units.
enum RxSwiftLowering {
    static func lower(_ file: MarbleFile, vocabulary: SourceVocabulary) -> MarbleLowering.Result {
        var statements: [Statement] = []
        var expectations: [Expectation] = []
        var diagnostics: [Diagnostic] = []
        var schedulers: Set<String> = []
        var resolution = 1.0
        for statement in file.statements {
            if let given = RxTestSyntax.resolution(statement) { resolution = given }
            do {
                if let expectation = try RxTestAssertions.expectation(statement) {
                    expectations.append(expectation)
                    continue
                }
            } catch {
                diagnostics.append((error as? RuntimeError)?.diagnostic ?? Diagnostic(.error, "\(error)", at: statement.range))
                continue
            }
            statements += RxTestSyntax.rewrite(statement, schedulers: &schedulers).map(RxSwiftSyntax.rewrite)
        }
        guard diagnostics.isEmpty else { return MarbleLowering.Result(program: nil, diagnostics: diagnostics) }
        var result = MarbleLowering.lower(MarbleFile(statements: statements, source: file.source), dialect: .rxSwift)
        if var program = result.program {
            // A tick is one of RxTest's units, a second at its default resolution, whatever
            // durations the file names (`debounce(.seconds(2), ...)` is two ticks).
            let unit = (resolution * 1_000_000_000).rounded()
            program.settings.tickDuration = unit >= 1 && unit < 1e15 ? TickDuration(nanoseconds: Int(unit)) : .second
            program.settings.rxTestResolution = resolution
            program.expectations += expectations
            if schedulers.isEmpty { program.statements = statementTime(program.statements) }
            result.program = program
        }
        return result
    }

    /// `statements` with the clock moved on one tick before each statement that acts.
    static func statementTime(_ statements: [ProgramStatement]) -> [ProgramStatement] {
        statements.flatMap { statement -> [ProgramStatement] in
            acts(statement) ? [ProgramStatement(.nextInstant, range: statement.range), statement] : [statement]
        }
    }

    /// Whether a statement does something at its time: sends, subscribes, assigns, asserts.
    /// Making a subject or declaring a type does not.
    private static func acts(_ statement: ProgramStatement) -> Bool {
        switch statement.kind {
        case .perform, .assignment, .loop: return true
        case .bind(_, let node, _, _):
            // `let d = xs.subscribe(...)` subscribes; `let xs = Observable.of(1, 2)` only describes.
            guard case .operatorStep(let step) = node else { return false }
            return ["subscribe", "connect", "bind"].contains(step.name.name)
        case .bindScheduler, .assertion, .declare, .rejected, .nextInstant: return false
        }
    }
}
