/// Parses the text of a `.marble` file.
///
/// ```swift
/// let (file, diagnostics) = MarbleParser.parse("a = PassthroughSubject<Int>()\nC = a.sink()")
/// ```
public enum MarbleParser {
    /// Parses `source` into statements. Never fails: every problem in the file becomes a
    /// diagnostic (sorted by location), and a statement with a problem is left out of
    /// `file.statements` while the rest of the file is still parsed.
    ///
    /// Marble strings are not interpreted here, since only the runtime knows which strings are
    /// marbles; it calls ``MarbleStringParser/parse(_:range:)`` on them.
    public static func parse(_ source: String) -> (file: MarbleFile, diagnostics: [Diagnostic]) {
        let text = SourceText(source)
        var lexer = Lexer(text)
        let tokens = lexer.tokenize()
        var parser = Parser(tokens: tokens, source: text)
        let statements = parser.parseFile()
        var diagnostics = (lexer.diagnostics + parser.diagnostics).sortedByLocation()
        let vocabulary = SourceVocabulary(tokens: tokens)
        if !diagnostics.isEmpty, vocabulary.isRxSwift { diagnostics = diagnostics.map(\.inRxSwift) }
        return (MarbleFile(statements: statements, source: source, vocabulary: vocabulary), diagnostics)
    }
}

extension Array where Element == Diagnostic {
    /// By start location; diagnostics at the same place keep their order.
    func sortedByLocation() -> [Diagnostic] {
        enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map(\.element)
    }
}
