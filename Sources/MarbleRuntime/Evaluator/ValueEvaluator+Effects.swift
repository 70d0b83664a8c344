import MarbleDSL
import MarbleTrace

/// Closures with side effects, as Swift runs them: `count += 1`, `received.append($0)` and
/// `last = $0` change the file's own variables at the moment the closure runs, in any closure
/// (a sink's, `map`'s, `filter`'s, ...), and a statement body's own names; `print(...)` prints
/// nothing.
extension ValueEvaluator {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*="]

    /// Whether `name` is a variable of the file that this closure reads and may change: not a
    /// name of its own (a parameter, a local, a `case` binding).
    func isFileVariable(_ name: String) -> Bool {
        !locals.contains(name) && !parameters.contains(name) && fileVariables?.values[name] != nil
    }

    /// The variable an effect changes and how: `name op value` or `name.append(...)`; `nil`
    /// when `expr` is neither.
    static func effectTarget(_ expr: Expr) -> Identifier? {
        switch expr.kind {
        case .binary(let op, let lhs, _) where assignmentOperators.contains(op):
            guard case .identifier(let name) = lhs.kind else { return nil }
            return Identifier(name, range: lhs.range)
        case .call(let callee, _, nil):
            guard case .member(let base, let method) = callee.kind, method.name == "append",
                  case .identifier(let name) = base.kind else { return nil }
            return Identifier(name, range: base.range)
        default:
            return nil
        }
    }

    /// Runs `expr` when it is an effect on a file variable or a `print`, giving `()`;
    /// `nil` when it is another expression. An assignment to a name that is neither the
    /// closure's nor the file's is an error that names it.
    func fileEffect(_ expr: Expr) throws -> MarbleValue? {
        if case .call(let callee, _, nil) = expr.kind, case .identifier("print") = callee.kind { return .tuple([]) }
        guard let target = Self.effectTarget(expr) else { return nil }
        guard isFileVariable(target.name), let variables = fileVariables else {
            if parameters.contains(target.name) { throw RuntimeError.assignsAParameter(target.name, at: target.range) }
            if locals.contains(target.name) || fileVariables == nil { throw RuntimeError.notALocal(target.name, at: target.range) }
            throw RuntimeError.notAVariable(target.name, at: target.range)
        }
        variables.values[target.name] = try changed(expr, target)
        variables.noteWrite(target.name)
        return .tuple([])
    }

    /// The value `target` holds once `expr` (an assignment or an `append` to it) has run.
    func changed(_ expr: Expr, _ target: Identifier) throws -> MarbleValue {
        switch expr.kind {
        case .binary("=", _, let rhs):
            return try evaluate(rhs)
        case .binary(let op, let lhs, let rhs):
            return try evaluate(Expr(.binary(op: String(op.dropLast()), lhs: lhs, rhs: rhs), range: expr.range, text: expr.text))
        case .call(_, let arguments, _):
            return try appending(arguments, to: try evaluate(Expr(.identifier(target.name), range: target.range, text: target.name)), at: expr)
        default:
            throw RuntimeError.notAClosureValue(expr.text, at: expr.range)
        }
    }

    /// `array.append(x)`, `array.append(contentsOf: [x, y])`, `text.append("x")`.
    private func appending(_ arguments: [Argument], to current: MarbleValue, at expr: Expr) throws -> MarbleValue {
        guard arguments.count == 1 else { throw RuntimeError.cannotApply("append", to: current.typeName, at: expr.range) }
        let added = try evaluate(arguments[0].value)
        let result: MarbleValue
        switch (current, arguments[0].label?.name, added) {
        case (.array(let elements), nil, _): result = .array(elements + [added])
        case (.array(let elements), "contentsOf", .array(let more)): result = .array(elements + more)
        case (.string(let text), nil, .string(let more)), (.string(let text), "contentsOf", .string(let more)):
            result = .string(text + more)
        default:
            throw RuntimeError.cannotApply("append", to: current.typeName, at: expr.range)
        }
        if case .string(let text) = result, text.utf8.count > Self.maximumStringLength {
            throw RuntimeError.stringTooLong(at: expr.range)
        }
        guard result.parts(upTo: Self.maximumValueParts, depth: Self.maximumValueDepth) != nil else {
            throw RuntimeError.valueTooLarge(at: expr.range)
        }
        return result
    }
}
