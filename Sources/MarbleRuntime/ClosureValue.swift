import MarbleDSL
import MarbleTrace

/// A closure written in a `.marble` file (`{ $0 * 10 }`, `{ acc, v in acc + v }`, or a bare
/// operator such as `+`), applied to values while the pipeline runs.
struct ClosureValue {
    var parameters: [String]
    var body: Expr

    /// `+` as a two-argument closure `{ $0 + $1 }`.
    static func operatorReference(_ op: String, at expr: Expr) -> ClosureValue {
        let lhs = Expr(.closureParameter(0), range: expr.range, text: "$0")
        let rhs = Expr(.closureParameter(1), range: expr.range, text: "$1")
        return ClosureValue(parameters: [], body: Expr(.binary(op: op, lhs: lhs, rhs: rhs), range: expr.range, text: expr.text))
    }

    /// Applies the closure. A single tuple argument spreads over `$0, $1, ...` as Swift does.
    func callAsFunction(_ arguments: [MarbleValue]) throws -> MarbleValue {
        try evaluator(arguments).evaluate(body)
    }

    /// Applies a closure that may return `nil` (`compactMap`).
    func optional(_ arguments: [MarbleValue]) throws -> MarbleValue? {
        try evaluator(arguments).evaluateOptional(body)
    }

    private func evaluator(_ arguments: [MarbleValue]) -> ValueEvaluator {
        var arguments = arguments
        if arguments.count == 1, case .tuple(let elements) = arguments[0], parameters.count != 1 {
            arguments = elements
        }
        var scope: [String: MarbleValue] = [:]
        for (name, value) in zip(parameters, arguments) {
            scope[name] = value
        }
        return ValueEvaluator(arguments: arguments, scope: scope)
    }
}
