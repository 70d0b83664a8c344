import MarbleDSL

/// Why a document produced no trace: its diagnostics, printable with carets.
public struct DocumentError: Error, CustomStringConvertible {
    public let diagnostics: [Diagnostic]
    public let document: MarbleDocument

    /// `FILE:LINE:COL: error: ...`, the line, a caret under the spot, what was expected.
    public var description: String {
        DiagnosticFormatter(fileName: document.fileName, source: document.source).format(diagnostics)
    }
}
