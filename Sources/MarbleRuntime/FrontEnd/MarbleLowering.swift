import MarbleDSL

/// The front end of the marble language and pasted Combine: a parsed file lowered into a
/// `Program`. Directives become settings, `expect(...)` lines expectations, pasted types and
/// functions declarations, and every other statement is classified with its pipelines as
/// nodes.
enum MarbleLowering {
    /// The program, or the errors that stop the file before anything runs (in its
    /// expectations); a statement's own error stands in the program, as `.rejected`.
    struct Result {
        var program: Program?
        var diagnostics: [Diagnostic]
    }

    /// - Parameter dialect: The language the file is pasted in; `.rxSwift` when the RxSwift
    ///   front end has rewritten its spellings (`RxSwiftLowering`).
    static func lower(_ file: MarbleFile, dialect: Dialect = .combine) -> Result {
        let (rest, expectations, errors) = ExpectationReader.split(file)
        guard errors.isEmpty else { return Result(program: nil, diagnostics: errors) }
        var settings = ProgramSettings()
        settings.dialect = dialect
        var lowering = StatementLowering(expressions: ExpressionLowering(dialect: settings.dialect))
        // The settings are read by the builder only, so a directive anywhere covers the whole file.
        let statements = rest.statements.compactMap { lowering.lower($0, into: &settings) }
        if !lowering.settled.contains(.tick) { settings.tickDuration = TickDuration.inferred(from: rest) }
        let last = rest.statements.last?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
        return Result(program: Program(settings: settings, statements: statements, expectations: expectations, lastStatementRange: last),
                      diagnostics: [])
    }
}
