import MarbleDSL
import MarbleTrace

/// A trace saved as JSON (`marbles trace --format json`, `MarbleRecorder.json()`), read back
/// to be drawn or checked.
public enum TraceFile {
    /// Whether `path` names a saved trace rather than a `.marble` file: it ends in `.json`.
    public static func isTrace(path: String) -> Bool {
        path.lowercased().hasSuffix(".json")
    }

    /// The trace `text` holds; a text that is no trace throws, located in it, as a `.marble`
    /// file's errors are (`FILE:LINE:COL`, the line, a caret).
    public static func read(json text: String, fileName: String) throws(DocumentError) -> Trace {
        do {
            return try TraceJSON.decode(text)
        } catch {
            let location = SourceLocation(line: error.line, column: error.column,
                                          offset: offset(line: error.line, column: error.column, in: text))
            throw DocumentError(diagnostics: [Diagnostic(.error, error.message, at: SourceRange(at: location))],
                                document: MarbleDocument(source: text, fileName: fileName))
        }
    }

    /// The character offset of a 1-based line and column.
    private static func offset(line: Int, column: Int, in text: String) -> Int {
        var offset = 0
        var currentLine = 1
        for character in text {
            if currentLine == line { break }
            offset += 1
            if character == "\n" { currentLine += 1 }
        }
        return offset + max(column - 1, 0)
    }
}
