/// Swift types an integer literal by its context: in `let xs: [Double] = [1, 2, 3]`,
/// `var total: Double = 0` or `[1.5, 2, 3]` the `2` is a `Double`, and a pipeline over it
/// divides as doubles (`$0 / 2` of `3` is `1.5`) and prints `2.0`. The parser gives such
/// literals the type their context names, so the run never sees them as integers.
extension Expr {
    /// This literal with its integer literals made `Double`s: the expression itself, the
    /// elements of an array, the values of a dictionary, either side of `-x` and of `c ? a : b`.
    /// Anything else (a name, a call) keeps its own type, as in Swift.
    public func floatingPointLiterals() -> Expr {
        var converted = self
        switch kind {
        case .integer(let value):
            converted.kind = .decimal(Double(value))
        case .array(let elements):
            converted.kind = .array(elements.map { $0.floatingPointLiterals() })
        case .dictionary(let entries):
            converted.kind = .dictionary(entries.map { DictionaryEntry(key: $0.key, value: $0.value.floatingPointLiterals()) })
        case .unary("-", let operand):
            converted.kind = .unary(op: "-", operand: operand.floatingPointLiterals())
        case .ternary(let condition, let then, let otherwise):
            converted.kind = .ternary(condition: condition, then: then.floatingPointLiterals(), else: otherwise.floatingPointLiterals())
        default:
            break
        }
        return converted
    }

    /// An array literal of number literals with a decimal among them (`[1.5, 2, 3]`) is a
    /// `[Double]` in Swift; any other array stays as written.
    func inferringFloatingPointArray() -> Expr {
        guard case .array(let elements) = kind else { return self }
        var hasDecimal = false
        for element in elements {
            switch element.numberLiteral {
            case .decimal?: hasDecimal = true
            case .integer?: break
            case nil: return self
            }
        }
        return hasDecimal ? floatingPointLiterals() : self
    }

    private enum NumberLiteral { case integer, decimal }

    private var numberLiteral: NumberLiteral? {
        switch kind {
        case .integer: return .integer
        case .decimal: return .decimal
        case .unary("-", let operand): return operand.numberLiteral
        default: return nil
        }
    }
}

/// The names of Swift's floating-point types, as a type annotation or a subject's `Output`
/// spells them.
public enum FloatingPointTypeName {
    static let names: Set<String> = ["Double", "Float", "Float32", "Float64", "Float80", "CGFloat", "TimeInterval"]

    /// Whether `type` is one of them (`Double`), optional or not.
    public static func isFloatingPoint(_ type: String) -> Bool {
        names.contains(nonOptional(type.filter { !$0.isWhitespace }))
    }

    /// Whether a binding's annotation makes its integer literals doubles: `Double`, `[Double]`,
    /// `[Double?]`, `[String: Double]`, `Double?`, arrays of arrays of them.
    static func annotationTypesLiterals(_ annotation: String) -> Bool {
        var type = nonOptional(annotation.filter { !$0.isWhitespace })
        while type.hasPrefix("["), type.hasSuffix("]") {
            type = String(type.dropFirst().dropLast())
            if let colon = type.lastIndex(of: ":") { type = String(type[type.index(after: colon)...]) }
            type = nonOptional(type)
        }
        return names.contains(type)
    }

    /// `type` without its trailing `?` or `!` marks.
    private static func nonOptional(_ type: String) -> String {
        var type = type
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }
}
