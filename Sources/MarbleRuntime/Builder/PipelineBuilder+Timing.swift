import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let timingConstructors = ["Timer"]

    /// `receive`.
    func makeReceive(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let scheduler = try schedulerArgument(try args.requireLabeled("on", Self.schedulerNames))
        return call.derived(upstream.receive(on: scheduler, handOver: receiveOnHandOver))
    }

    /// `subscribe`.
    func makeSubscribe(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let scheduler = try schedulerArgument(try args.requireLabeled("on", Self.schedulerNames))
        return call.derived(upstream.subscribe(on: scheduler))
    }

    /// `delay`.
    func makeDelay(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let interval = try stride(try args.requireLabeled("for", "how many ticks, e.g. 2"))
        let scheduler = try schedulerArgument(try args.requireLabeled("scheduler", Self.schedulerNames))
        return call.derived(upstream.delay(for: interval, scheduler: scheduler))
    }

    /// `debounce`.
    func makeDebounce(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let dueTime = try stride(try args.requireLabeled("for", "how many ticks of silence, e.g. 2"))
        let scheduler = try schedulerArgument(try args.requireLabeled("scheduler", Self.schedulerNames))
        return call.derived(upstream.debounce(for: dueTime, scheduler: scheduler))
    }

    /// `throttle`.
    func makeThrottle(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let interval = try stride(try args.requireLabeled("for", "the window in ticks, e.g. 3"))
        let scheduler = try schedulerArgument(try args.requireLabeled("scheduler", Self.schedulerNames))
        let latest = try boolean(try args.requireLabeled("latest", "true (the newest value of a window) or false (the first)"))
        return call.derived(upstream.throttle(for: interval, scheduler: scheduler, latest: latest))
    }

    /// `timeout`.
    func makeTimeout(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let interval = try stride(try args.requirePositional("how many ticks of silence end the stream, e.g. 3"))
        let schedulerExpr = try args.requireLabeled("scheduler", Self.schedulerNames)
        try Self.refuseTimeout(on: schedulerExpr)
        let scheduler = try schedulerArgument(schedulerExpr)
        let customError = try args.labeled("customError").map { try errorMaker($0) }
        return call.derived(upstream.timeout(interval, scheduler: scheduler, customError: customError))
    }

    /// `collect`.
    func makeCollectByTime(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let strategyExpr = try args.requirePositional("'.byTime(main, n)' or '.byTimeOrCount(main, n, count)'")
        guard let strategy = try timeGrouping(strategyExpr) else {
            throw RuntimeError.notATimeGroupingStrategy(strategyExpr.text, at: strategyExpr.range)
        }
        return call.derived(upstream.collect(strategy).map { MarbleValue.array($0) })
    }

    /// `buffer`.
    func makeBuffer(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        return call.derived(try buffer(upstream, &args))
    }

    /// `Timer(every: 2)`, optionally `scheduler:` (else `main`). `nil` for other names.
    func makeTimingSource(_ name: String, _ args: inout Arguments) throws -> RuntimeObject? {
        guard name == "Timer" else { return nil }
        let everyExpr = try args.requireLabeled("every", "the interval in ticks, e.g. 2")
        let interval = try stride(everyExpr)
        guard interval > 0 else {
            throw RuntimeError.timerIntervalTooShort(at: everyExpr.range)
        }
        let scheduler = try args.labeled("scheduler").map(schedulerArgument) ?? QueueScheduler(clock: self.scheduler)
        let timer = Publishers.Timer<MarbleError>(every: interval, scheduler: scheduler)
        return .publisher(PublisherHandle(publisher: timer.map { MarbleValue.int($0) }.eraseToAnyPublisher(), role: .source))
    }

    // MARK: - Arguments

    static let schedulerNames = "a scheduler: main, immediate or queue(latency: n)"

    /// A scheduler in argument position: `main`, `immediate`, `queue(latency: n)`, and the
    /// names pasted from apps (`DispatchQueue.main`, `RunLoop.main`, `ImmediateScheduler.shared`).
    /// These are names of the language, not bindings.
    func schedulerArgument(_ expr: Expr) throws -> any Reactive.Scheduler {
        switch expr.kind {
        case .identifier("main"):
            return QueueScheduler(clock: scheduler)
        case .identifier("immediate"):
            return ImmediateScheduler(clock: scheduler)
        case .identifier(let name) where boundSchedulers[name] != nil:
            return boundSchedulers[name] == .immediate ? ImmediateScheduler(clock: scheduler) : QueueScheduler(clock: scheduler)
        case .member(let base, let name):
            switch (base.kind, name.name) {
            case (.identifier("DispatchQueue"), "main"), (.identifier("RunLoop"), "main"), (.identifier("OperationQueue"), "main"):
                return QueueScheduler(clock: scheduler)
            case (.identifier("ImmediateScheduler"), "shared"), (.identifier("DispatchQueue"), "immediate"):
                return ImmediateScheduler(clock: scheduler)
            default: break
            }
        case .call(let callee, let arguments, let trailing) where callee.kind == .identifier("queue"):
            var args = Arguments(arguments, trailingClosure: trailing, callRange: expr.range, callee: "queue")
            let latency = try stride(try args.requireLabeled("latency", "how many ticks every job waits, e.g. 2"))
            try args.finish()
            return QueueScheduler(clock: scheduler, latency: latency)
        default: break
        }
        throw RuntimeError.notAScheduler(expr.text, at: expr.range)
    }

    /// A time interval: a plain whole number of seconds, or a duration with a unit
    /// (`.seconds(2)`, `.milliseconds(500)`), in ticks of the file's `tickDuration` (one
    /// second unless the file writes shorter durations).
    func stride(_ expr: Expr) throws -> Int {
        if expr.kind == .implicitMember("zero") { return 0 }
        var count = expr, unit = "seconds"
        if case .call(let callee, let arguments, nil) = expr.kind, case .implicitMember(let name) = callee.kind,
           arguments.count == 1, arguments[0].label == nil {
            guard DurationUnits.nanosecondsPerUnit[name] != nil else {
                throw RuntimeError.unknownDurationUnit(name, at: callee.range)
            }
            count = arguments[0].value
            unit = name
        }
        let ticks: Int? = switch try? evaluate(count) {
        case .value(.int(let amount))? where amount >= 0: tickDuration.ticks(amount, unit)
        case .value(.double(let seconds))? where unit == "seconds": tickDuration.ticks(seconds: seconds)
        default: nil
        }
        guard let ticks, ticks <= MarbleRunner.maximumTicks else {
            throw RuntimeError.notATickCount(expr.text, at: expr.range)
        }
        return ticks
    }

    /// `customError: { "late" }` or `customError: "late"`: the error a stream fails with.
    private func errorMaker(_ expr: Expr) throws -> () -> MarbleError {
        // `{ .timeout }`: a case of an error enum the file declares.
        if case .closure([], let body) = expr.kind, case .implicitMember = body.kind {
            let error = MarbleError(try errorValue(body).description)
            return { error }
        }
        switch try evaluate(expr) {
        case .closure(let closure):
            let body = runtimeClosure(closure, at: expr)
            return { MarbleError(body([])?.description ?? "error") }
        case .value(let value):
            return { MarbleError(value.description) }
        default:
            throw RuntimeError.notAnError(expr.text, at: expr.range)
        }
    }

    /// `.byTime(main, 3)` or `.byTimeOrCount(main, 3, 2)`; `nil` for anything but a
    /// `.name(...)` call, which leaves `collect` to the count-based forms.
    /// Whether `collect`'s argument has the form of a time grouping strategy, `.name(...)`:
    /// then it is ours, and a misspelt strategy is named as such.
    static func isTimeGrouping(_ args: Arguments) -> Bool {
        guard let expr = args.peekPositional(), case .call(let callee, _, nil) = expr.kind,
              case .implicitMember = callee.kind else { return false }
        return true
    }

    private func timeGrouping(_ expr: Expr?) throws -> Publishers.TimeGroupingStrategy? {
        guard let expr, case .call(let callee, let arguments, nil) = expr.kind,
              case .implicitMember(let name) = callee.kind else { return nil }
        guard name == "byTime" || name == "byTimeOrCount" else {
            throw RuntimeError.notATimeGroupingStrategy("." + name, at: callee.range)
        }
        var args = Arguments(arguments, trailingClosure: nil, callRange: expr.range, callee: name)
        let scheduler = try schedulerArgument(try args.requirePositional(Self.schedulerNames))
        let strideExpr = try args.requirePositional("the interval in ticks, e.g. 3")
        let interval = try stride(strideExpr)
        guard interval > 0 else {
            throw RuntimeError.intervalTooShort(at: strideExpr.range)
        }
        if name == "byTime" {
            try args.finish()
            return .byTime(scheduler, interval)
        }
        let countExpr = try args.requirePositional("the most values in one array, e.g. 2")
        let count = try integer(countExpr, "a count of 1 or more")
        guard count > 0 else {
            throw RuntimeError.countTooSmall(at: countExpr.range)
        }
        try args.finish()
        return .byTimeOrCount(scheduler, interval, count)
    }

    /// `buffer(size: 3 | .max, prefetch: .byRequest | .keepFull,
    /// whenFull: .dropOldest | .dropNewest | .customError { "full" })`
    private func buffer(_ upstream: AnyPublisher<MarbleValue, MarbleError>, _ args: inout Arguments) throws -> Publishers.Buffer<AnyPublisher<MarbleValue, MarbleError>> {
        let sizeExpr = try args.requireLabeled("size", "how many values it keeps, e.g. 3, or .max")
        let size: Int
        switch try? evaluate(sizeExpr) {
        case .value(.int(let n))? where n >= 0: size = n
        case .member("max")?: size = Int.max
        default:
            throw RuntimeError.notABufferSize(sizeExpr.text, at: sizeExpr.range)
        }
        let prefetchExpr = try args.requireLabeled("prefetch", ".byRequest or .keepFull")
        let prefetch: Publishers.PrefetchStrategy
        switch prefetchExpr.kind {
        case .implicitMember("byRequest"): prefetch = .byRequest
        case .implicitMember("keepFull"): prefetch = .keepFull
        default:
            throw RuntimeError.notAPrefetchStrategy(prefetchExpr.text, at: prefetchExpr.range)
        }
        let whenFullExpr = try args.requireLabeled("whenFull", ".dropOldest, .dropNewest or .customError { \"full\" }")
        let whenFull: Publishers.BufferingStrategy<MarbleError>
        switch whenFullExpr.kind {
        case .implicitMember("dropOldest"): whenFull = .dropOldest
        case .implicitMember("dropNewest"): whenFull = .dropNewest
        case .call(let callee, let arguments, let trailing) where callee.kind == .implicitMember("customError"):
            var errorArgs = Arguments(arguments, trailingClosure: trailing, callRange: whenFullExpr.range, callee: "customError")
            let maker = try errorMaker(try errorArgs.closure("a closure such as { \"full\" }"))
            try errorArgs.finish()
            whenFull = .customError(maker)
        default:
            throw RuntimeError.notABufferingStrategy(whenFullExpr.text, at: whenFullExpr.range)
        }
        return upstream.buffer(size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
