/// Values written as `.marble` source, so that what `trace --format marbles` prints reads
/// back as the same value.
public enum MarbleLiteral {
    /// `11`, `1.5`, `"hi"`, `true`, `(1, "x")`, `[1, 2]`; a publisher as the expression that
    /// built it.
    public static func source(of value: MarbleValue) -> String {
        switch value {
        case .int(let n): return String(n)
        case .double(let d): return d.isFinite ? MarbleValue.format(d) : String(d)
        case .string(let text): return quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .tuple(let values): return "(" + values.map(source).joined(separator: ", ") + ")"
        case .array(let values): return "[" + values.map(source).joined(separator: ", ") + "]"
        case .publisher(let reference): return reference.label
        case .nilValue: return "nil"
        case .enumCase(let type, let name, _): return type + "." + name
        case .structValue(let type, let labels, let values):
            return type + "(" + zip(labels, values).map { "\($0): " + source(of: $1) }.joined(separator: ", ") + ")"
        case .dictionary(let keys, let values):
            if keys.isEmpty { return "[:]" }
            return "[" + zip(keys, values).map { source(of: $0) + ": " + source(of: $1) }.joined(separator: ", ") + "]"
        }
    }

    /// A string literal with `\"`, `\\`, `\n`, `\t` escaped.
    public static func quoted(_ text: String) -> String {
        "\"" + text.map { escapes[$0] ?? String($0) }.joined() + "\""
    }

    private static let escapes: [Character: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t"]
}
