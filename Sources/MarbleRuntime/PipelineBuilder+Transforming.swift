import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let transformingOperators = ["filter", "map", "scan", "tryMap"]

    /// Operators that transform, filter or accumulate the values of one upstream.
    func transformingOperator(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject? {
        let upstream = call.upstream.publisher
        switch call.name.name {
        case "map":
            let closureExpr = try args.closure("a closure such as { $0 * 10 }")
            let transform = runtimeClosure(try closure(closureExpr), at: closureExpr)
            return call.derived(upstream.map { value in transform([value]) ?? value })
        case "tryMap":
            // A closure error here is a failure of the stream, drawn as an X.
            let closureExpr = try args.closure("a closure such as { $0 * 10 }")
            let body = try closure(closureExpr)
            return call.derived(upstream.tryMap { (value: MarbleValue) throws(MarbleError) -> MarbleValue in
                do { return try body([value]) } catch let error as RuntimeError { throw MarbleError(error.message) } catch { throw MarbleError("\(error)") }
            })
        case "filter":
            let closureExpr = try args.closure("a predicate such as { $0 > 2 }")
            let predicate = runtimeClosure(try closure(closureExpr), at: closureExpr)
            let log = runErrors
            return call.derived(upstream.filter { value in
                switch predicate([value]) {
                case .bool(let keep)?: return keep
                case let other?:
                    log.report(RuntimeError("the filter returned \(other.typeName), not Bool", at: closureExpr.range), at: closureExpr.range)
                    return false
                case nil: return false
                }
            })
        case "scan":
            let seed = try value(try args.requirePositional("the initial result"))
            let closureExpr = try args.closure("an accumulator such as + or { $0 + $1 }")
            let next = runtimeClosure(try closure(closureExpr), at: closureExpr)
            return call.derived(upstream.scan(seed) { result, value in next([result, value]) ?? result })
        default:
            return nil
        }
    }
}
