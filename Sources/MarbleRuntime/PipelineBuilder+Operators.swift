import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let operators = ["filter", "map", "scan", "sink", "tryMap"]
    /// The deepest operator chain a file may build.
    static let maximumDepth = 500

    /// `receiver.name(args)`: an operator on a publisher, or `sink`.
    func applyOperator(_ name: Identifier, to receiver: RuntimeObject, written receiverExpr: Expr, _ args: inout Arguments, at expr: Expr) throws -> RuntimeObject {
        let upstreamHandle = try publisher(receiver, receiverExpr)
        let upstream = upstreamHandle.publisher
        guard upstreamHandle.depth < Self.maximumDepth else {
            throw RuntimeError("the pipeline is more than \(Self.maximumDepth) operators deep", at: name.range, expected: "a shorter chain of operators")
        }
        func derived<P: Publisher>(_ publisher: P) -> RuntimeObject where P.Output == MarbleValue, P.Failure == MarbleError {
            .publisher(PublisherHandle(publisher: publisher.eraseToAnyPublisher(), role: .operator,
                                       subjects: upstreamHandle.subjects, depth: upstreamHandle.depth + 1))
        }
        switch name.name {
        case "map":
            let closureExpr = try args.closure("a closure such as { $0 * 10 }")
            let transform = runtimeClosure(try closure(closureExpr), at: closureExpr)
            return derived(upstream.map { value in transform([value]) ?? value })
        case "tryMap":
            // A closure error here is a failure of the stream, drawn as an X.
            let closureExpr = try args.closure("a closure such as { $0 * 10 }")
            let body = try closure(closureExpr)
            return derived(upstream.tryMap { (value: MarbleValue) throws(MarbleError) -> MarbleValue in
                do { return try body([value]) } catch let error as RuntimeError { throw MarbleError(error.message) } catch { throw MarbleError("\(error)") }
            })
        case "filter":
            let closureExpr = try args.closure("a predicate such as { $0 > 2 }")
            let predicate = runtimeClosure(try closure(closureExpr), at: closureExpr)
            let log = runErrors
            return derived(upstream.filter { value in
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
            return derived(upstream.scan(seed) { result, value in next([result, value]) ?? result })
        case "sink":
            let subscribeAt = try tickArgument(&args)
            let initial = try args.labeled("demand").map(demand) ?? .unlimited
            let cancelAt = try args.labeled("until").map(tick)
            if let cancelAt, cancelAt < subscribeAt {
                throw RuntimeError("'until:' is before 'at:'", at: expr.range, expected: "a tick at or after \(subscribeAt)")
            }
            return .subscriber(SubscriberHandle(sink: Subscribers.Sink(demand: initial), source: upstream, subscribeAt: subscribeAt, cancelAt: cancelAt))
        default:
            throw RuntimeError("unknown operator '\(name.name)'", at: name.range, expected: "one of: \(Self.operators.joined(separator: ", "))")
        }
    }
}
