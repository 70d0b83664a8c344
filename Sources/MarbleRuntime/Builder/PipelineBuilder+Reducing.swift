import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// The initial result and the accumulating closure that `scan`, `reduce` and their `try`
    /// forms take, in that order; `example` shows a closure in the error when one is missing.
    func accumulator(_ args: inout Arguments, example: String) throws -> (seed: MarbleValue, closure: Expr) {
        let seed = try value(try args.requirePositional("the initial result"))
        return (seed, try args.closure("an accumulator such as \(example)"))
    }

    /// `reduce`.
    func makeReduce(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let (seed, closureExpr) = try accumulator(&args, example: "+ or { $0 + $1 }")
        let body = try closure(closureExpr)
        let next = ReusedArguments(runtimeClosure(body, at: closureExpr))
        // Int arithmetic in place where it is exact; every other value through the closure.
        guard let exact = body.intArithmetic else {
            return call.derived(upstream.reduce(seed) { result, value in next(result, value) ?? result })
        }
        return call.derived(upstream.reduce(seed) { result, value in exact(result, value) ?? next(result, value) ?? result })
    }

    /// `tryReduce`.
    func makeTryReduce(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let (seed, closureExpr) = try accumulator(&args, example: "+ or { $0 / $1 }")
        let next = failing(try closure(closureExpr))
        return call.derived(upstream.tryReduce(seed) { (result: MarbleValue, value: MarbleValue) throws(MarbleError) -> MarbleValue in
            try next([result, value])
        })
    }

    /// `collect`.
    func makeCollect(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // `collect(.byTime(...))` and `.byTimeOrCount(...)` were taken by the timing
        // operators, which are asked first.
        guard let countExpr = args.positional() else {
            return call.derived(upstream.collect().map { MarbleValue.array($0) })
        }
        let size = try nonNegativeInteger(countExpr, "how many values per array, or .byTime(main, ticks)")
        guard size > 0 else {
            throw RuntimeError.collectZero(at: countExpr.range)
        }
        return call.derived(upstream.collect(size).map { MarbleValue.array($0) })
    }

    /// `count`.
    func makeCount(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        return call.derived(upstream.count().map { MarbleValue.int($0) })
    }

    /// `min` or `max`.
    func makeMinOrMax(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let ordered: (MarbleValue, MarbleValue) -> Bool
        if let closureExpr = closureArgument(&args, label: "by") {
            ordered = try pairPredicate(closureExpr)
        } else {
            let log = runErrors
            let range = call.expr.range
            ordered = { lhs, rhs in
                do { return try Self.ascending(lhs, rhs) } catch {
                    log.report(RuntimeError.wrapping(error, at: range), at: range)
                    return false
                }
            }
        }
        return call.derived(call.name.name == "max" ? upstream.max(by: ordered) : upstream.min(by: ordered))
    }

    /// `contains`.
    func makeContains(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        if let closureExpr = closureArgument(&args, label: "where") {
            return call.derived(upstream.contains(where: try predicate(closureExpr)).map { MarbleValue.bool($0) })
        }
        let wanted = try value(try args.requirePositional("the value to look for, or where: { ... }"))
        return call.derived(upstream.contains(wanted).map { MarbleValue.bool($0) })
    }

    /// `allSatisfy`.
    func makeAllSatisfy(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a predicate such as { $0 > 0 }")
        return call.derived(upstream.allSatisfy(try predicate(closureExpr)).map { MarbleValue.bool($0) })
    }

    /// The natural order of values for `min()` and `max()`: numbers (Int and Double mixed)
    /// and strings; anything else cannot be compared.
    static func ascending(_ lhs: MarbleValue, _ rhs: MarbleValue) throws -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b
        case (.string(let a), .string(let b)): return a < b
        default:
            guard let a = lhs.number, let b = rhs.number else {
                throw ComparisonError(message: "cannot compare \(lhs.typeName) and \(rhs.typeName)")
            }
            return a < b
        }
    }

    private struct ComparisonError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
