import MarbleDSL
import MarbleTrace

/// The value methods and functions pasted closures use most: `isMultiple(of:)`,
/// `uppercased()`, `lowercased()`, `hasPrefix`, `hasSuffix`, `contains`, `reversed()`,
/// `joined`, `String(...)`, `Int(...)`, `Double(...)`, `min`, `max`, `abs`; and the properties `count`,
/// `isEmpty`, `description`.
extension ValueEvaluator {
    static let functions: Set<String> = ["String", "Int", "Double", "min", "max", "abs"]
    static let methods: Set<String> = [
        "isMultiple", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "reversed", "joined",
    ]

    /// Evaluates `expr` when it is a call of one of these, else `nil`.
    func valueCall(_ expr: Expr) throws -> MarbleValue? {
        guard case .call(let callee, let arguments, nil) = expr.kind else { return nil }
        switch callee.kind {
        case .identifier("String") where arguments.map({ $0.label?.name }) == ["repeating", "count"]:
            return try repeating(try evaluate(arguments[0].value), count: try evaluate(arguments[1].value), at: expr)
        case .identifier("NSError"):
            return try nsError(arguments, at: expr)
        case .identifier(let name) where Self.functions.contains(name):
            return try function(name, try arguments.map { try evaluate($0.value) }, at: expr)
        case .member(let base, let name) where Self.methods.contains(name.name):
            let receiver = try evaluate(base)
            let values = try arguments.map { try evaluate($0.value) }
            let labels = arguments.map { $0.label?.name }
            return try method(name.name, of: receiver, values, labels: labels, at: expr)
        default:
            return nil
        }
    }

    /// `count`, `isEmpty`, `first`, `description` of a value, else `nil`.
    static func property(_ name: String, of value: MarbleValue) -> MarbleValue? {
        switch (name, value) {
        case ("count", .array(let elements)): return .int(elements.count)
        case ("count", .string(let text)): return .int(text.count)
        case ("isEmpty", .array(let elements)): return .bool(elements.isEmpty)
        case ("isEmpty", .string(let text)): return .bool(text.isEmpty)
        case ("rawValue", .enumCase(_, _, let raw)) where raw != .tuple([]): return raw
        case (_, .structValue(_, let labels, let values)):
            if let index = labels.firstIndex(of: name) { return values[index] }
            return name == "description" ? .string(value.description) : nil
        case ("first", .array(let elements)): return elements.first ?? .nilValue
        case ("last", .array(let elements)): return elements.last ?? .nilValue
        // A `Character` is a one-character string here (`distinctUntilChanged { $0.first }`).
        case ("first", .string(let text)): return text.first.map { .string(String($0)) } ?? .nilValue
        case ("last", .string(let text)): return text.last.map { .string(String($0)) } ?? .nilValue
        case ("description", _): return .string(value.description)
        default: return nil
        }
    }

    /// `String(repeating: "ab", count: 3)`, within the length a closure's string may have.
    private func repeating(_ text: MarbleValue, count: MarbleValue, at expr: Expr) throws -> MarbleValue {
        guard case .string(let text) = text, case .int(let count) = count, count >= 0 else {
            throw RuntimeError.cannotApply("String(repeating:count:)", to: "\(text.typeName) and \(count.typeName)", at: expr.range)
        }
        guard text.isEmpty || count <= Self.maximumStringLength / text.utf8.count else { throw RuntimeError.stringTooLong(at: expr.range) }
        return .string(String(repeating: text, count: count))
    }

    private func function(_ name: String, _ values: [MarbleValue], at expr: Expr) throws -> MarbleValue {
        let first = values.first, second = values.count == 2 ? values[1] : nil
        switch (name, values.count, first, second) {
        case ("String", 1, let value?, _): return .string(value.description)
        case ("Int", 1, .string(let text)?, _):
            // Swift's `Int("x")` is `nil`.
            return Int(text).map(MarbleValue.int) ?? .nilValue
        case ("Double", 1, .string(let text)?, _): return Double(text).map(MarbleValue.double) ?? .nilValue
        case ("Double", 1, .int(let number)?, _): return .double(Double(number))
        case ("Double", 1, .double(let number)?, _): return .double(number)
        case ("Int", 1, .int(let number)?, _): return .int(number)
        case ("Int", 1, .double(let number)?, _) where number.isFinite && Swift.abs(number) < 9e18: return .int(Int(number))
        case ("abs", 1, .int(let number)?, _) where number != .min: return .int(Swift.abs(number))
        case ("abs", 1, .double(let number)?, _): return .double(Swift.abs(number))
        case ("min", 2, .int(let a)?, .int(let b)?): return .int(Swift.min(a, b))
        case ("max", 2, .int(let a)?, .int(let b)?): return .int(Swift.max(a, b))
        case ("min", 2, let a?, let b?) where a.number != nil && b.number != nil: return .double(Swift.min(a.number!, b.number!))
        case ("max", 2, let a?, let b?) where a.number != nil && b.number != nil: return .double(Swift.max(a.number!, b.number!))
        default:
            throw RuntimeError.cannotApply(name, to: values.map { $0.typeName }.joined(separator: " and "), at: expr.range)
        }
    }

    private func method(_ name: String, of receiver: MarbleValue, _ values: [MarbleValue], labels: [String?],
                        at expr: Expr) throws -> MarbleValue {
        let argument = values.count == 1 ? values[0] : nil
        switch (name, receiver, values.count, argument) {
        case ("isMultiple", .int(let number), 1, .int(let divisor)?) where labels == ["of"]:
            return .bool(divisor == 0 ? number == 0 : number % divisor == 0)
        case ("uppercased", .string(let text), 0, _): return .string(text.uppercased())
        case ("lowercased", .string(let text), 0, _): return .string(text.lowercased())
        case ("hasPrefix", .string(let text), 1, .string(let prefix)?): return .bool(text.hasPrefix(prefix))
        case ("hasSuffix", .string(let text), 1, .string(let suffix)?): return .bool(text.hasSuffix(suffix))
        case ("contains", .string(let text), 1, .string(let part)?): return .bool(text.contains(part))
        case ("contains", .array(let elements), 1, let element?): return .bool(elements.contains { $0.equalsAsSwift(element) })
        case ("reversed", .array(let elements), 0, _): return .array(elements.reversed())
        case ("reversed", .string(let text), 0, _): return .string(String(text.reversed()))
        case ("joined", .array(let elements), 0, _): return .string(elements.map { $0.description }.joined())
        case ("joined", .array(let elements), 1, .string(let separator)?) where labels == ["separator"]:
            return .string(elements.map { $0.description }.joined(separator: separator))
        default:
            throw RuntimeError.cannotApply(name, to: receiver.typeName, at: expr.range)
        }
    }
}
