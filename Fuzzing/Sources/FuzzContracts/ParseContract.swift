import MarbleDSL

/// A parse returns a file, or diagnostics whose every location lies inside the text and
/// whose caret rendering names that location.
public enum ParseContract {
    /// What the parse target does before its first input, so that first-use costs (Unicode
    /// tables) do not count against the first input's second.
    public static func warmUp() {
        for source in ["", "s = PassthroughSubject<Int>()\nC = s.map { \"\\($0) é\" }.sink(demand: 2)\ns.send(\"-1-2|\")\n"] {
            _ = try? check(source)
        }
    }

    /// Parses `source` and checks the outcome; returns it for later stages.
    @discardableResult
    public static func check(_ source: String) throws(ContractViolation) -> (file: MarbleFile, diagnostics: [Diagnostic]) {
        let result = MarbleParser.parse(source)
        try checkLocated(result.diagnostics, in: source, stage: "parse")
        return result
    }

    /// Every diagnostic is an error at a range inside `source` whose line, column and
    /// character offset agree, and formats as `<input>:LINE:COL: error: MESSAGE`.
    static func checkLocated(_ diagnostics: [Diagnostic], in source: String, stage: String) throws(ContractViolation) {
        guard !diagnostics.isEmpty else { return }
        let lines = LineTable(source)
        let formatter = DiagnosticFormatter(fileName: "<input>", source: source)
        for diagnostic in diagnostics {
            let range = diagnostic.range
            try require(!diagnostic.message.isEmpty, "\(stage): a diagnostic without a message at \(range)")
            try lines.check(range.start, stage: stage, message: diagnostic.message)
            try lines.check(range.end, stage: stage, message: diagnostic.message)
            try require(range.start.offset <= range.end.offset, "\(stage): '\(diagnostic.message)' ends at \(range.end) before it starts at \(range.start)")
            let printed = formatter.format(diagnostic)
            let heading = "<input>:\(range.start.line):\(range.start.column): \(diagnostic.severity.rawValue): "
            try require(printed.hasPrefix(heading), "\(stage): '\(diagnostic.message)' printed as \(printed.prefix(200))")
        }
    }
}

/// Where each line of a text starts, counted in characters, with lines broken as the
/// lexer and the diagnostic formatter break them.
struct LineTable {
    /// Character offset of the start of each line.
    private var starts: [Int] = [0]
    private var lengths: [Int] = []
    private let characterCount: Int

    init(_ text: String) {
        var offset = 0
        var length = 0
        for character in text {
            offset += 1
            if character.isNewline {
                lengths.append(length)
                starts.append(offset)
                length = 0
            } else {
                length += 1
            }
        }
        lengths.append(length)
        characterCount = offset
    }

    /// `location` names a line of the text, a column from 1 to one past the line's end,
    /// and the character offset of that line and column.
    func check(_ location: SourceLocation, stage: String, message: String) throws(ContractViolation) {
        let where_ = "\(stage): '\(message)' at \(location) (offset \(location.offset))"
        try require((1...starts.count).contains(location.line), "\(where_): the text has \(starts.count) lines")
        let length = lengths[location.line - 1]
        try require((1...length + 1).contains(location.column), "\(where_): line \(location.line) has \(length) characters")
        try require((0...characterCount).contains(location.offset), "\(where_): the text has \(characterCount) characters")
        let expected = starts[location.line - 1] + location.column - 1
        try require(location.offset == expected, "\(where_): line \(location.line) column \(location.column) is offset \(expected)")
    }
}
