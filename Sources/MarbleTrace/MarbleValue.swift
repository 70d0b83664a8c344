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
    /// A publisher travelling as a value (`s.map { cold("-a|") }` makes a stream of
    /// publishers for `switchToLatest()`), printed as the expression that made it. Indirect:
    /// stored inline, its id and label made every value 8 bytes bigger, and every event of a
    /// trace (56 bytes instead of 48).
    indirect case publisher(PublisherReference)
    /// Swift's `nil`, an optional without a value (`[1, nil, 3].publisher`, `Int("x")`), drawn
    /// `nil`. A value that is there is the value itself: `Int("12")` is `12`, as drawn.
    case nilValue
    /// `[1: "I", 2: "II"]`: keys and values in the order written, printed `[1: I, 2: II]`.
    case dictionary(keys: [MarbleValue], values: [MarbleValue])
    /// A case of an enum with raw values the file declares (`enum Rank: Int { case ace = 1 }`),
    /// drawn by its name; `raw` is its `rawValue`.
    indirect case enumCase(type: String, name: String, raw: MarbleValue)
    /// A value of a struct the file declares (`struct Point { let x: Int; let y: Int }`):
    /// its stored properties' names and values in order, printed as Swift prints it,
    /// `Point(x: 0, y: 1)` (a string property in quotes).
    indirect case structValue(type: String, labels: [String], values: [MarbleValue])

    /// The short label drawn on a marble: strings without quotes.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return MarbleValue.format(value)
        case .string(let value): return value
        case .bool(let value): return value ? "true" : "false"
        case .tuple(let values): return "(" + values.map(\.description).joined(separator: ", ") + ")"
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .publisher(let reference): return reference.description
        case .nilValue: return "nil"
        case .dictionary(let keys, let values):
            if keys.isEmpty { return "[:]" }
            return "[" + zip(keys, values).map { "\($0.description): \($1.description)" }.joined(separator: ", ") + "]"
        case .enumCase(_, let name, _): return name
        case .structValue(let type, let labels, let values):
            let fields = zip(labels, values).map { label, value in
                if case .string(let text) = value { return "\(label): \"\(text)\"" }
                return "\(label): \(value.description)"
            }
            return type + "(" + fields.joined(separator: ", ") + ")"
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

/// Names a publisher that travels through a pipeline as a value. The run that made it keeps
/// the publisher itself; a trace keeps only the label.
public struct PublisherReference: Hashable, Sendable, CustomStringConvertible {
    /// Unique within one run.
    public let id: Int
    /// The expression that built it, e.g. `cold("-a|")`.
    public let label: String

    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }

    public var description: String { label }
}
