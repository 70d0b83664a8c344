import MarbleTrace

extension MarbleValue {
    /// `value` as a marble: numbers, strings and booleans as themselves; tuples, arrays, sets,
    /// dictionaries, optionals, enums and structs through `Mirror`, part by part; anything
    /// else (a class, a function) as Swift prints it.
    ///
    /// An enum case without a payload is drawn by its name (`idle`); one with a payload as Swift
    /// prints it, `notANumber("42x")`, quotes included, as `print` would show it.
    public init(recording value: Any) {
        self = RecordedValue.convert(value, depth: 0)
    }

    /// `init(recording:)` for a value of a known type: the common scalars by a comparison of
    /// types, without the casts from `Any` a probe would pay on every value.
    init<T>(recordingValue value: T) {
        if T.self == Int.self {
            self = .int(unsafeBitCast(value, to: Int.self))
        } else if T.self == String.self {
            self = .string(value as! String)
        } else if T.self == Bool.self {
            self = .bool(unsafeBitCast(value, to: Bool.self))
        } else if T.self == Double.self {
            self = .double(unsafeBitCast(value, to: Double.self))
        } else {
            self = RecordedValue.convert(value, depth: 0)
        }
    }
}

/// The conversion behind `MarbleValue(recording:)`.
enum RecordedValue {
    /// Deeper than this a value is drawn as Swift prints it: a recursive structure ends.
    static let maximumDepth = 8

    static func convert(_ value: Any, depth: Int) -> MarbleValue {
        if let marble = value as? MarbleValue { return marble }
        if let scalar = scalar(value) { return scalar }
        guard depth < maximumDepth else { return .string(String(describing: value)) }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: $0.label, value: $0.value) }
        switch mirror.displayStyle {
        case .optional?:
            return children.first.map { convert($0.value, depth: depth + 1) } ?? .nilValue
        case .tuple?:
            return .tuple(children.map { convert($0.value, depth: depth + 1) })
        case .collection?:
            return .array(children.map { convert($0.value, depth: depth + 1) })
        case .set?:
            // A set's order changes from one process to the next: sorted, a drawing is stable.
            return .array(children.map { convert($0.value, depth: depth + 1) }.sorted { $0.description < $1.description })
        case .dictionary?:
            return dictionary(children.map(\.value), depth: depth)
        case .enum?:
            return enumCase(value, type: mirror.subjectType, hasPayload: !children.isEmpty, depth: depth)
        case .struct?:
            if let duration = RecordedStride.duration(value, mirror: mirror) { return duration }
            guard !children.isEmpty, children.allSatisfy({ $0.label != nil }) else {
                return .string(String(describing: value))
            }
            return .structValue(type: typeName(mirror.subjectType), labels: children.map { $0.label! },
                                values: children.map { convert($0.value, depth: depth + 1) })
        default:
            return .string(String(describing: value))
        }
    }

    private static func scalar(_ value: Any) -> MarbleValue? {
        switch value {
        case let value as Int: return .int(value)
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double(value))
        case let value as Character: return .string(String(value))
        case let value as Substring: return .string(String(value))
        case let value as any BinaryInteger:
            return Int(exactly: value).map(MarbleValue.int) ?? .string(String(describing: value))
        default: return nil
        }
    }

    /// Key-value pairs sorted by key, as a dictionary's own order is not stable between runs.
    private static func dictionary(_ pairs: [Any], depth: Int) -> MarbleValue {
        let entries = pairs.compactMap { pair -> (MarbleValue, MarbleValue)? in
            let parts = Mirror(reflecting: pair).children.map(\.value)
            guard parts.count == 2 else { return nil }
            return (convert(parts[0], depth: depth + 1), convert(parts[1], depth: depth + 1))
        }.sorted { $0.0.description < $1.0.description }
        return .dictionary(keys: entries.map(\.0), values: entries.map(\.1))
    }

    private static func enumCase(_ value: Any, type: Any.Type, hasPayload: Bool, depth: Int) -> MarbleValue {
        let printed = String(describing: value)
        guard !hasPayload else { return .string(printed) }
        let raw = (value as? any RawRepresentable).map { convert($0.rawValue, depth: depth + 1) } ?? .string(printed)
        return .enumCase(type: typeName(type), name: printed, raw: raw)
    }

    /// The type's name without its module: `Point`, `ViewState`.
    static func typeName(_ type: Any.Type) -> String {
        String(describing: type)
    }
}
