import MarbleDSL
import MarbleTrace

/// A closure body turned, once, when the closure value is made, into nested Swift closures:
/// operators resolved, `$0` and named parameters read by their index, literals made. A
/// closure runs for every value of a stream, and walking its tree each time (comparing
/// operator names, building an evaluator and its scope) cost several times what the
/// engine itself does. Only expressions whose meaning does not depend on the evaluator's
/// hooks are compiled (literals, parameters, the file's variables, operators, `?:`, tuples,
/// arrays, interpolated strings, `!`); a body with anything else (calls, members, effects,
/// statements) is not compiled and runs in `ValueEvaluator` as before. Each node does
/// exactly what `ValueEvaluator.evaluate` does for its expression, errors included.
struct CompiledBody {
    /// Evaluates the body for the arguments `ClosureValue.binding` gives.
    typealias Node = ([MarbleValue]) throws -> MarbleValue

    let run: Node

    /// `nil` when `body` has an expression the compiled form does not cover.
    init?(parameters: [String], body: Expr, captured: FileVariables?) {
        let compiler = Compiler(parameters: parameters, captured: captured)
        guard let run = compiler.compile(body) else { return nil }
        self.run = run
    }
}

private struct Compiler {
    let parameters: [String]
    let captured: FileVariables?

    func compile(_ expr: Expr) -> CompiledBody.Node? {
        switch expr.kind {
        case .integer(let value): return constant(.int(value))
        case .decimal(let value): return constant(.double(value))
        case .boolean(let value): return constant(.bool(value))
        case .nilLiteral: return constant(.nilValue)
        case .closureParameter(let index):
            return { arguments in
                guard index < arguments.count else {
                    throw RuntimeError.closureArgumentUnavailable(index, receives: arguments.count, at: expr.range)
                }
                return arguments[index]
            }
        case .identifier(let name):
            return identifier(name, at: expr)
        case .string(let literal):
            return string(literal, at: expr)
        case .tuple(let elements):
            guard let nodes = all(elements) else { return nil }
            return { arguments in try ValueOperators.boundedValue(.tuple(try nodes.map { try $0(arguments) }), at: expr) }
        case .array(let elements):
            guard let nodes = all(elements) else { return nil }
            return { arguments in try ValueOperators.boundedValue(.array(try nodes.map { try $0(arguments) }), at: expr) }
        case .unary(let op, let operand):
            guard let operand = compile(operand) else { return nil }
            return { arguments in try ValueOperators.unary(op, try operand(arguments), at: expr) }
        case .binary(let op, let lhs, let rhs):
            return binary(op, lhs, rhs, at: expr)
        case .ternary(let condition, let then, let otherwise):
            guard let condition = truth(condition), let then = compile(then), let otherwise = compile(otherwise) else { return nil }
            return { arguments in try condition(arguments) ? then(arguments) : otherwise(arguments) }
        case .forceUnwrap(let operand):
            guard let value = compile(operand) else { return nil }
            return { arguments in
                let unwrapped = try value(arguments)
                guard unwrapped != .nilValue else { throw RuntimeError.unwrappedNil(operand.text, at: expr.range) }
                return unwrapped
            }
        default:
            return nil
        }
    }

    private func constant(_ value: MarbleValue) -> CompiledBody.Node {
        { _ in value }
    }

    private func all(_ exprs: [Expr]) -> [CompiledBody.Node]? {
        var nodes: [CompiledBody.Node] = []
        for expr in exprs {
            guard let node = compile(expr) else { return nil }
            nodes.append(node)
        }
        return nodes
    }

    /// A named parameter by its index (the last of a name written twice, as the evaluator's
    /// scope keeps it; `ClosureValue` runs the compiled body only when every parameter has
    /// an argument); any other name is a variable of the file, read as it stands now.
    private func identifier(_ name: String, at expr: Expr) -> CompiledBody.Node {
        if let slot = parameters.lastIndex(of: name) {
            return { arguments in arguments[slot] }
        }
        let variables = captured
        return { _ in
            guard let value = variables?.values[name] else { throw RuntimeError.unknownClosureName(name, at: expr.range) }
            return value
        }
    }

    private enum Segment {
        case text(String)
        case interpolation(CompiledBody.Node)
    }

    private func string(_ literal: StringLiteral, at expr: Expr) -> CompiledBody.Node? {
        var segments: [Segment] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                segments.append(.text(text))
            case .interpolation(let inner):
                guard let node = compile(inner) else { return nil }
                segments.append(.interpolation(node))
            }
        }
        return { arguments in
            var result = ""
            for segment in segments {
                switch segment {
                case .text(let text): result += text
                case .interpolation(let node): result += try node(arguments).description
                }
            }
            return .string(try ValueOperators.bounded(result, at: expr))
        }
    }

    /// A condition: a `Bool`, else an error naming the condition.
    private func truth(_ expr: Expr) -> (([MarbleValue]) throws -> Bool)? {
        guard let node = compile(expr) else { return nil }
        return { arguments in
            guard case .bool(let value) = try node(arguments) else {
                throw RuntimeError.notACondition(expr.text, at: expr.range)
            }
            return value
        }
    }

    private func binary(_ op: String, _ lhsExpr: Expr, _ rhsExpr: Expr, at expr: Expr) -> CompiledBody.Node? {
        switch op {
        case "&&", "||":
            guard let lhs = truth(lhsExpr), let rhs = truth(rhsExpr) else { return nil }
            if op == "&&" { return { arguments in .bool(try lhs(arguments) && rhs(arguments)) } }
            return { arguments in .bool(try lhs(arguments) || rhs(arguments)) }
        case "??":
            guard let lhs = compile(lhsExpr), let rhs = compile(rhsExpr) else { return nil }
            return { arguments in
                let value = try lhs(arguments)
                return value == .nilValue ? try rhs(arguments) : value
            }
        default:
            break
        }
        // Assignments are effects, which the evaluator runs; an unknown operator is left to it too.
        guard let lhs = compile(lhsExpr), let rhs = compile(rhsExpr) else { return nil }
        switch op {
        case "==": return { arguments in .bool(try lhs(arguments).equalsAsSwift(try rhs(arguments))) }
        case "!=": return { arguments in .bool(!(try lhs(arguments).equalsAsSwift(try rhs(arguments)))) }
        default: break
        }
        if let comparison = ValueOperators.Comparison(rawValue: op) {
            return { arguments in
                let left = try lhs(arguments), right = try rhs(arguments)
                return .bool(try ValueOperators.compare(comparison, left, right, at: expr))
            }
        }
        if let kind = ValueOperators.RangeKind(rawValue: op) {
            return { arguments in
                let left = try lhs(arguments), right = try rhs(arguments)
                return try ValueOperators.range(kind, left, right, at: expr)
            }
        }
        guard let arithmetic = ValueOperators.Arithmetic(rawValue: op) else { return nil }
        let left = operand(lhsExpr, compiled: lhs), right = operand(rhsExpr, compiled: rhs)
        let general: CompiledBody.Node = { arguments in
            let leftValue = try left.value(arguments), rightValue = try right.value(arguments)
            return try ValueOperators.arithmetic(arithmetic, leftValue, rightValue, at: expr)
        }
        return integerShortcut(arithmetic, left, right, otherwise: general) ?? general
    }

    /// `$0 * 3`, `10 - $0`, `$0 + $1` (and a bare `+`): the shapes most closures of a diagram
    /// have, as one closure that does Int arithmetic in place when both operands are Ints and
    /// the result is exact. Anything else (another type, an overflow, a division by zero, a
    /// missing argument) goes the `general` way, which gives the value or the error it gives.
    private func integerShortcut(_ op: ValueOperators.Arithmetic, _ left: Operand, _ right: Operand,
                                 otherwise general: @escaping CompiledBody.Node) -> CompiledBody.Node? {
        func shape(_ operand: Operand) -> IntArithmetic.Operand? {
            switch operand {
            case .parameter(let index, _): return .argument(index)
            case .constant(.int(let value)): return .constant(value)
            default: return nil
            }
        }
        guard let lhs = shape(left), let rhs = shape(right), !(lhs.isConstant && rhs.isConstant) else { return nil }
        let exact = IntArithmetic(op, lhs, rhs)
        return { arguments in try exact(arguments) ?? general(arguments) }
    }

    /// `expr`, compiled into `node`, as an operand read without a closure call where it is a
    /// parameter or a literal.
    private func operand(_ expr: Expr, compiled node: @escaping CompiledBody.Node) -> Operand {
        switch expr.kind {
        case .closureParameter(let index): return .parameter(index, expr.range)
        case .integer(let value): return .constant(.int(value))
        case .decimal(let value): return .constant(.double(value))
        case .boolean(let value): return .constant(.bool(value))
        case .nilLiteral: return .constant(.nilValue)
        default: return .node(node)
        }
    }
}

/// An operand of an arithmetic operator: most bodies are `$0 op literal` or `$0 op $1`, and
/// reading those two kinds in place saves a closure call each on every value (callgrind,
/// BigBench --tracing). Reads exactly what `Compiler.compile` makes of the expression.
private enum Operand {
    case parameter(Int, SourceRange)
    case constant(MarbleValue)
    case node(CompiledBody.Node)

    @inline(__always)
    func value(_ arguments: [MarbleValue]) throws -> MarbleValue {
        switch self {
        case .parameter(let index, let range):
            guard index < arguments.count else {
                throw RuntimeError.closureArgumentUnavailable(index, receives: arguments.count, at: range)
            }
            return arguments[index]
        case .constant(let value):
            return value
        case .node(let node):
            return try node(arguments)
        }
    }
}
