import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// Every operator name, for the "unknown operator" message.
    static var operators: [String] {
        // A name can belong to two groups (`prefix(2)` and `prefix(untilOutputFrom:)`,
        // `collect(2)` and `collect(.byTime(...))`): list it once.
        Set(["sink"] + transformingOperators + combiningOperators + timingOperators + sharingOperators).sorted()
    }
    /// The deepest operator chain a file may build.
    static let maximumDepth = 500

    /// `receiver.name(args)`: an operator on a publisher, or `sink`.
    func applyOperator(_ name: Identifier, to receiver: RuntimeObject, written receiverExpr: Expr, _ args: inout Arguments, at expr: Expr) throws -> RuntimeObject {
        let upstream = try publisher(receiver, receiverExpr)
        guard upstream.depth < Self.maximumDepth else {
            throw RuntimeError("the pipeline is more than \(Self.maximumDepth) operators deep", at: name.range, expected: "a shorter chain of operators")
        }
        let call = OperatorCall(name: name, upstream: upstream, expr: expr)
        if name.name == "sink" {
            return try sink(call, &args)
        }
        // Combine's own overloads on `[..].publisher`, `Just`, ... win over the generic operators.
        if let made = try specialisedOperator(call, &args) { return made }
        // Each group answers nil for a name that is not its own. Where two groups share a name,
        // the one that claims it only by a label or argument form asks first: timing takes
        // `collect(.byTime(...))`, combining `prefix(untilOutputFrom:)`.
        if let made = try timingOperator(call, &args) { return made }
        if let made = try combiningOperator(call, &args) { return made }
        if let made = try transformingOperator(call, &args) { return made }
        if let made = try sharingOperator(call, &args) { return made }
        // The operators are too many to list in a message: suggest the closest instead.
        throw RuntimeError("unknown operator '\(name.name)'", at: name.range,
                           expected: NameSuggestion.expected(for: name.name, among: Self.operators, what: "an operator",
                                                             fallback: "a Combine operator such as map, filter, scan, merge or flatMap (docs/language.md lists them all)"))
    }

    /// `p.sink(at:demand:until:)`
    private func sink(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let subscribeAt = try tickArgument(&args)
        let initial = try args.labeled("demand").map(demand) ?? .unlimited
        let cancelAt = try args.labeled("until").map(tick)
        if let cancelAt, cancelAt < subscribeAt {
            throw RuntimeError("'until:' is before 'at:'", at: call.expr.range, expected: "a tick at or after \(subscribeAt)")
        }
        return .subscriber(SubscriberHandle(sink: Subscribers.Sink(demand: initial), source: call.upstream.publisher,
                                            inputLanes: call.upstream.inputLanes, subscribeAt: subscribeAt, cancelAt: cancelAt))
    }
}
