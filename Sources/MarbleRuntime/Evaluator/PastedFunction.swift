import MarbleDSL
import MarbleTrace

/// A `func` the file declares (`func romanNumeral(from: Int) throws -> String { ... }`): its
/// body runs as a closure's does, with its parameters bound by the call's labels, against the
/// file's variables; what it throws fails the stream of the `try` operator that called it.
struct PastedFunction {
    var name: String
    var parameters: [FunctionParameter]
    var body: Expr

    /// The deepest a function may call itself (through other functions or not).
    static let maximumDepth = 64
}

extension PipelineBuilder {
    /// The declared function `expr` calls (`name(label: value)`), if it calls one.
    func pastedFunction(called expr: Expr) -> PastedFunction? {
        guard case .call(let callee, _, nil) = expr.kind, case .identifier(let name) = callee.kind else { return nil }
        return swiftSubset.functions[name]
    }

    /// Runs `function` with the arguments of `expr`, evaluated in the caller's `frame`.
    func call(_ function: PastedFunction, _ expr: Expr, from frame: ValueEvaluator) throws -> MarbleValue {
        guard case .call(_, let arguments, _) = expr.kind else { throw RuntimeError.notCallable(expr.text, at: expr.range) }
        let labels = function.parameters.map(\.label)
        guard arguments.map({ $0.label?.name }) == labels else {
            throw RuntimeError.functionArguments(function.name, labels: labels, at: expr.range)
        }
        guard swiftSubset.functionDepth < PastedFunction.maximumDepth else {
            throw RuntimeError.functionRecursesTooDeeply(function.name, at: expr.range)
        }
        var scope = swiftSubset.variables.values
        for (parameter, argument) in zip(function.parameters, arguments) {
            let value = try frame.evaluate(argument.value)
            scope[parameter.name.name] = parameter.isFloatingPoint ? value.floatingPoint : value
        }
        var evaluator = ValueEvaluator(arguments: [], scope: scope, call: publisherValueCall, declaredError: closureError)
        evaluator.parameters = Set(function.parameters.map(\.name.name))
        evaluator.fileVariables = swiftSubset.variables
        swiftSubset.functionDepth += 1
        defer { swiftSubset.functionDepth -= 1 }
        return try evaluator.evaluate(function.body)
    }
}
