import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    typealias MarblePublisher = AnyPublisher<MarbleValue, MarbleError>

    /// `merge`.
    func makeMerge(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        try refuseClosure(args, call)
        let first = try publisherArgument(try args.requireLabeled("with", "a publisher to merge with"))
        var others = [first]
        while let expr = args.positional() { others.append(try publisherArgument(expr)) }
        return call.derived(Publishers.MergeMany([upstream] + others.map(\.publisher)), alsoFrom: others)
    }

    /// `combineLatest` or `zip`.
    func makeCombineLatestOrZip(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        return try combining(call, &args, zip: call.name.name == "zip")
    }


    /// `switchToLatest`.
    func makeSwitchToLatest(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        try refuseClosure(args, call)
        let lanes = InnerLanes(recorder: recorder)
        let log = runErrors
        let switched = lanes.branching { [publisherValues] instrument in
            upstream.map { value -> MarblePublisher in
                guard case .publisher(let reference) = value, let inner = publisherValues.publisher(for: reference) else {
                    log.report(RuntimeError.switchToLatestNotAPublisher(value, at: call.name.range), at: call.name.range)
                    return Empty().eraseToAnyPublisher()
                }
                return instrument(inner, reference.label)
            }.switchToLatest().eraseToAnyPublisher()
        }
        return withInnerLanes(call.derived(switched), lanes)
    }

    /// `append` or `prepend`.
    func makeAppendOrPrepend(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try refuseClosure(args, call)
        return try concatenate(call, &args, append: call.name.name == "append")
    }

    /// `catch`, and `tryCatch` (whose closure, here, builds the replacement as `catch`'s does).
    func makeCatch(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a closure that builds the replacement, such as { Just(0) }")
        let replacement = try publisherFactory(closureExpr) { Self.notAPublisher($0, call.name.name, closureExpr) }
        // The closure gets the error's message as `$0`.
        return call.derived(upstream.catch { error in replacement([.string(error.message)]) })
    }

    /// `retry`.
    func makeRetry(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        try refuseClosure(args, call)
        let countExpr = try args.requirePositional("how many times to resubscribe, e.g. 2")
        let count = try integer(countExpr, "a whole number of retries")
        guard count >= 0 else {
            throw RuntimeError.negativeRetryCount(count, at: countExpr.range)
        }
        // Each resubscription is a step of work: `Fail(...).retry(1000000000)` loops
        // inside one action, where only the run's guard can stop it.
        let runGuard = recorder.runGuard
        let guarded = Deferred { () -> MarblePublisher in
            runGuard.spend(at: call.name.range) ? upstream : Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        return call.derived(guarded.retry(count))
    }

    /// `prefix` or `drop`.
    func makeUntilOutputFrom(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // Only the `untilOutputFrom:` forms are ours; `prefix(2)`, `drop(while:)` belong
        // to the transforming operators.
        let otherExpr = try args.requireLabeled("untilOutputFrom", "a publisher whose first value ends or starts the stream")
        try refuseClosure(args, call)
        let other = try publisherArgument(otherExpr)
        let made: MarblePublisher = call.name.name == "prefix"
            ? upstream.prefix(untilOutputFrom: other.publisher).eraseToAnyPublisher()
            : upstream.drop(untilOutputFrom: other.publisher).eraseToAnyPublisher()
        return call.derived(made, alsoFrom: [other])
    }

    /// `combineLatest(p)`, `zip(p, q)`, each with an optional closure over the values.
    /// `rxZip`: RxSwift's zip, which completes only when every source has.
    func combining(_ call: OperatorCall, _ args: inout Arguments, zip: Bool, rxZip: Bool = false) throws -> RuntimeObject {
        var positionals: [Expr] = []
        while let expr = args.positional() { positionals.append(expr) }
        var closureExpr = args.trailingClosure
        // `zip(p, { $0 + $1 })`: a closure may also come last among the arguments.
        if closureExpr == nil, let last = positionals.last, case .closure = try evaluate(last) {
            closureExpr = positionals.removeLast()
        }
        let others = try positionals.map(publisherArgument)
        guard (1...3).contains(others.count) else {
            throw RuntimeError.oneToThreePublishers(call.name.name, at: call.expr.range)
        }
        let a = call.upstream.publisher
        let p = others.map(\.publisher)
        var combined: AnyPublisher<[MarbleValue], MarbleError>
        switch (others.count, zip) {
        case (1, true): combined = a.zip(p[0]).map { [$0, $1] }.eraseToAnyPublisher()
        case (1, false): combined = a.combineLatest(p[0]).map { [$0, $1] }.eraseToAnyPublisher()
        case (2, true): combined = a.zip(p[0], p[1]).map { [$0, $1, $2] }.eraseToAnyPublisher()
        case (2, false): combined = a.combineLatest(p[0], p[1]).map { [$0, $1, $2] }.eraseToAnyPublisher()
        case (_, true): combined = a.zip(p[0], p[1], p[2]).map { [$0, $1, $2, $3] }.eraseToAnyPublisher()
        default: combined = a.combineLatest(p[0], p[1], p[2]).map { [$0, $1, $2, $3] }.eraseToAnyPublisher()
        }
        if rxZip { combined = Publishers.RxZip([a] + p).eraseToAnyPublisher() }
        guard let closureExpr else {
            return call.derived(combined.map { MarbleValue.tuple($0) }, alsoFrom: others)
        }
        let transform = runtimeClosure(try closure(closureExpr), at: closureExpr)
        return call.derived(combined.map { values in transform(values) ?? .tuple(values) }, alsoFrom: others)
    }

    /// `flatMap { ... }` and `flatMap(maxPublishers: .max(n)) { ... }`: the closure builds the
    /// inner publisher from each value, at run time.
    func makeFlatMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try flatMap(call, &args, rx: false)
    }

    /// RxSwift's `flatMap`: an inner observable's error unsubscribes from upstream too.
    func makeRxFlatMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try flatMap(call, &args, rx: true)
    }

    private func flatMap(_ call: OperatorCall, _ args: inout Arguments, rx: Bool) throws -> RuntimeObject {
        let maxPublishers = try args.labeled("maxPublishers").map(demand) ?? .unlimited
        if maxPublishers == .none {
            throw RuntimeError.maxPublishersNone(at: call.expr.range)
        }
        let closureExpr = try args.closure("a closure that builds a publisher, such as { cold(\"-a|\") }")
        let inner = try publisherFactory(closureExpr) { Self.notAPublisher($0, "flatMap", closureExpr) }
        let lanes = InnerLanes(recorder: recorder)
        let label = Self.closureBodyText(closureExpr)
        let upstream = call.upstream.publisher
        let flattened = lanes.branching { instrument in
            if rx { return upstream.rxFlatMap { value in instrument(inner([value]), label) }.eraseToAnyPublisher() }
            return upstream.flatMap(maxPublishers: maxPublishers) { value in instrument(inner([value]), label) }.eraseToAnyPublisher()
        }
        return withInnerLanes(call.derived(flattened), lanes)
    }

    /// `append(p)` / `prepend(p)` with a publisher, `append(1, 2)` with values, or
    /// `append(airTransport)` with one array: its elements, as Combine's `append<S: Sequence>`.
    private func concatenate(_ call: OperatorCall, _ args: inout Arguments, append: Bool) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        var values: [MarbleValue] = []
        var other: PublisherHandle?
        var count = 0
        var isSequence = false
        while let expr = args.positional() {
            count += 1
            switch try evaluate(expr) {
            case .value(.array(let elements)) where count == 1 && args.peekPositional() == nil:
                values = elements
                isSequence = true
            case .value(let value) where other == nil:
                values.append(value)
            case .publisher, .subject:
                guard values.isEmpty, other == nil else { fallthrough }
                other = try publisherArgument(expr)
            default:
                throw RuntimeError.cannotConcatenate(expr.text, appending: append, at: expr.range)
            }
        }
        let handle = other ?? PublisherHandle(publisher: Publishers.Sequence<MarbleValue, MarbleError>(values).eraseToAnyPublisher(), role: .source)
        if other == nil, values.isEmpty, !isSequence {
            throw RuntimeError.missingArgument(to: call.name.name, expected: "a publisher, or values such as 1, 2", at: call.expr.range)
        }
        let made = append
            ? upstream.append(handle.publisher).eraseToAnyPublisher()
            : upstream.prepend(handle.publisher).eraseToAnyPublisher()
        return call.derived(made, alsoFrom: other.map { [$0] } ?? [])
    }

    private func publisherArgument(_ expr: Expr) throws -> PublisherHandle {
        try publisher(try evaluate(expr), expr)
    }

    func refuseClosure(_ args: Arguments, _ call: OperatorCall) throws {
        if let closure = args.trailingClosure {
            throw RuntimeError.takesNoClosure(call.name.name, at: closure.range)
        }
    }

    private func withInnerLanes(_ object: RuntimeObject, _ lanes: InnerLanes) -> RuntimeObject {
        guard case .publisher(var handle) = object else { return object }
        handle.innerLanes = lanes
        return .publisher(handle)
    }

    private static func notAPublisher(_ object: RuntimeObject, _ name: String, _ closureExpr: Expr) -> RuntimeError {
        RuntimeError.closureBuiltNoPublisher(name, object.kindName, at: closureExpr.range)
    }

    /// `cold("-a|")` for `{ cold("-a|") }`: the inner lanes' label.
    private static func closureBodyText(_ expr: Expr) -> String {
        if case .closure(_, let body) = expr.kind { return body.text }
        return expr.text
    }
}
