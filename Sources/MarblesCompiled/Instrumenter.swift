import MarbleDSL
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Pasted Swift, instrumented: probes after every operator of every chain, on every subject
/// and before every subscriber, written into the user's text without adding a line.
public struct InstrumentedFile: Sendable {
    /// The user's text with the probes in it (the same lines).
    public let text: String
    /// Where `text` differs from the user's: for mapping the compiler's columns back.
    public let columns: ColumnMap
    /// The largest step dividing every duration written in the file, in nanoseconds; 0: none.
    public let durationStep: Int
    /// The XCTest classes and their test methods, run one diagram each.
    public let testClasses: [TestClass]
    /// Whether the file imports XCTest (then the program links it).
    public let importsXCTest: Bool
}

/// Reads pasted Swift with swift-syntax and instruments it (see `ChainProbes`).
public enum Instrumenter {
    /// The instrumented file, or the located error of a file that does not parse, imports
    /// RxSwift (or reads as RxSwift by its words) or waits on the wall clock.
    public static func instrument(_ source: String, fileName: String) throws(CompiledError) -> InstrumentedFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if let syntaxError = firstSyntaxError(tree) {
            throw CompiledError(fileName: fileName, source: source, diagnostics: [
                Diagnostic(.error, syntaxError.message, at: range(syntaxError.position, converter), expected: nil),
            ])
        }
        if let (name, module, position) = RxSwiftImportCheck.firstRxSwiftCode(in: tree, source: source) {
            var range = range(position, converter)
            range.end.column += name.count
            range.end.offset += name.utf8.count
            throw CompiledError(fileName: fileName, source: source, diagnostics: [RxSwiftImportCheck.refusal(module, at: range)])
        }
        let wallClock = WallClockCheck()
        wallClock.walk(tree)
        if let (name, position) = wallClock.found {
            throw CompiledError(fileName: fileName, source: source, diagnostics: [
                Diagnostic(.error, "'\(name)' waits on the wall clock, which a diagram cannot draw the same way twice",
                           at: range(position, converter),
                           expected: "a test scheduler's virtual time: let scheduler = DispatchQueue.test, "
                               + "scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { ... }, "
                               + "then scheduler.advance(by: .seconds(1))"),
            ])
        }
        let survey = FileSurvey()
        survey.walk(tree)
        let probes = ChainProbes(survey: survey)
        probes.walk(tree)
        let durations = DurationScan()
        durations.walk(tree)
        let importsXCTest = tree.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "XCTest"
        }
        return InstrumentedFile(text: SourceInsertion.apply(probes.insertions, to: source),
                                columns: ColumnMap(source: source, insertions: probes.insertions),
                                durationStep: durations.divisor, testClasses: survey.testClasses,
                                importsXCTest: importsXCTest || !survey.testClasses.isEmpty)
    }

    /// swift-syntax's own first diagnostic (`expected expression in variable`), worded as
    /// the compiler words it.
    private static func firstSyntaxError(_ tree: SourceFileSyntax) -> (message: String, position: AbsolutePosition)? {
        guard tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error })
        else { return nil }
        return (first.message, first.position)
    }

    static func range(_ position: AbsolutePosition, _ converter: SourceLocationConverter) -> MarbleDSL.SourceRange {
        let location = converter.location(for: position)
        let start = MarbleDSL.SourceLocation(line: location.line, column: location.column, offset: position.utf8Offset)
        return MarbleDSL.SourceRange(at: start)
    }
}

