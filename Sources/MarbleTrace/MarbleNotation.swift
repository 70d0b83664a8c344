/// One view of a lane written as a marble string, with the `values:` and `error:` that
/// give its symbols their meaning: what `expect(...)` takes and `trace --format marbles`
/// prints.
public struct MarbleNotation: Hashable, Sendable {
    /// A run of the marble string that starts at a tick: `-`, a symbol, a group `(ab|)`, or
    /// a time progression ` 25t `.
    public struct Token: Hashable, Sendable {
        /// The tick it starts at.
        public var tick: Int
        /// As written: `-`, `a`, `(ab|)`, ` 25t `.
        public var text: String
    }

    /// A `values:` entry: the symbol and the value written as source (`11`, `"hi"`).
    public struct Entry: Hashable, Sendable {
        /// The character in the marble string.
        public var symbol: Character
        /// The value as source: `11`, `"hi"`, `.unlimited`.
        public var source: String
    }

    /// The marble string, run by run, each with its tick.
    public var tokens: [Token]
    /// Only the symbols whose meaning is not their own (`a: 11`; `1` needs no entry).
    public var values: [Entry]
    /// The failure's message when it is not the default `"error"`.
    public var error: String?

    /// The marble string, e.g. `-a-b-|`.
    public var marbles: String { tokens.map(\.text).joined() }

    /// `values: [a: 11, b: 13]`, or `nil` when no symbol needs one.
    public var valuesArgument: String? {
        guard !values.isEmpty else { return nil }
        return "[" + values.map { "\(Self.key($0.symbol)): \($0.source)" }.joined(separator: ", ") + "]"
    }

    /// The `values:` entries sorted by symbol, to compare with a map as written.
    public var sortedValuesArgument: String? {
        guard !values.isEmpty else { return nil }
        return "[" + values.sorted { String($0.symbol) < String($1.symbol) }
            .map { "\(Self.key($0.symbol)): \($0.source)" }.joined(separator: ", ") + "]"
    }

    /// The arguments after the lane: `"-a-b-|", values: [a: 11, b: 13], error: "boom"`.
    public var arguments: String {
        var out = MarbleLiteral.quoted(marbles)
        if let values = valuesArgument { out += ", values: \(values)" }
        if let error { out += ", error: \(MarbleLiteral.quoted(error))" }
        return out
    }

    /// A symbol as a dictionary key: a bare ASCII letter, else a string.
    public static func key(_ symbol: Character) -> String {
        symbol.isASCII && symbol.isLetter ? String(symbol) : MarbleLiteral.quoted(String(symbol))
    }
}

/// What a symbol means in a marble string when `values:` does not say.
public enum MarbleSymbol {
    /// A digit is an Int, any other symbol a one-character String (in `requests`, a digit is
    /// a count and `*` unlimited).
    public static func defaultKind(_ symbol: Character, in view: LaneView) -> ViewEvent.Kind? {
        switch view {
        case .subscriptions:
            switch symbol {
            case "^": return .subscribe
            case "!": return .cancel
            case "+": return .connect
            default: return nil
            }
        case .requests:
            if symbol == "*" { return .request(nil) }
            return symbol.wholeNumberValue.flatMap { symbol.isASCII ? .request($0) : nil }
        case .received, .drops, .replays:
            if symbol.isASCII, let digit = symbol.wholeNumberValue { return .value(.int(digit)) }
            return .value(.string(String(symbol)))
        }
    }

    /// The characters that mean time or structure in every marble string.
    static let structural: Set<Character> = ["-", "(", ")", "|", "#"]
}
