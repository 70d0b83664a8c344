import MarbleDSL

/// A problem found while building or running a diagram, tied to the source text.
struct RuntimeError: Error {
    var message: String
    var range: SourceRange
    var expected: String?

    init(_ message: String, at range: SourceRange, expected: String? = nil) {
        self.message = message
        self.range = range
        self.expected = expected
    }

    var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: range, expected: expected)
    }
}
