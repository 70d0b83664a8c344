import MarbleDSL
import MarbleTrace

/// What the closure language's operators do to values, shared by the general evaluator, which
/// reads the operator from the tree on every call, and by `CompiledBody`, which resolves it
/// once. Errors point at the whole expression, as Swift's traps are reported there.
enum ValueOperators {
    /// `+ - * / %`.
    enum Arithmetic: String {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    }

    /// `< <= > >=`.
    enum Comparison: String {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    /// `...` and `..<`.
    enum RangeKind: String {
        case closed = "...", halfOpen = "..<"
    }

    /// `lhs op rhs` for an arithmetic operator: Int with Swift's overflow trap, Double, mixed
    /// Int and Double as Double, and `+` joining anything to a String.
    static func arithmetic(_ op: Arithmetic, _ lhs: MarbleValue, _ rhs: MarbleValue, at expr: Expr) throws -> MarbleValue {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            return .int(try integer(op, a, b, at: expr))
        case (.string(let a), _) where op == .add:
            return .string(try bounded(a + rhs.description, at: expr))
        case (_, .string(let b)) where op == .add:
            return .string(try bounded(lhs.description + b, at: expr))
        default:
            guard let a = lhs.number, let b = rhs.number else {
                throw RuntimeError.cannotApply(op.rawValue, to: lhs.typeName, and: rhs.typeName, at: expr.range)
            }
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
            }
        }
    }

    /// An operator the language does not know, met between two values: an error about the
    /// values when they are not numbers, else about the operator.
    static func unknown(_ op: String, _ lhs: MarbleValue, _ rhs: MarbleValue, at expr: Expr) -> RuntimeError {
        guard lhs.number != nil, rhs.number != nil else {
            return RuntimeError.cannotApply(op, to: lhs.typeName, and: rhs.typeName, at: expr.range)
        }
        return RuntimeError.unknownClosureOperator(op, at: expr.range)
    }

    private static func integer(_ op: Arithmetic, _ a: Int, _ b: Int, at expr: Expr) throws -> Int {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide, .remainder:
            guard b != 0 else { throw RuntimeError.divisionByZero(at: expr.range) }
            result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        }
        if result.overflow { throw RuntimeError.arithmeticOverflow(at: expr.range) }
        return result.partialValue
    }

    /// `lhs op rhs` for a comparison: Ints, Strings, or numbers mixed as Doubles.
    static func compare(_ op: Comparison, _ lhs: MarbleValue, _ rhs: MarbleValue, at expr: Expr) throws -> Bool {
        let order: Int
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        default:
            guard let a = lhs.number, let b = rhs.number else {
                throw RuntimeError.cannotCompare(lhs.typeName, and: rhs.typeName, at: expr.range)
            }
            order = a < b ? -1 : (a == b ? 0 : 1)
        }
        switch op {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }

    /// `1...6` and `0..<3`: the array of their whole numbers (Swift's `ClosedRange` and
    /// `Range` as a sequence), at most `RunBudget.rangeLength` of them.
    static func range(_ kind: RangeKind, _ lhs: MarbleValue, _ rhs: MarbleValue, at expr: Expr) throws -> MarbleValue {
        guard case .int(let low) = lhs, case .int(let bound) = rhs else {
            throw RuntimeError.cannotApply(kind.rawValue, to: "\(lhs.typeName) and \(rhs.typeName)", at: expr.range)
        }
        let high = kind == .closed ? bound : bound - 1
        guard low <= high + 1 else { throw RuntimeError.emptyRangeBounds(at: expr.range) }
        guard high - low < RunBudget.rangeLength else { throw RuntimeError.rangeTooLong(at: expr.range) }
        return .array(low <= high ? (low...high).map(MarbleValue.int) : [])
    }

    /// `-x` (Int with Swift's overflow trap, or Double) and `!b`.
    static func unary(_ op: String, _ value: MarbleValue, at expr: Expr) throws -> MarbleValue {
        switch (op, value) {
        case ("-", .int(let v)):
            let (result, overflow) = Int(0).subtractingReportingOverflow(v)
            if overflow { throw RuntimeError.arithmeticOverflow(at: expr.range) }
            return .int(result)
        case ("-", .double(let v)): return .double(-v)
        case ("!", .bool(let v)): return .bool(!v)
        default:
            throw RuntimeError.cannotApply(op, to: value.typeName, at: expr.range)
        }
    }

    /// `text`, unless it is longer than a closure may build: a doubling `scan` would
    /// otherwise exhaust memory.
    static func bounded(_ text: String, at expr: Expr) throws -> String {
        guard text.utf8.count <= RunBudget.stringLength else {
            throw RuntimeError.stringTooLong(at: expr.range)
        }
        return text
    }

    /// `value`, unless it has more parts or nests deeper than a value may (see
    /// `ValueEvaluator.maximumValueParts`).
    static func boundedValue(_ value: MarbleValue, at expr: Expr) throws -> MarbleValue {
        guard value.parts(upTo: RunBudget.valueParts, depth: RunBudget.valueDepth) != nil else {
            throw RuntimeError.valueTooLarge(at: expr.range)
        }
        return value
    }
}

extension ValueOperators.Arithmetic {
    /// `a op b` for Ints when it is exact: `nil` on an overflow or a division by zero, where
    /// `ValueOperators.arithmetic` gives the error.
    @inline(__always)
    func exactly(_ a: Int, _ b: Int) -> Int? {
        let result: (partialValue: Int, overflow: Bool)
        switch self {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide:
            guard b != 0 else { return nil }
            result = a.dividedReportingOverflow(by: b)
        case .remainder:
            guard b != 0 else { return nil }
            result = a.remainderReportingOverflow(dividingBy: b)
        }
        return result.overflow ? nil : result.partialValue
    }
}
