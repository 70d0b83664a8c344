import MarbleDSL
import MarbleTrace

/// A closure written in a `.marble` file (`{ $0 * 10 }`, `{ acc, v in acc + v }`, or a bare
/// operator such as `+`), applied to values while the pipeline runs.
struct ClosureValue {
    let parameters: [String]
    let body: Expr
    /// How calls in the body are evaluated (see `ValueEvaluator.call`).
    let call: ((Expr, ValueEvaluator) throws -> MarbleValue)?
    /// The file's variables, which the body reads as they stand when it runs
    /// (`map { $0 * factor }`), as a Swift closure captures them.
    let captured: FileVariables?
    /// Resolves the file's declared error cases in the body (`throw APIError.timeout`).
    let declaredError: ((Expr, ValueEvaluator) throws -> MarbleValue?)?
    /// The names of the closure this one was written in, as they stood when it was made
    /// (`flatMap { n in ys.map { "\($0)\(n)" } }` reads `n`), as Swift captures them.
    var enclosing: [String: MarbleValue] = [:]
    /// The body compiled once for the calls to come; `nil` when it has a construct only
    /// `ValueEvaluator` runs.
    private let compiled: CompiledBody?
    /// Whether a single tuple argument spreads over the parameters, as Swift does: when the
    /// closure names two or more, or uses `$1` or later. `{ $0.1 }` keeps the tuple whole.
    let spreadsTuple: Bool

    init(parameters: [String], body: Expr, call: ((Expr, ValueEvaluator) throws -> MarbleValue)? = nil,
         captured: FileVariables? = nil, declaredError: ((Expr, ValueEvaluator) throws -> MarbleValue?)? = nil) {
        self.parameters = parameters
        self.body = body
        self.call = call
        self.captured = captured
        self.declaredError = declaredError
        compiled = CompiledBody(parameters: parameters, body: body, captured: captured)
        spreadsTuple = parameters.count >= 2 || (parameters.isEmpty && Self.highestParameter(in: body) >= 1)
    }

    /// `+` as a two-argument closure `{ $0 + $1 }`.
    static func operatorReference(_ op: String, at expr: Expr) -> ClosureValue {
        let lhs = Expr(.closureParameter(0), range: expr.range, text: "$0")
        let rhs = Expr(.closureParameter(1), range: expr.range, text: "$1")
        return ClosureValue(parameters: [], body: Expr(.binary(op: op, lhs: lhs, rhs: rhs), range: expr.range, text: expr.text))
    }

    /// `\.count` as the closure `{ $0.count }` (`map(\.count)`), each property read in turn.
    static func keyPath(_ path: [String], at expr: Expr) -> ClosureValue {
        var body = Expr(.closureParameter(0), range: expr.range, text: "$0")
        for name in path {
            body = Expr(.member(base: body, name: Identifier(name, range: expr.range)), range: expr.range, text: expr.text)
        }
        return ClosureValue(parameters: [], body: body)
    }

    /// `arguments`, with a single tuple spread when the closure takes its elements.
    func binding(_ arguments: [MarbleValue]) -> [MarbleValue] {
        if spreadsTuple, arguments.count == 1, case .tuple(let elements) = arguments[0] {
            return elements
        }
        return arguments
    }

    /// The highest `$n` used in `expr` outside nested closures; -1 if none.
    static func highestParameter(in expr: Expr) -> Int {
        func most(_ exprs: [Expr]) -> Int { exprs.map(highestParameter).max() ?? -1 }
        switch expr.kind {
        case .closureParameter(let index): return index
        case .closure: return -1
        case .array(let elements), .tuple(let elements): return most(elements)
        case .dictionary(let entries): return most(entries.flatMap { [$0.key, $0.value] })
        case .member(let base, _), .specialize(let base, _): return highestParameter(in: base)
        case .call(let callee, let arguments, let trailing):
            return most([callee] + arguments.map(\.value) + (trailing.map { [$0] } ?? []))
        case .binary(_, let lhs, let rhs), .subscriptAccess(let lhs, let rhs): return most([lhs, rhs])
        case .unary(_, let operand), .forceUnwrap(let operand), .optionalTry(let operand), .forcedTry(let operand), .optionalChain(let operand),
             .optionalChainResult(let operand), .optionalBinding(_, let operand):
            return highestParameter(in: operand)
        case .ternary(let condition, let then, let otherwise): return most([condition, then, otherwise])
        case .string(let literal):
            return most(literal.segments.compactMap { if case .interpolation(let inner) = $0 { return inner } else { return nil } })
        case .block(let statements): return statements.map(highestParameter).max() ?? -1
        default: return -1
        }
    }

    /// The highest `$n` a statement of a body uses, in its expressions and nested blocks.
    private static func highestParameter(in statement: ClosureStatement) -> Int {
        func most(_ exprs: [Expr], _ blocks: [[ClosureStatement]] = []) -> Int {
            (exprs.map(highestParameter) + blocks.flatMap { $0.map(highestParameter) }).max() ?? -1
        }
        switch statement {
        case .expression(let expr), .local(_, let expr), .throwError(let expr): return highestParameter(in: expr)
        case .returnValue(let value, _): return value.map(highestParameter) ?? -1
        case .conditional(let condition, let then, let otherwise): return most([condition], [then, otherwise])
        case .guardElse(let condition, let otherwise): return most([condition], [otherwise])
        case .switchOver(let subject, let cases):
            return most([subject] + cases.flatMap { $0.patterns + ($0.condition.map { [$0] } ?? []) }, cases.map(\.body))
        }
    }

    /// Applies the closure. A single tuple argument spreads over `$0, $1, ...` as Swift does.
    func callAsFunction(_ arguments: [MarbleValue]) throws -> MarbleValue {
        let arguments = binding(arguments)
        // A named parameter without an argument is read from the file's variables of that
        // name, as the evaluator's scope has it; the compiled body reads parameters by index.
        // It reads every other name as a file variable, so a closure that reads an enclosing
        // closure's names (`enclosing`) runs on the evaluator, which has them in scope.
        if let compiled, enclosing.isEmpty, arguments.count >= parameters.count { return try compiled.run(arguments) }
        return try evaluator(arguments).evaluate(body)
    }

    /// The closure as an operator calls it, value after value: what calling it does, with
    /// what the closure alone decides (whether its body is compiled, whether a tuple can
    /// spread, whether a parameter can be missing) decided once, so that a compiled body
    /// that takes its arguments as they come (`{ $0 * 3 }`) is called directly.
    func prepared() -> ([MarbleValue]) throws -> MarbleValue {
        guard let compiled, enclosing.isEmpty else { return { arguments in try self(arguments) } }
        let run = compiled.run
        if !spreadsTuple, parameters.isEmpty { return run }
        return { arguments in
            let arguments = self.binding(arguments)
            if arguments.count >= self.parameters.count { return try run(arguments) }
            return try self.evaluator(arguments).evaluate(self.body)
        }
    }

    /// The closure as Int arithmetic an operator may apply to Int values in place (see
    /// `IntArithmetic`): when its body is compiled, is one arithmetic operator on arguments
    /// and Int literals, and reads nothing from an enclosing closure.
    var intArithmetic: IntArithmetic? {
        guard compiled != nil, enclosing.isEmpty else { return nil }
        return IntArithmetic(body: body, parameters: parameters)
    }

    /// Applies a closure that may return `nil` (`compactMap`).
    func optional(_ arguments: [MarbleValue]) throws -> MarbleValue? {
        let value = try self(arguments)
        return value == .nilValue ? nil : value
    }

    /// Whether calls run the compiled body (when every parameter has an argument).
    var isCompiled: Bool { compiled != nil }

    /// Applies the closure with the general evaluator, as a body that is not compiled runs:
    /// what the compiled body must match, value for value and error for error.
    func interpreted(_ arguments: [MarbleValue]) throws -> MarbleValue {
        try evaluator(binding(arguments)).evaluate(body)
    }

    /// An evaluator for the body, given the arguments `binding` made.
    private func evaluator(_ arguments: [MarbleValue]) -> ValueEvaluator {
        var scope = (captured?.values ?? [:]).merging(enclosing) { _, inner in inner }
        for (name, value) in zip(parameters, arguments) {
            scope[name] = value
        }
        var evaluator = ValueEvaluator(arguments: arguments, scope: scope, call: call, declaredError: declaredError)
        evaluator.parameters = Set(parameters)
        evaluator.fileVariables = captured
        return evaluator
    }
}
