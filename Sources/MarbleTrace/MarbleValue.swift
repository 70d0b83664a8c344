/// A value flowing through a diagram's pipeline: what the language can write and what
/// the trace can record.
public enum MarbleValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    /// From `zip`, `combineLatest`: printed `(1, a)`.
    case tuple([MarbleValue])
    /// From `collect`: printed `[1, 2]`.
    case array([MarbleValue])

    /// The short label drawn on a marble: strings without quotes.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return MarbleValue.format(value)
        case .string(let value): return value
        case .bool(let value): return value ? "true" : "false"
        case .tuple(let values): return "(" + values.map(\.description).joined(separator: ", ") + ")"
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// Decimals print without a trailing `.0` noise only when they are whole numbers
    /// written as decimals would be confusing; `2.0` stays `2.0` so the type is visible.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value)) + ".0"
        }
        return String(value)
    }
}
