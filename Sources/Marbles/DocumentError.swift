import MarbleDSL

/// Why a document produced no trace: its diagnostics, printable with carets.
public struct DocumentError: Error, CustomStringConvertible {
    public let diagnostics: [Diagnostic]
    public let document: MarbleDocument

    /// The error of `diagnostics` in `document` (compiled mode reports the compiler's errors
    /// this way, in the user's file).
    public init(diagnostics: [Diagnostic], document: MarbleDocument) {
        self.diagnostics = diagnostics
        self.document = document
    }

    /// `FILE:LINE:COL: error: ...`, the line, a caret under the spot, what was expected.
    public var description: String {
        DiagnosticFormatter(fileName: document.fileName, source: document.source).format(diagnostics)
    }
}
