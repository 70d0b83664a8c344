import MarbleDSL
import MarbleTrace
import Reactive

/// The operators of the RxSwift dialect that differ from Combine's, built on the engine's Rx
/// operators (`Sources/Reactive/Rx`). Durations are RxTest's virtual time units: one a
/// second, rounded to the nearest (`.milliseconds(300)` is 0); every scheduler is RxTest's
/// `TestScheduler`, whose work asked for "now" runs a tick later.
extension PipelineBuilder {
    /// An RxSwift duration (`.seconds(2)`, `.milliseconds(500)`) in RxTest's units.
    func rxDuration(_ expr: Expr) throws -> Int {
        guard case .call(let callee, let arguments, nil) = expr.kind, case .implicitMember(let unit) = callee.kind,
              arguments.count == 1, arguments[0].label == nil, let perUnit = DurationUnits.nanosecondsPerUnit[unit],
              case .value(.int(let amount))? = try? evaluate(arguments[0].value), amount >= 0 else {
            throw RuntimeError.notATickCount(expr.text, at: expr.range)
        }
        let (nanoseconds, overflow) = amount.multipliedReportingOverflow(by: perUnit)
        let units = overflow ? Int.max : RxTestScheduler.units(nanoseconds: nanoseconds, resolution: rxTestResolution)
        guard units <= MarbleRunner.maximumTicks else { throw RuntimeError.notATickCount(expr.text, at: expr.range) }
        return units
    }

    /// RxSwift's `scheduler:` argument: RxTest's scheduler on the run's clock, whichever was named.
    func rxScheduler(_ args: inout Arguments) throws -> any Reactive.Scheduler {
        _ = try args.requireLabeled("scheduler", "a scheduler, e.g. scheduler or MainScheduler.instance")
        return RxTestScheduler(clock: scheduler)
    }

    /// `debounce(_:scheduler:)`.
    func makeRxDebounce(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let dueTime = try rxDuration(try args.requirePositional("a duration, e.g. .milliseconds(300)"))
        return call.derived(call.upstream.publisher.rxDebounce(dueTime, scheduler: try rxScheduler(&args)))
    }

    /// `throttle(_:latest:scheduler:)`.
    func makeRxThrottle(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let dueTime = try rxDuration(try args.requirePositional("a duration, e.g. .milliseconds(300)"))
        let latest = try args.labeled("latest").map(boolean) ?? true
        return call.derived(call.upstream.publisher.rxThrottle(dueTime, latest: latest, scheduler: try rxScheduler(&args)))
    }

    /// `retry(n)`: n attempts in all (Combine's `retry(n - 1)`); `retry()` without a count
    /// resubscribes for as long as the run lets it; `retry(0)` completes at once.
    func makeRxRetry(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        var attempts = Int.max
        if let countExpr = args.positional() {
            attempts = try integer(countExpr, "a whole number of attempts")
            guard attempts >= 0 else { throw RuntimeError.negativeRetryCount(attempts, at: countExpr.range) }
        }
        // RxSwift's `retry(n)` is a catch over `repeatElement(source, count: n)`: with no
        // attempt at all the sequence is empty, so it completes at once and never subscribes
        // to the source (RxSwift 6.10.2, Catch.swift and TailRecursiveSink.swift).
        if attempts == 0 { return call.derived(Empty<MarbleValue, MarbleError>().eraseToAnyPublisher()) }
        let runGuard = recorder.runGuard
        let guarded = Deferred { () -> MarblePublisher in
            runGuard.spend(at: call.name.range) ? upstream : Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        return call.derived(guarded.retry(attempts == Int.max ? Int.max : attempts - 1))
    }

    /// `withLatestFrom(other)` and `withLatestFrom(other) { a, b in ... }`.
    func makeRxWithLatestFrom(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let otherExpr = try args.requirePositional("the publisher whose latest value to take")
        let other = try publisher(try evaluate(otherExpr), otherExpr)
        let upstream = call.upstream.publisher
        let selectorExpr = args.has(label: "resultSelector") ? args.labeled("resultSelector") : args.trailingClosure
        let made: MarblePublisher
        if let selectorExpr {
            let selector = runtimeClosure(try closure(selectorExpr), at: selectorExpr)
            made = upstream.rxWithLatestFrom(other.publisher) { selector([$0, $1]) ?? $1 }.eraseToAnyPublisher()
        } else {
            made = upstream.rxWithLatestFrom(other.publisher).eraseToAnyPublisher()
        }
        return call.derived(made, alsoFrom: [other])
    }

    /// `concatMap { ... }`: the inner publishers in turn, the ones waiting queued.
    func makeRxConcatMap(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let closureExpr = try args.closure("a closure that builds an observable, such as { Observable.just($0) }")
        let inner = try publisherFactory(closureExpr) {
            RuntimeError.closureBuiltNoPublisher("concatMap", $0.kindName, at: closureExpr.range)
        }
        return call.derived(call.upstream.publisher.rxConcatMap { inner([$0]) }.eraseToAnyPublisher())
    }

    /// `share(replay:scope:)`.
    func makeRxShare(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let replay = try args.labeled("replay").map { try integer($0, "how many values to replay") } ?? 0
        var scope = RxShareScope.whileConnected
        if let scopeExpr = args.labeled("scope") {
            switch scopeExpr.kind {
            case .implicitMember("whileConnected"): scope = .whileConnected
            case .implicitMember("forever"): scope = .forever
            default: throw RuntimeError.notATickCount(scopeExpr.text, at: scopeExpr.range)
            }
        }
        return call.derived(Publishers.RxShare(upstream: call.upstream.publisher, replay: replay, scope: scope).eraseToAnyPublisher())
    }

    /// `buffer(timeSpan:count:scheduler:)`.
    func makeRxBuffer(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let timeSpan = try rxDuration(try args.requireLabeled("timeSpan", "a duration, e.g. .seconds(2)"))
        let count = try integer(try args.requireLabeled("count", "how many values fill a buffer"), "a whole number")
        let buffered = call.upstream.publisher.rxBuffer(timeSpan: timeSpan, count: count, scheduler: try rxScheduler(&args))
        return call.derived(buffered.map { MarbleValue.array($0) }.eraseToAnyPublisher())
    }
}
