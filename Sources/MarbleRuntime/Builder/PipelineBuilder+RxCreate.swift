import MarbleDSL
import MarbleTrace
import Reactive

/// RxSwift's `Observable.create { observer in ... }`: the closure runs at each subscription
/// with an observer of its own; its `observer.onNext(v)`, `onError(e)` and `onCompleted()`
/// (written `send` by the front end) go to that subscriber at once, and nothing after the
/// first completion or error is delivered. `return Disposables.create()` gives the
/// subscription nothing to cancel.
extension PipelineBuilder {
    /// `RxCreate { observer in ... }` (`RxSwiftObservables`), or `nil` for another name. The
    /// observer is the closure's parameter, or `$0` where it names none; `floatingPoint`
    /// (`Observable<Double>.create`) makes its whole numbers `Double`s, as Swift types them.
    func makeRxCreate(_ name: String, _ args: inout Arguments, floatingPoint: Bool = false) throws -> RuntimeObject? {
        guard name == "RxCreate", bindings[name] == nil else { return nil }
        let closureExpr = try args.closure("a closure that sends to its observer, such as "
            + "{ observer in observer.onNext(1); observer.onCompleted(); return Disposables.create() }")
        let written = try closure(closureExpr)
        let observer: Expr.Kind = written.parameters.first.map { .identifier($0) } ?? .closureParameter(0)
        let log = runErrors, runGuard = recorder.runGuard
        let publisher = Publishers.Create<MarbleValue, MarbleError> { [unowned self] subscriber in
            guard runGuard.spend(at: closureExpr.range) else { return AnyCancellable {} }
            let run = ClosureValue(parameters: written.parameters, body: written.body,
                                   call: observerCalls(observer, subscriber, floatingPoint: floatingPoint, otherwise: written.call),
                                   captured: written.captured, declaredError: written.declaredError)
            do {
                _ = try run([.string("observer")])
            } catch {
                log.report(error, at: closureExpr.range)
            }
            return AnyCancellable {}
        }
        return .publisher(PublisherHandle(publisher: publisher.eraseToAnyPublisher(), role: .source))
    }

    /// How the closure's calls run: `observer.send(v)` and `observer.send(completion: c)` go
    /// to `subscriber`, `Disposables.create()` is nothing to dispose, any other call as
    /// `otherwise` runs it.
    private func observerCalls(_ observer: Expr.Kind, _ subscriber: Publishers.Create<MarbleValue, MarbleError>.Subscriber,
                               floatingPoint: Bool, otherwise: ((Expr, ValueEvaluator) throws -> MarbleValue)?) -> (Expr, ValueEvaluator) throws -> MarbleValue {
        { expr, frame in
            guard case .call(let callee, let arguments, nil) = expr.kind, case .member(let base, let method) = callee.kind else {
                return try Self.otherCall(expr, frame, otherwise)
            }
            if base.kind == .identifier("Disposables"), method.name == "create", arguments.isEmpty { return .tuple([]) }
            guard base.kind == observer else { return try Self.otherCall(expr, frame, otherwise) }
            switch (method.name, arguments.count, arguments.first?.label?.name) {
            case ("send", 1, nil):
                let value = try frame.evaluate(arguments[0].value)
                subscriber.send(floatingPoint ? value.floatingPoint : value)
            case ("send", 1, "completion"?):
                subscriber.send(completion: try Self.completion(arguments[0].value, frame))
            default:
                throw RuntimeError.notAnObserverCall(expr.text, at: expr.range)
            }
            return .tuple([])
        }
    }

    private static func otherCall(_ expr: Expr, _ frame: ValueEvaluator,
                                  _ otherwise: ((Expr, ValueEvaluator) throws -> MarbleValue)?) throws -> MarbleValue {
        guard let otherwise else { throw RuntimeError.notAClosureValue(expr.text, at: expr.range) }
        return try otherwise(expr, frame)
    }

    /// `.finished` or `.failure(error)`, as the front end writes `onCompleted()` and `onError(error)`.
    static func completion(_ expr: Expr, _ frame: ValueEvaluator) throws -> Subscribers.Completion<MarbleError> {
        if case .call(let callee, let arguments, nil) = expr.kind, callee.kind == .implicitMember("failure"), arguments.count == 1 {
            return .failure(MarbleError(try frame.evaluate(arguments[0].value).description))
        }
        guard expr.kind == .implicitMember("finished") else { throw RuntimeError.notAClosureValue(expr.text, at: expr.range) }
        return .finished
    }
}
