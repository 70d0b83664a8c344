/// A problem found in a `.marble` file by any stage (parser, runtime), tied to the source text.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    /// What is wrong, e.g. `unexpected ')'`.
    public var message: String
    /// Where. The caret line underlines this range (at least one caret).
    public var range: SourceRange
    /// What would have been accepted here, e.g. `an expression`; printed after the caret.
    public var expected: String?

    public init(_ severity: Severity = .error, _ message: String, at range: SourceRange, expected: String? = nil) {
        self.severity = severity
        self.message = message
        self.range = range
        self.expected = expected
    }
}
