import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// `filter`.
    func makeFilter(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a predicate such as { $0 > 2 }")
        return call.derived(upstream.filter(try predicate(closureExpr, named: "filter")))
    }

    /// `tryFilter`.
    func makeTryFilter(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a predicate such as { 10 / $0 > 2 }")
        let body = failing(try closure(closureExpr))
        let log = runErrors
        return call.derived(upstream.tryFilter { (value: MarbleValue) throws(MarbleError) -> Bool in
            Self.answer(try body([value]), of: "predicate", closureExpr, log)
        })
    }

    /// `removeDuplicates`.
    func makeRemoveDuplicates(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        guard let closureExpr = closureArgument(&args, label: "by") else {
            return call.derived(upstream.removeDuplicates())
        }
        return call.derived(upstream.removeDuplicates(by: try pairPredicate(closureExpr)))
    }

    /// `dropFirst`.
    func makeDropFirst(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let skipped = try args.positional().map { try nonNegativeInteger($0, "how many values to skip") } ?? 1
        return call.derived(upstream.dropFirst(skipped))
    }

    /// `drop`.
    func makeDrop(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        guard let closureExpr = closureArgument(&args, label: "while") else {
            throw RuntimeError.missingLabeledArgument("while", to: "drop", expected: "a predicate such as drop(while: { $0 < 3 })", at: call.expr.range)
        }
        return call.derived(upstream.drop(while: try predicate(closureExpr)))
    }

    /// `prefix`.
    func makePrefix(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        if let closureExpr = closureArgument(&args, label: "while") {
            return call.derived(upstream.prefix(while: try predicate(closureExpr)))
        }
        let maxLength = try nonNegativeInteger(try args.requirePositional("how many values to keep, or while: { ... }"), "how many values to keep")
        return call.derived(upstream.prefix(maxLength))
    }

    /// `output(at:)`, or `output(in: 3...5)` (`..<` too): the values whose index is in the range.
    func makeOutput(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        if let rangeExpr = args.labeled("in") {
            guard case .binary(let op, let lhs, let rhs) = rangeExpr.kind, op == "..." || op == "..<" else {
                throw RuntimeError.notAnIndexRange(rangeExpr.text, at: rangeExpr.range)
            }
            let low = try nonNegativeInteger(lhs, "an index from 0")
            let high = try nonNegativeInteger(rhs, "an index from 0")
            guard high < Int.max else { throw RuntimeError.indexTooLarge(at: call.expr.range) }
            let upper = op == "..." ? high + 1 : high
            guard upper >= low else { throw RuntimeError.notAnIndexRange(rangeExpr.text, at: rangeExpr.range) }
            return call.derived(upstream.output(in: low ..< upper))
        }
        let index = try nonNegativeInteger(try args.requireLabeled("at", "the index of the value to keep, from 0"), "an index from 0")
        guard index < Int.max else {
            throw RuntimeError.indexTooLarge(at: call.expr.range)
        }
        return call.derived(upstream.output(at: index))
    }

    /// `first`.
    func makeFirst(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        guard let closureExpr = closureArgument(&args, label: "where") else {
            return call.derived(upstream.first())
        }
        return call.derived(upstream.first(where: try predicate(closureExpr)))
    }

    /// `last`.
    func makeLast(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        guard let closureExpr = closureArgument(&args, label: "where") else {
            return call.derived(upstream.last())
        }
        return call.derived(upstream.last(where: try predicate(closureExpr)))
    }

    /// The closure of `first(where:)`, `prefix(while:)`, ...: labelled, or trailing as
    /// Swift allows (`first { $0 > 2 }`); `nil` when there is none.
    func closureArgument(_ args: inout Arguments, label: String) -> Expr? {
        args.labeled(label) ?? args.trailingClosure
    }

    /// A count argument: a whole number, not negative.
    func nonNegativeInteger(_ expr: Expr, _ what: String) throws -> Int {
        let value = try integer(expr, what)
        guard value >= 0 else {
            throw RuntimeError.negative(expr.text, expected: what, at: expr.range)
        }
        return value
    }

    /// A one-value predicate; a result that is not a Bool is an error against the closure
    /// and counts as false.
    func predicate(_ closureExpr: Expr, named name: String = "predicate") throws -> (MarbleValue) -> Bool {
        let test = ReusedArguments(try booleanClosure(closureExpr, named: name))
        return { value in test(value) }
    }

    /// A two-value predicate (`removeDuplicates(by:)`, `max(by:)`), checked as `predicate`.
    func pairPredicate(_ closureExpr: Expr) throws -> (MarbleValue, MarbleValue) -> Bool {
        let test = ReusedArguments(try booleanClosure(closureExpr, named: "predicate"))
        return { lhs, rhs in test(lhs, rhs) }
    }

    private func booleanClosure(_ closureExpr: Expr, named name: String) throws -> ([MarbleValue]) -> Bool {
        let body = runtimeClosure(try closure(closureExpr), at: closureExpr)
        let log = runErrors
        return { arguments in
            // An error in the closure is logged already: the value counts as rejected.
            guard let result = body(arguments) else { return false }
            return Self.answer(result, of: name, closureExpr, log)
        }
    }

    /// What a predicate returned, as its answer: a value that is not a Bool is an error
    /// against the closure and counts as false.
    static func answer(_ result: MarbleValue, of name: String, _ closureExpr: Expr, _ log: RunErrorLog) -> Bool {
        guard case .bool(let answer) = result else {
            log.report(RuntimeError.predicateNotBool(name, returned: result.typeName, at: closureExpr.range), at: closureExpr.range)
            return false
        }
        return answer
    }
}
