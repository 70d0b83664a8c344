import MarbleDSL
import MarbleTrace

extension ExpectationFailure {
    /// The expected and actual events as marble strings (several when one string cannot
    /// say them), in the expectation's own symbols where it has them; a value only one side
    /// has gets a letter of its own (`c: 15` expected, `d: 16` actual).
    public var notations: (expected: [MarbleNotation], actual: [MarbleNotation]) {
        (TraceMarbles.notations(expected, in: view, preferring: writtenSymbols),
         TraceMarbles.notations(actual, in: view, preferring: writtenSymbols))
    }

    /// What ran, as the expectation's rewrite: a letter whose value is gone is free for a
    /// new one (`c: 15` becomes `c: 16`).
    public var rewrittenNotations: [MarbleNotation] {
        let present = Set(actual.map(\.kind))
        return TraceMarbles.notations(actual, in: view, preferring: writtenSymbols.filter { present.contains($0.key) })
    }

    private var writtenSymbols: [ViewEvent.Kind: Character] {
        expectations.reduce(into: [ViewEvent.Kind: Character]()) { symbols, expectation in
            symbols.merge(expectation.symbols) { first, _ in first }
        }
    }

    /// The failure as `marbles test` prints it: the located message with the source line
    /// and a caret under the marble string, then expected and actual lined up by tick, with
    /// the first differing tick marked.
    ///
    /// ```
    /// demo.marble:9:11: error: C: expected 13 at tick 3, got 16
    ///  9 | expect(C, "-a-b-|", values: [a: 11, b: 13])
    ///    |           ^~~~~~~~
    ///    expected  -a-b-|  values: [a: 11, b: 13]
    ///    actual    -a-c-|  values: [a: 11, c: 16]
    ///                 ^ tick 3
    /// ```
    public func report(fileName: String, source: String) -> String {
        let located = DiagnosticFormatter(fileName: fileName, source: source)
            .format(Diagnostic(.error, message, at: range))
        guard assertion == nil else { return located }
        let (expected, actual) = notations
        let (rows, columns) = MarbleAlignment.align((expected + actual).map(\.tokens))
        let width = rows.map(\.count).max() ?? 0
        let labels = expected.indices.map { $0 == 0 ? "expected" : "" } + actual.indices.map { $0 == 0 ? "actual" : "" }
        let notes = (expected + actual).map { notation -> String in
            var parts: [String] = []
            if let values = notation.valuesArgument { parts.append("values: \(values)") }
            if let error = notation.error { parts.append("error: \(MarbleLiteral.quoted(error))") }
            return parts.joined(separator: ", ")
        }
        let indent = "    "
        var out = located
        for (index, row) in rows.enumerated() {
            let label = labels[index] + String(repeating: " ", count: 10 - labels[index].count)
            let note = notes[index].isEmpty ? "" : "  " + notes[index]
            let line = indent + label + row + String(repeating: " ", count: width - row.count) + note
            out += line.trimmingTrailingSpaces() + "\n"
        }
        let column = columns[tick] ?? 0
        out += indent + String(repeating: " ", count: 10 + column) + "^ tick \(tick)\n"
        if let hint { out += indent + "note: " + hint + "\n" }
        return out
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
