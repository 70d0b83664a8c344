import MarbleRuntime

extension MarbleTestResult {
    /// The failures `updatedSource` rewrites: not a pasted assertion (Swift the user wrote),
    /// nor one with a hint that the expectation names the wrong lane (writing `""` there
    /// would only hide that).
    public var rewritableFailures: [ExpectationFailure] {
        failures.filter { $0.assertion == nil && $0.hint == nil }
    }

    /// The source with every failing expectation rewritten to what ran, as snapshot tools
    /// record: only the arguments after the lane change (the marble string, `values:`,
    /// `error:`); the rest of the file stays byte for byte. A lane view that needs more
    /// strings than it had gets new `expect` lines right after its last one; one that needs
    /// fewer loses its extra lines.
    public var updatedSource: String {
        var edits: [(range: Range<Int>, text: String)] = []
        let characters = Array(document.source)
        for failure in rewritableFailures {
            let lines = failure.expectations
            let actual = failure.rewrittenNotations
            for (expectation, notation) in zip(lines, actual) {
                edits += Self.edits(rewriting: expectation, as: notation)
            }
            if actual.count > lines.count, let last = lines.last {
                let reference = String(characters[last.laneRange.start.offset..<last.laneRange.end.offset])
                let indent = Self.indentation(of: last.range.start.offset, in: characters)
                let added = actual[lines.count...].map { "\n" + indent + "expect(\(reference), \($0.arguments))" }.joined()
                edits.append((last.range.end.offset..<last.range.end.offset, added))
            }
            for extra in lines.dropFirst(actual.count) {
                edits.append((Self.wholeLine(around: extra.range, in: characters), ""))
            }
        }
        var result = characters
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text))
        }
        return String(result)
    }

    /// The string, and `values:` and `error:` only where they change: replaced in place,
    /// added after the last argument, or removed with the comma before them.
    private static func edits(rewriting expectation: Expectation, as notation: MarbleNotation) -> [(range: Range<Int>, text: String)] {
        var edits: [(range: Range<Int>, text: String)] = [(offsets(expectation.marblesRange), MarbleLiteral.quoted(notation.marbles))]
        var appended = ""
        let newError = notation.error.map(MarbleLiteral.quoted) ?? MarbleLiteral.quoted("error")
        for (old, new, label) in [(expectation.values, notation.sortedValuesArgument, "values"),
                                  (expectation.error, notation.error == nil ? nil : newError, "error")] {
            switch (old, new) {
            case (let old?, let new?) where old.canonical != new:
                edits.append((offsets(old.value), label == "values" ? notation.valuesArgument! : new))
            case (let old?, nil) where !(label == "error" && old.canonical == newError):
                edits.append((offsets(old.removal), ""))
            case (nil, let new?):
                appended += ", \(label): " + (label == "values" ? notation.valuesArgument! : new)
            default: break
            }
        }
        if !appended.isEmpty {
            let end = expectation.argumentsRange.end.offset
            edits.append((end..<end, appended))
        }
        return edits
    }

    private static func offsets(_ range: SourceRange) -> Range<Int> {
        range.start.offset..<range.end.offset
    }

    /// The spaces and tabs the line of `offset` starts with.
    private static func indentation(of offset: Int, in characters: [Character]) -> String {
        var start = offset
        while start > 0, !characters[start - 1].isNewline { start -= 1 }
        return String(characters[start..<offset].prefix { $0 == " " || $0 == "\t" })
    }

    /// The lines `range` is on, with the line break after them.
    private static func wholeLine(around range: SourceRange, in characters: [Character]) -> Range<Int> {
        var start = range.start.offset
        while start > 0, !characters[start - 1].isNewline { start -= 1 }
        var end = range.end.offset
        while end < characters.count, !characters[end].isNewline { end += 1 }
        if end < characters.count { end += 1 }
        return start..<end
    }
}
