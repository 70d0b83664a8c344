import MarbleDSL

/// Why compiled mode drew nothing: located diagnostics in the user's file (a syntax error, a
/// compiler error mapped back from the generated file, a failed assertion), or a plain
/// message (no toolchain, a run stopped by the time limit).
public struct CompiledError: Error, CustomStringConvertible, Sendable {
    public let fileName: String
    public let source: String
    public let diagnostics: [Diagnostic]
    /// What is wrong when no place in the file is: printed as `marbles: error: ...`.
    public let message: String?

    public init(fileName: String, source: String, diagnostics: [Diagnostic]) {
        self.fileName = fileName
        self.source = source
        self.diagnostics = diagnostics
        message = nil
    }

    public init(_ message: String) {
        fileName = ""
        source = ""
        diagnostics = []
        self.message = message
    }

    public var description: String {
        if let message { return "marbles: error: \(message)\n" }
        return DiagnosticFormatter(fileName: fileName, source: source).format(diagnostics)
    }
}
