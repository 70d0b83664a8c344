import MarbleDSL
import MarbleTrace

/// Closures with side effects, as Swift runs them: `count += 1`, `received.append($0)` and
/// `last = $0` change the file's own variables at the moment the closure runs, in any closure
/// (a sink's, `map`'s, `filter`'s, ...), and a statement body's own names; `print(...)` adds
/// its line to the run's printed lines.
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
        if case .call(let callee, let arguments, nil) = expr.kind, case .identifier("print") = callee.kind {
            // In a Combine file, a print of something the evaluator does not model
            // (`subscription.combineIdentifier`) prints nothing rather than stopping a pipeline
            // that only logs; an RxSwift file's print of it is an error at what is not modelled.
            if fileVariables?.reportsUnmodelledPrints == true {
                try printing(arguments)
            } else {
                try? printing(arguments)
            }
            return .tuple([])
        }
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

extension ValueEvaluator {
    /// `print(a, b, separator: ", ", terminator: "")`: the items as Swift prints them
    /// (`String(describing:)`), kept with the file's variables so the run can show them.
    /// A closure with no file (a literal outside any) prints nothing anywhere.
    func printing(_ arguments: [Argument]) throws {
        var items: [String] = []
        var separator = " ", terminator = "\n"
        for argument in arguments {
            let value = try evaluate(argument.value)
            switch argument.label?.name {
            case nil: items.append(value.description)
            case "separator": separator = value.description
            case "terminator": terminator = value.description
            case let label?: throw RuntimeError.unknownArgumentLabel(label, of: "print", known: ["separator:", "terminator:"], at: argument.range)
            }
        }
        guard let variables = fileVariables else { return }
        let text = variables.pendingLine + items.joined(separator: separator) + terminator
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        variables.pendingLine = lines.removeLast()
        guard variables.printed.count + lines.count <= Self.maximumPrintedLines else {
            throw RuntimeError.valueTooLarge(at: arguments.first?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
        }
        variables.printed += lines
    }

    /// The most lines a run may print: far more than anyone reads, few enough to keep memory
    /// bounded when a closure prints in a loop.
    static let maximumPrintedLines = 100_000
}
