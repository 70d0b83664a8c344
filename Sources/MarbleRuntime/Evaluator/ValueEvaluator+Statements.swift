import MarbleDSL
import MarbleTrace

/// What a closure's `throw` throws: in a `try` operator the stream fails with `value`.
struct ClosureThrow: Error {
    var value: MarbleValue
}

/// Runs a closure body written as statements (`let`, `if`, `guard`, `switch`, `return`,
/// `throw`), in order, until one leaves the closure.
extension ValueEvaluator {
    private enum Outcome {
        case fellThrough
        case returned(MarbleValue?)
    }

    /// The value the body returns (`nil` for `return nil`); a body that ends without a
    /// `return` gives `()`, as a `Void` closure does.
    func runBody(_ statements: [ClosureStatement], at expr: Expr) throws -> MarbleValue? {
        var frame = self
        switch try frame.execute(statements) {
        case .fellThrough: return .tuple([])
        case .returned(let value): return value
        }
    }

    private mutating func execute(_ statements: [ClosureStatement]) throws -> Outcome {
        for statement in statements {
            let outcome = try execute(statement)
            if case .returned = outcome { return outcome }
        }
        return .fellThrough
    }

    private mutating func execute(_ statement: ClosureStatement) throws -> Outcome {
        switch statement {
        case .expression(let expr):
            try perform(expr)
        case .local(let name, let value):
            scope[name.name] = try evaluate(value)
            locals.insert(name.name)
        case .conditional(let condition, let then, let otherwise):
            var inner = self
            if try inner.holds(condition) { return try adopt(inner, running: then) }
            return try nested(otherwise)
        case .guardElse(let condition, let otherwise):
            var inner = self
            if try inner.holds(condition) {
                self = inner
                return .fellThrough
            }
            let outcome = try nested(otherwise)
            guard case .returned = outcome else { throw RuntimeError.guardFallsThrough(at: condition.range) }
            return outcome
        case .returnValue(let value, _):
            return .returned(try value.map(evaluate) ?? .tuple([]))
        case .throwError(let value):
            throw ClosureThrow(value: try evaluate(value))
        case .switchOver(let subject, let cases):
            let value = try evaluate(subject)
            for switchCase in cases {
                guard let bound = try match(value, switchCase) else { continue }
                var inner = self
                if let binding = switchCase.binding {
                    inner.scope[binding.name] = bound
                    inner.locals.insert(binding.name)
                }
                if let condition = switchCase.condition, try !inner.truth(condition) { continue }
                return try adopt(inner, running: switchCase.body)
            }
            throw RuntimeError.noMatchingCase(value.description, at: subject.range)
        }
        return .fellThrough
    }

    /// Whether the conditions of an `if` or `guard` hold, in order, binding the names of their
    /// `let name = optional` clauses as they go.
    private mutating func holds(_ condition: Expr) throws -> Bool {
        switch condition.kind {
        case .binary("&&", let lhs, let rhs):
            return try holds(lhs) && holds(rhs)
        case .optionalBinding(let name, let value):
            let unwrapped = try evaluate(value)
            guard unwrapped != .nilValue else { return false }
            scope[name.name] = unwrapped
            locals.insert(name.name)
            return true
        default:
            return try truth(condition)
        }
    }

    /// Runs a block in a scope of its own: its `let`s end with it, its assignments to the
    /// names around it stay.
    private mutating func nested(_ statements: [ClosureStatement]) throws -> Outcome {
        try adopt(self, running: statements)
    }

    private mutating func adopt(_ start: ValueEvaluator, running statements: [ClosureStatement]) throws -> Outcome {
        var inner = start
        let outcome = try inner.execute(statements)
        for name in locals { scope[name] = inner.scope[name] }
        return outcome
    }

    /// An assignment to a name the body declared (`total += $0`), or to a variable of the file
    /// (`count += 1`), an `append` to either, or an expression run for nothing.
    private mutating func perform(_ expr: Expr) throws {
        if let target = Self.effectTarget(expr), locals.contains(target.name) {
            scope[target.name] = try changed(expr, target)
            return
        }
        _ = try evaluate(expr)
    }

    /// The value a `case` binds (the subject itself when it binds nothing), or `nil` when it
    /// does not match. An error case is matched by its name as drawn: `.timeout` matches
    /// `timeout`, `.badStatus(let code)` matches `badStatus(404)` and binds `code` to 404,
    /// `.badStatus(404)` matches it too; `let value` and `_` match anything.
    private func match(_ value: MarbleValue, _ switchCase: SwitchCase) throws -> MarbleValue?? {
        guard !switchCase.patterns.isEmpty else { return .some(value) }
        for pattern in switchCase.patterns {
            if case .identifier(let name) = pattern.kind, name == "_" || name == switchCase.binding?.name {
                return .some(value)
            }
            guard let name = Self.caseName(pattern) else {
                if try evaluate(pattern) == value { return .some(value) }
                continue
            }
            guard case .string(let text) = value else { continue }
            guard case .call(_, let arguments, nil) = pattern.kind, !arguments.isEmpty else {
                if text == name { return .some(value) }
                continue
            }
            guard text.hasPrefix(name + "("), text.hasSuffix(")") else { continue }
            let inner = String(text.dropFirst(name.count + 1).dropLast())
            if switchCase.binding != nil { return .some(Int(inner).map(MarbleValue.int) ?? .string(inner)) }
            let wildcard = arguments.allSatisfy { $0.value.kind == .identifier("_") }
            if try wildcard || inner == arguments.map({ try evaluate($0.value).description }).joined(separator: ", ") {
                return .some(value)
            }
        }
        return nil
    }

    /// `badStatus` of `.badStatus`, `APIError.badStatus` or `.badStatus(code)`.
    private static func caseName(_ pattern: Expr) -> String? {
        switch pattern.kind {
        case .implicitMember(let name): return name
        case .member(let base, let name):
            if case .identifier(let type) = base.kind, type.first?.isUppercase == true { return name.name }
            return nil
        case .call(let callee, _, nil): return caseName(callee)
        default: return nil
        }
    }
}
