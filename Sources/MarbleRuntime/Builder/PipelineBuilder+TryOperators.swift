import MarbleDSL
import MarbleTrace
import Reactive

/// The `try` forms of the selecting, matching, sequence and comparing operators
/// (`tryFirst(where:)`, `tryContains(where:)`, `tryDrop(while:)`, `tryMax(by:)`, ...): as their
/// plain forms, but a `throw` in the closure fails the stream with the thrown error and
/// cancels the upstream, as Combine's `try` operators do.
extension PipelineBuilder {
    /// `tryFirst(where:)`, `tryLast(where:)`, `tryContains(where:)`.
    func makeTrySelecting(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let test = try throwingTest(try tryClosure(call, &args, label: "where"))
        let predicate = { (value: MarbleValue) throws(MarbleError) -> Bool in try test([value]) }
        switch call.name.name {
        case "tryFirst": return call.derived(upstream.tryFirst(where: predicate))
        case "tryLast": return call.derived(upstream.tryLast(where: predicate))
        default: return call.derived(upstream.tryContains(where: predicate).map { MarbleValue.bool($0) })
        }
    }

    /// `tryAllSatisfy`.
    func makeTryAllSatisfy(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let test = try throwingTest(try args.closure("a predicate such as { $0 > 0 }"))
        let predicate = { (value: MarbleValue) throws(MarbleError) -> Bool in try test([value]) }
        return call.derived(call.upstream.publisher.tryAllSatisfy(predicate).map { MarbleValue.bool($0) })
    }

    /// `tryDrop(while:)`, `tryPrefix(while:)`.
    func makeTryWhile(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let test = try throwingTest(try tryClosure(call, &args, label: "while"))
        let predicate = { (value: MarbleValue) throws(MarbleError) -> Bool in try test([value]) }
        return call.name.name == "tryDrop"
            ? call.derived(upstream.tryDrop(while: predicate))
            : call.derived(upstream.tryPrefix(while: predicate))
    }

    /// `tryRemoveDuplicates(by:)`, `tryMax(by:)`, `tryMin(by:)`.
    func makeTryComparing(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let test = try throwingTest(try tryClosure(call, &args, label: "by"))
        let predicate = { (lhs: MarbleValue, rhs: MarbleValue) throws(MarbleError) -> Bool in try test([lhs, rhs]) }
        switch call.name.name {
        case "tryMax": return call.derived(upstream.tryMax(by: predicate))
        case "tryMin": return call.derived(upstream.tryMin(by: predicate))
        default: return call.derived(upstream.tryRemoveDuplicates(by: predicate))
        }
    }

    /// The closure of a `try` operator: labelled, or trailing as Swift allows.
    private func tryClosure(_ call: OperatorCall, _ args: inout Arguments, label: String) throws -> Expr {
        if let closureExpr = closureArgument(&args, label: label) { return closureExpr }
        throw RuntimeError.missingLabeledArgument(label, to: call.name.name,
                                                  expected: "a closure such as \(call.name.name)(\(label): { $0 > 0 })",
                                                  at: call.expr.range)
    }

    /// A predicate whose `throw` becomes the stream's failure; a result that is not a Bool is
    /// an error against the closure and counts as false.
    private func throwingTest(_ closureExpr: Expr) throws -> ([MarbleValue]) throws(MarbleError) -> Bool {
        let body = failing(try closure(closureExpr))
        let log = runErrors
        return { (arguments: [MarbleValue]) throws(MarbleError) -> Bool in
            Self.answer(try body(arguments), of: "predicate", closureExpr, log)
        }
    }
}
