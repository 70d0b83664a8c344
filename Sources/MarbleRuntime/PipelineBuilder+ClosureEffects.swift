import MarbleDSL
import MarbleTrace
import Reactive

/// The plain values a file binds, which the closures of its sinks may change while the
/// pipeline runs: after the run `received` holds what the sink received, as in the test the
/// file was pasted from.
final class FileVariables {
    var values: [String: MarbleValue] = [:]
}

extension PipelineBuilder {
    /// A sink's `receiveValue`: `closure` run on every value the sink takes (not on one it
    /// ignores, as a value `receive(on:)` delivers before the subscription):
    /// `received.append($0)`, `count += 1`, `last = $0`, `print(...)` (which prints nothing).
    /// An error in the closure is reported against it after the run.
    func effect(_ closure: ClosureValue) -> (MarbleValue) -> Void {
        let variables = self.variables
        let log = runErrors
        return { value in
            do {
                try Self.runEffect(closure, on: value, variables: variables)
            } catch {
                log.report(error, at: closure.body.range)
            }
        }
    }

    private static func runEffect(_ closure: ClosureValue, on value: MarbleValue, variables: FileVariables) throws {
        let arguments = closure.binding([value])
        var scope = variables.values
        for (name, argument) in zip(closure.parameters, arguments) { scope[name] = argument }
        let evaluator = ValueEvaluator(arguments: arguments, scope: scope)
        let body = closure.body
        switch body.kind {
        case .call(let callee, let callArguments, nil):
            if case .identifier("print") = callee.kind { return }
            if case .member(let base, let name) = callee.kind, name.name == "append", callArguments.count == 1,
               case .identifier(let variable) = base.kind, case .array(var elements)? = variables.values[variable] {
                elements.append(try evaluator.evaluate(callArguments[0].value))
                guard elements.count <= 10_000 else { throw RuntimeError.valueTooLarge(at: body.range) }
                variables.values[variable] = .array(elements)
                return
            }
        case .binary(let op, let lhs, let rhs) where ["=", "+=", "-=", "*="].contains(op):
            guard case .identifier(let variable) = lhs.kind, let current = variables.values[variable] else {
                throw RuntimeError.notAVariable(lhs.text, at: lhs.range)
            }
            let assigned = try evaluator.evaluate(rhs)
            if op == "=" {
                variables.values[variable] = assigned
            } else {
                let operation = Expr(.binary(op: String(op.dropLast()), lhs: lhs, rhs: rhs), range: body.range, text: body.text)
                var withCurrent = evaluator
                withCurrent.scope[variable] = current
                variables.values[variable] = try withCurrent.evaluate(operation)
            }
            return
        case .tuple([]):
            return
        default:
            break
        }
        _ = try evaluator.evaluate(body)
    }
}
