import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static var constructors: [String] {
        (["Create", "Deferred", "Empty", "Fail", "Just", "Sink", "cold"] + subjectConstructors + timingConstructors).sorted()
    }

    /// `PassthroughSubject<Int>()`, `hot("-1-2|")`, `Just(1)`, ...
    func construct(_ name: String, _ args: inout Arguments, at expr: Expr, callee: Expr) throws -> RuntimeObject {
        var types: [String] = []
        if case .specialize(_, let specialized) = callee.kind, specialized.count <= 2 { types = specialized }
        // `<Output, Failure>` as Combine spells it, `<Output>` as RxSwift and marbles do: a
        // whole number sent to either is a `Double` where the output is.
        let floatingPoint = types.first.map(FloatingPointTypeName.isFloatingPoint) ?? false
        // Only pasted Combine's `send("…")` sends a string; marbles' `PassthroughSubject<String>`
        // takes a marble string, as every `send("…")` of the language does.
        let outputType = types.count == 2 ? types[0] : nil
        let object = try makeSource(name, &args, at: expr, callee: callee, floatingPoint: floatingPoint)
        if case .subject(let handle) = object {
            handle.instrument(recorder, lane: nil)
            handle.outputsStrings = outputType == "String"
            handle.outputsFloatingPoint = floatingPoint
            handle.outputsNumbers = floatingPoint || types.first == "Int"
        }
        return object
    }

    private func makeSource(_ name: String, _ args: inout Arguments, at expr: Expr, callee: Expr, floatingPoint: Bool) throws -> RuntimeObject {
        if let subject = try makeSubject(name, &args, at: expr, floatingPoint: floatingPoint) { return subject }
        if let source = try makeTimingSource(name, &args) { return source }
        if let source = try makeRxTestObservable(name, &args) { return source }
        if let source = try makeRxCreate(name, &args, floatingPoint: floatingPoint) { return source }
        switch name {
        case "cold":
            let events = try marbleEvents(&args, startingAt: 0)
            let entries = events.events.map { event -> Publishers.Timeline<MarbleValue, MarbleError>.Entry in
                switch event.kind {
                case .value(let value): return .init(tick: event.tick, .value(value))
                case .completion(let completion): return .init(tick: event.tick, .completion(completion))
                }
            }
            return .publisher(PublisherHandle(publisher: Publishers.Timeline(entries, scheduler: scheduler).eraseToAnyPublisher(), role: .source))
        case "Create":
            return .publisher(PublisherHandle(publisher: try makeCreate(&args), role: .source))
        case "Deferred":
            return .publisher(PublisherHandle(publisher: try makeDeferred(&args, at: expr), role: .source))
        case "Just":
            let output = try value(try args.requirePositional("the value to publish"))
            return .publisher(SpecialisedPublisher.just(output).handle(depth: 0))
        case "Empty":
            let completes = try args.labeled("completeImmediately").map(boolean) ?? true
            return .publisher(PublisherHandle(publisher: Empty<MarbleValue, MarbleError>(completeImmediately: completes).eraseToAnyPublisher(), role: .source))
        case "Fail":
            let error = try errorValue(try args.requireLabeled("error", "the error, e.g. \"boom\""))
            return .publisher(PublisherHandle(publisher: Fail<MarbleValue, MarbleError>(error: MarbleError(error.description)).eraseToAnyPublisher(), role: .source))
        case "Sink":
            let initial = try args.labeled("demand").map(demand) ?? .unlimited
            return .subscriber(SubscriberHandle(sink: Subscribers.Sink(demand: initial), source: nil, subscribeAt: 0, cancelAt: nil))
        default:
            throw RuntimeError.unknownPublisher(name, known: Self.constructors, at: callee.range)
        }
    }

    /// `Create("-1-2|")`: the timeline sent, from each subscription's tick, into the demand
    /// buffer of `Publishers.Create` (the source material's `AnyPublisher.create`).
    private func makeCreate(_ args: inout Arguments) throws -> AnyPublisher<MarbleValue, MarbleError> {
        let events = try marbleEvents(&args, startingAt: 0).events
        let scheduler = self.scheduler
        return Publishers.Create<MarbleValue, MarbleError> { subscriber in
            // The factory's work is the timeline; cancelling the subscription stops it.
            let work = TimelineWork()
            for event in events {
                let send = { [weak work] in
                    guard let work, !work.isCancelled else { return }
                    switch event.kind {
                    case .value(let value): subscriber.send(value)
                    case .completion(let completion): subscriber.send(completion: completion)
                    }
                }
                // Tick 0 runs inside the factory, before the subscriber has its subscription:
                // the value waits in the buffer for the first request.
                if event.tick == 0 { send() } else { scheduler.schedule(after: event.tick, send) }
            }
            return AnyCancellable { work.isCancelled = true }
        }.eraseToAnyPublisher()
    }

    /// `Deferred { cold("-1-2|") }`: the closure builds a new publisher for every subscription.
    private func makeDeferred(_ args: inout Arguments, at expr: Expr) throws -> AnyPublisher<MarbleValue, MarbleError> {
        let closureExpr = try args.closure("a closure that builds a publisher, such as { cold(\"-1-2|\") }")
        let build = try publisherFactory(closureExpr) { made in
            RuntimeError.deferredBuiltNoPublisher(made.kindName, at: closureExpr.range)
        }
        return Deferred { build([]) }.eraseToAnyPublisher()
    }
}

/// Whether the work of one `Create` subscription was cancelled.
private final class TimelineWork {
    var isCancelled = false
}
