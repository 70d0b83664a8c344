import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// The closures `handleEvents` takes.
    static let handleEventsLabels: Set<String> = ["receiveSubscription", "receiveOutput", "receiveCompletion", "receiveCancel", "receiveRequest"]

    /// `map`.
    func makeMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a closure such as { $0 * 10 }")
        let body = try closure(closureExpr)
        let transform = ReusedArguments(runtimeClosure(body, at: closureExpr))
        // Int arithmetic in place where it is exact; every other value through the closure.
        guard let exact = body.intArithmetic else {
            return call.derived(upstream.map { value in transform(value) ?? value })
        }
        return call.derived(upstream.map { value in exact(value) ?? transform(value) ?? value })
    }

    /// `tryMap`.
    func makeTryMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // A closure error here is a failure of the stream, drawn as an X.
        let closureExpr = try args.closure("a closure such as { $0 * 10 }")
        let body = failing(try closure(closureExpr))
        return call.derived(upstream.tryMap { (value: MarbleValue) throws(MarbleError) -> MarbleValue in try body([value]) })
    }

    /// `compactMap`.
    func makeCompactMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a closure such as { $0 > 2 ? $0 : nil }")
        let transform = ReusedArguments(runtimeOptionalClosure(try closure(closureExpr), at: closureExpr))
        return call.derived(upstream.compactMap { value in transform(value) })
    }

    /// `tryCompactMap`.
    func makeTryCompactMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let closureExpr = try args.closure("a closure such as { $0 > 2 ? 10 / $0 : nil }")
        let body = try closure(closureExpr)
        return call.derived(upstream.tryCompactMap { (value: MarbleValue) throws(MarbleError) -> MarbleValue? in
            do { return try body.optional([value]) } catch { throw Self.failure(error) }
        })
    }

    /// `scan`.
    func makeScan(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let (seed, closureExpr) = try accumulator(&args, example: "+ or { $0 + $1 }")
        let body = try closure(closureExpr)
        let next = ReusedArguments(runtimeClosure(body, at: closureExpr))
        // Int arithmetic in place where it is exact; every other value through the closure.
        guard let exact = body.intArithmetic else {
            return call.derived(upstream.scan(seed) { result, value in next(result, value) ?? result })
        }
        return call.derived(upstream.scan(seed) { result, value in exact(result, value) ?? next(result, value) ?? result })
    }

    /// `tryScan`.
    func makeTryScan(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let (seed, closureExpr) = try accumulator(&args, example: "+ or { $0 / $1 }")
        let next = failing(try closure(closureExpr))
        return call.derived(upstream.tryScan(seed) { (result: MarbleValue, value: MarbleValue) throws(MarbleError) -> MarbleValue in
            try next([result, value])
        })
    }

    /// `mapError`.
    func makeMapError(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // The closure sees the error's message as a String; what it returns, printed, is
        // the new error.
        let closureExpr = try args.closure("a closure such as { \"wrapped: \\($0)\" }")
        let transform = runtimeClosure(try closure(closureExpr), at: closureExpr)
        return call.derived(upstream.mapError { error in MarbleError(transform([.string(error.message)])?.description ?? error.message) })
    }

    /// `setFailureType`.
    func makeSetFailureType(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // Every stream of a diagram already fails with a message: nothing to change. The
        // type (`to: MyError.self`) documents the pipeline and is not evaluated.
        _ = try args.requireLabeled("to", "the failure type, e.g. Error.self")
        return call.derived(upstream)
    }

    /// `replaceError`.
    func makeReplaceError(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let output = try value(try args.requireLabeled("with", "the value that replaces a failure"))
        return call.derived(upstream.replaceError(with: output).setFailureType(to: MarbleError.self))
    }

    /// `replaceNil(with:)`: Combine's is `map { $0 ?? output }`.
    func makeReplaceNil(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let output = try value(try args.requireLabeled("with", "the value that replaces nil"))
        return call.derived(upstream.map { $0 == .nilValue ? output : $0 })
    }

    /// `replaceEmpty`.
    func makeReplaceEmpty(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let output = try value(try args.requireLabeled("with", "the value that replaces an empty stream"))
        return call.derived(upstream.replaceEmpty(with: output))
    }

    /// `ignoreOutput`.
    func makeIgnoreOutput(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        return call.derived(upstream.ignoreOutput().map { (never: Never) -> MarbleValue in })
    }

    /// `handleEvents`.
    func makeHandleEvents(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // Its closures act on the file's variables as a sink's do (`receiveOutput: {
        // seen.append($0) }`, `receiveCancel: { cancelled = true }`); those other than
        // `receiveOutput` receive `()`, so they may count but not look at what they get.
        var effects: [String: (MarbleValue) -> Void] = [:]
        for label in Self.handleEventsLabels {
            if let expr = args.labeled(label) { effects[label] = effect(try closure(expr)) }
        }
        let none = MarbleValue.tuple([])
        return call.derived(upstream.handleEvents(
            receiveSubscription: effects["receiveSubscription"].map { run in { _ in run(none) } },
            receiveOutput: effects["receiveOutput"],
            receiveCompletion: effects["receiveCompletion"].map { run in { _ in run(none) } },
            receiveCancel: effects["receiveCancel"].map { run in { run(none) } },
            receiveRequest: effects["receiveRequest"].map { run in { _ in run(none) } }))
    }

    /// `print("label", to: nil)`: Combine logs every event to the console; the diagram draws
    /// them all already, so it passes everything on as it comes (as `print` in a closure
    /// prints nothing).
    func makePrint(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        if let label = args.positional() {
            guard case .value(.string) = try evaluate(label) else { throw RuntimeError.printLabel(label.text, at: label.range) }
        }
        if let stream = args.labeled("to"), stream.kind != .nilLiteral {
            throw RuntimeError.printStream(stream.text, at: stream.range)
        }
        return call.derived(call.upstream.publisher.handleEvents())
    }

    /// A closure for the `try` operators: an error while it runs (division by zero, a type
    /// mismatch) becomes the failure of the stream, with the error's message.
    func failing(_ closure: ClosureValue) -> ([MarbleValue]) throws(MarbleError) -> MarbleValue {
        let call = closure.prepared()
        return { (arguments: [MarbleValue]) throws(MarbleError) -> MarbleValue in
            do { return try call(arguments) } catch { throw Self.failure(error) }
        }
    }

    /// The failure a closure error becomes in a `try` operator.
    static func failure(_ error: Error) -> MarbleError {
        if let thrown = error as? ClosureThrow { return MarbleError(thrown.value.description) }
        if let error = error as? RuntimeError { return MarbleError(error.message) }
        return MarbleError("\(error)")
    }

    /// As `runtimeClosure`, for a closure that may return `nil` (`compactMap`): an error is
    /// logged against the closure and the value is dropped.
    func runtimeOptionalClosure(_ closure: ClosureValue, at expr: Expr) -> ([MarbleValue]) -> MarbleValue? {
        let log = runErrors
        let call = closure.prepared()
        return { arguments in
            do {
                let value = try call(arguments)
                return value == .nilValue ? nil : value
            } catch {
                log.report(error, at: expr.range)
                return nil
            }
        }
    }
}
