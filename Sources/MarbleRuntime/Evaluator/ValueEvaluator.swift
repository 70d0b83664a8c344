import MarbleDSL
import MarbleTrace

/// Evaluates the tiny expression language of closures and literals to a value:
/// arithmetic, comparison, logic, `?:`, string concatenation and interpolation, tuples
/// and arrays. Type mismatches are errors pointing at the expression, never crashes.
struct ValueEvaluator {
    /// `$0`, `$1`, ...
    var arguments: [MarbleValue] = []
    /// Named closure parameters.
    var scope: [String: MarbleValue] = [:]
    /// Evaluates a call inside a closure (`map { cold("-a|") }`): the pipeline builder
    /// builds the object and hands back a publisher as a value. `nil` where calls are not
    /// allowed (literals outside closures).
    var call: ((Expr, ValueEvaluator) throws -> MarbleValue)?
    /// A case of an error the file declares (`APIError.timeout`, `.badStatus(404)`) as drawn;
    /// `nil` when `expr` names none.
    var declaredError: ((Expr, ValueEvaluator) throws -> MarbleValue?)?
    /// The names a statement body declared with `let`/`var`, which its assignments may change.
    var locals: Set<String> = []
    /// The closure's named parameters, which hide the file's variables of the same name.
    var parameters: Set<String> = []
    /// The file's variables, read as they stand and changed by the closure's effects
    /// (`count += 1`); `nil` where a closure has none (literals, publisher factories).
    var fileVariables: FileVariables?

    func evaluate(_ expr: Expr) throws -> MarbleValue {
        switch expr.kind {
        case .integer(let value): return .int(value)
        case .decimal(let value): return .double(value)
        case .boolean(let value): return .bool(value)
        case .string(let literal): return .string(try bounded(try interpolate(literal), at: expr))
        case .closureParameter(let index):
            guard index < arguments.count else {
                throw RuntimeError.closureArgumentUnavailable(index, receives: arguments.count, at: expr.range)
            }
            return arguments[index]
        case .identifier(let name):
            // A file variable is read as it stands now: an effect earlier in the body may have changed it.
            if isFileVariable(name), let live = fileVariables?.values[name] { return live }
            guard let value = scope[name] else {
                throw RuntimeError.unknownClosureName(name, at: expr.range)
            }
            return value
        case .tuple(let elements): return try boundedValue(.tuple(try elements.map(evaluate)), at: expr)
        case .array(let elements): return try boundedValue(.array(try elements.map(evaluate)), at: expr)
        case .dictionary(let entries): return try boundedValue(try dictionary(entries), at: expr)
        case .subscriptAccess(let base, let key): return try element(of: try evaluate(base), at: try evaluate(key), in: expr)
        case .unary(let op, let operand): return try ValueOperators.unary(op, try evaluate(operand), at: expr)
        case .binary(let op, let lhs, let rhs):
            if let done = try fileEffect(expr) { return done }
            return try binary(op, lhs, rhs, at: expr)
        case .ternary(let condition, let then, let otherwise):
            return try truth(condition) ? evaluate(then) : evaluate(otherwise)
        case .member(let base, let name):
            if let error = try declaredError?(expr, self) { return error }
            if case .identifier(let type) = base.kind, scope[type] == nil, let constant = Self.constant(type, name.name) {
                return constant
            }
            // `return [1, 2].publisher` in a closure that builds publishers (RxSwift's
            // `return Observable.of(1, 2)` in `deferred`): the builder makes it.
            if name.name == "publisher", case .array = base.kind, let call { return try call(expr, self) }
            // `relay.value` of a subject the file binds, as it stands when the closure runs.
            if name.name == "value", case .identifier(let subject) = base.kind, scope[subject] == nil, !locals.contains(subject),
               !parameters.contains(subject), fileVariables?.values[subject] == nil,
               let current = fileVariables?.subjectValue?(subject) {
                return current
            }
            // `subject.hasObservers` of a subject or publisher the file binds: it is known, only
            // this member of it is not modelled.
            if case .identifier(let object) = base.kind, scope[object] == nil, !locals.contains(object), !parameters.contains(object),
               fileVariables?.values[object] == nil, let kind = fileVariables?.objectKind?(object) {
                throw RuntimeError.memberNotModelled(expr.text, of: kind, at: expr.range)
            }
            return try member(of: try evaluate(base), name, at: expr)
        case .implicitMember:
            if let error = try declaredError?(expr, self) { return error }
            throw RuntimeError.notAClosureValue(expr.text, at: expr.range)
        case .block(let statements):
            return try runBody(statements, at: expr) ?? .tuple([])
        case .call:
            if let done = try fileEffect(expr) { return done }
            if let error = try declaredError?(expr, self) { return error }
            if let value = try valueCall(expr) { return value }
            guard let call else { throw RuntimeError.notAClosureValue(expr.text, at: expr.range) }
            return try call(expr, self)
        case .nilLiteral:
            return .nilValue
        case .forceUnwrap(let operand):
            let value = try evaluate(operand)
            // Swift traps here; the run stops with an error at the `!`.
            guard value != .nilValue else { throw RuntimeError.unwrappedNil(operand.text, at: expr.range) }
            return value
        case .optionalTry(let operand):
            do { return try evaluate(operand) } catch is ClosureThrow { return .nilValue }
        case .forcedTry(let operand):
            do {
                return try evaluate(operand)
            } catch let thrown as ClosureThrow {
                // Swift traps here; the run stops with an error at the `try!`.
                throw RuntimeError.forcedTryThrew(thrown.value.description, at: expr.range)
            }
        case .optionalChain(let operand):
            let value = try evaluate(operand)
            guard value != .nilValue else { throw OptionalChainEnded() }
            return value
        case .optionalChainResult(let chain):
            do { return try evaluate(chain) } catch is OptionalChainEnded { return .nilValue }
        default:
            throw RuntimeError.notAClosureValue(expr.text, at: expr.range)
        }
    }

    private func interpolate(_ literal: StringLiteral) throws -> String {
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text): result += text
            case .interpolation(let expr): result += try evaluate(expr).description
            }
        }
        return result
    }

    /// The longest string a closure may build: a doubling `scan` would otherwise exhaust memory.
    static let maximumStringLength = RunBudget.stringLength

    private func bounded(_ text: String, at expr: Expr) throws -> String {
        try ValueOperators.bounded(text, at: expr)
    }

    /// The most parts (elements, at every level) a value may have, and how deeply tuples
    /// and arrays may nest: `scan(1) { acc, v in (acc, acc) }` doubles its value at every
    /// step, `[acc]` nests it one level deeper, and printing either would never end.
    static let maximumValueParts = RunBudget.valueParts
    static let maximumValueDepth = RunBudget.valueDepth

    private func boundedValue(_ value: MarbleValue, at expr: Expr) throws -> MarbleValue {
        try ValueOperators.boundedValue(value, at: expr)
    }

    func truth(_ expr: Expr) throws -> Bool {
        guard case .bool(let value) = try evaluate(expr) else {
            throw RuntimeError.notACondition(expr.text, at: expr.range)
        }
        return value
    }

    /// A dictionary literal; a key written twice is an error, as Swift traps on it.
    private func dictionary(_ entries: [DictionaryEntry]) throws -> MarbleValue {
        var keys: [MarbleValue] = [], values: [MarbleValue] = []
        for entry in entries {
            let key = try evaluate(entry.key)
            guard !keys.contains(key) else { throw RuntimeError.duplicateKey(entry.key.text, at: entry.key.range) }
            keys.append(key)
            values.append(try evaluate(entry.value))
        }
        return .dictionary(keys: keys, values: values)
    }

    /// `dict[key]` (`nil` when the key is missing) and `array[index]` (out of range is an error:
    /// Swift traps).
    private func element(of container: MarbleValue, at key: MarbleValue, in expr: Expr) throws -> MarbleValue {
        switch (container, key) {
        case (.dictionary(let keys, let values), _):
            return keys.firstIndex(of: key).map { values[$0] } ?? .nilValue
        case (.array(let elements), .int(let index)):
            guard elements.indices.contains(index) else { throw RuntimeError.indexOutOfRange(index, count: elements.count, at: expr.range) }
            return elements[index]
        default:
            throw RuntimeError.cannotSubscript(container.typeName, with: key.typeName, at: expr.range)
        }
    }

    /// `Double.nan`, `Int.max` and the like.
    static func constant(_ type: String, _ name: String) -> MarbleValue? {
        switch (type, name) {
        case ("Double", "nan"): return .double(.nan)
        case ("Double", "infinity"): return .double(.infinity)
        case ("Double", "pi"): return .double(.pi)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        default: return nil
        }
    }

    /// `$0.0`, `$0.1` pick tuple elements; `.count` of arrays and strings.
    private func member(of value: MarbleValue, _ name: Identifier, at expr: Expr) throws -> MarbleValue {
        if let index = Int(name.name), case .tuple(let elements) = value, index < elements.count {
            return elements[index]
        }
        if let property = Self.property(name.name, of: value) { return property }
        if case .structValue(let type, let labels, _) = value {
            throw RuntimeError.noProperty(type, name.name, properties: labels, at: name.range)
        }
        throw RuntimeError.noMember(value.typeName, name.name, at: name.range)
    }

    private func binary(_ op: String, _ lhsExpr: Expr, _ rhsExpr: Expr, at expr: Expr) throws -> MarbleValue {
        // `&&` and `||` short-circuit, as in Swift.
        if op == "&&" { return .bool(try truth(lhsExpr) && truth(rhsExpr)) }
        if op == "||" { return .bool(try truth(lhsExpr) || truth(rhsExpr)) }
        if op == "??" {
            let value = try evaluate(lhsExpr)
            return value == .nilValue ? try evaluate(rhsExpr) : value
        }
        let lhs = try evaluate(lhsExpr), rhs = try evaluate(rhsExpr)
        switch op {
        case "==": return .bool(lhs.equalsAsSwift(rhs))
        case "!=": return .bool(!lhs.equalsAsSwift(rhs))
        default:
            if let comparison = ValueOperators.Comparison(rawValue: op) {
                return .bool(try ValueOperators.compare(comparison, lhs, rhs, at: expr))
            }
            if let kind = ValueOperators.RangeKind(rawValue: op) { return try ValueOperators.range(kind, lhs, rhs, at: expr) }
            guard let arithmetic = ValueOperators.Arithmetic(rawValue: op) else { throw ValueOperators.unknown(op, lhs, rhs, at: expr) }
            return try ValueOperators.arithmetic(arithmetic, lhs, rhs, at: expr)
        }
    }
}

/// A `nil` met by `?.`: the rest of the chain is skipped and the whole chain is `nil`.
struct OptionalChainEnded: Error {}

extension MarbleValue {
    /// The name a user would recognise in an error message.
    var typeName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .tuple: return "a tuple"
        case .array: return "an array"
        case .publisher: return "a publisher"
        case .nilValue: return "nil"
        case .dictionary: return "a dictionary"
        case .enumCase(let type, _, _): return type
        case .structValue(let type, _, _): return type
        }
    }

    /// The value as a number, for mixed Int/Double arithmetic.
    var number: Double? {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: return nil
        }
    }
}

extension MarbleValue {
    /// How many parts the value has (every element of its tuples and arrays, at every
    /// level; 0 for a plain value), or `nil` if more than `limit` or nested deeper than
    /// `depth`. It stops counting there, so the cost is bounded by `limit` whatever the value.
    func parts(upTo limit: Int, depth: Int) -> Int? {
        var count = -1
        func visit(_ value: MarbleValue, level: Int) -> Bool {
            count += 1
            guard count <= limit, level <= depth else { return false }
            switch value {
            case .tuple(let elements), .array(let elements):
                return elements.allSatisfy { visit($0, level: level + 1) }
            case .dictionary(let keys, let values):
                return (keys + values).allSatisfy { visit($0, level: level + 1) }
            default:
                return true
            }
        }
        return visit(self, level: 0) ? count : nil
    }
}
