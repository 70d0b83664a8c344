import MarbleDSL
import MarbleTrace

/// A closure whose body is one arithmetic operator on its arguments and Int literals
/// (`{ $0 * 3 }`, `{ 10 - $0 }`, `+`, `{ acc, v in acc + v }`), as an operator can apply it to
/// Int values without building an argument array or calling through the closure's wrappers:
/// each value of a diagram's `map` or `scan` paid several hundred instructions for those.
///
/// It gives a value only where the closure surely gives that same value: every argument the
/// operator reads is an Int and the result is exact. Otherwise (another type, a tuple to
/// spread, a missing argument, an overflow, a division by zero) it gives `nil`, and the
/// operator calls the closure as usual, which gives the value or the error it always gave.
struct IntArithmetic {
    /// An operand: the argument at an index, or an Int literal.
    enum Operand {
        case argument(Int)
        case constant(Int)

        var isConstant: Bool {
            if case .constant = self { true } else { false }
        }
    }

    let op: ValueOperators.Arithmetic
    let left: Operand
    let right: Operand
    /// How many arguments the closure's compiled body needs (its named parameters).
    let minimumArguments: Int

    /// `op` on two operands, as the compiled body reads them (`CompiledBody`'s shortcut).
    init(_ op: ValueOperators.Arithmetic, _ left: Operand, _ right: Operand) {
        self.op = op
        self.left = left
        self.right = right
        minimumArguments = 0
    }

    /// `body`'s shape, when it has it: parameters named or written `$n`, literals written as
    /// Int digits.
    init?(body: Expr, parameters: [String]) {
        guard case .binary(let name, let lhs, let rhs) = body.kind, let op = ValueOperators.Arithmetic(rawValue: name),
              let left = Self.operand(lhs, parameters), let right = Self.operand(rhs, parameters) else { return nil }
        self.op = op
        self.left = left
        self.right = right
        minimumArguments = parameters.count
    }

    /// The operand `expr` is, read as the compiled body reads it: a named parameter by the
    /// last index of its name.
    private static func operand(_ expr: Expr, _ parameters: [String]) -> Operand? {
        switch expr.kind {
        case .closureParameter(let index): return .argument(index)
        case .integer(let value): return .constant(value)
        case .identifier(let name): return parameters.lastIndex(of: name).map(Operand.argument)
        default: return nil
        }
    }

    /// The closure's result for one argument, when it is exact Int arithmetic.
    @inline(__always)
    func callAsFunction(_ first: MarbleValue) -> MarbleValue? {
        guard minimumArguments <= 1, case .int(let only) = first,
              let lhs = value(left, only, nil), let rhs = value(right, only, nil),
              let result = op.exactly(lhs, rhs) else { return nil }
        return .int(result)
    }

    /// The closure's result for two arguments, when it is exact Int arithmetic.
    @inline(__always)
    func callAsFunction(_ first: MarbleValue, _ second: MarbleValue) -> MarbleValue? {
        guard minimumArguments <= 2, case .int(let one) = first, case .int(let two) = second,
              let lhs = value(left, one, two), let rhs = value(right, one, two),
              let result = op.exactly(lhs, rhs) else { return nil }
        return .int(result)
    }

    /// The closure's result for an argument array (a compiled body's call), when it is exact
    /// Int arithmetic; an operand past the arguments is `nil`, and the body reports it.
    @inline(__always)
    func callAsFunction(_ arguments: [MarbleValue]) -> MarbleValue? {
        func value(_ operand: Operand) -> Int? {
            switch operand {
            case .constant(let value): return value
            case .argument(let index):
                guard index < arguments.count, case .int(let value) = arguments[index] else { return nil }
                return value
            }
        }
        guard let lhs = value(left), let rhs = value(right), let result = op.exactly(lhs, rhs) else { return nil }
        return .int(result)
    }

    @inline(__always)
    private func value(_ operand: Operand, _ first: Int, _ second: Int?) -> Int? {
        switch operand {
        case .constant(let value): return value
        case .argument(0): return first
        case .argument(1): return second
        case .argument: return nil
        }
    }
}
