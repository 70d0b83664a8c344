import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static var constructors: [String] {
        (["Empty", "Fail", "Just", "Sink", "cold"] + subjectConstructors + timingConstructors).sorted()
    }

    /// `PassthroughSubject<Int>()`, `hot("-1-2|")`, `Just(1)`, ...
    func construct(_ name: String, _ args: inout Arguments, at expr: Expr, callee: Expr) throws -> RuntimeObject {
        let object = try makeSource(name, &args, at: expr, callee: callee)
        if case .subject(let handle) = object {
            handle.instrument(recorder, lane: nil)
        }
        return object
    }

    private func makeSource(_ name: String, _ args: inout Arguments, at expr: Expr, callee: Expr) throws -> RuntimeObject {
        if let subject = try makeSubject(name, &args, at: expr) { return subject }
        if let source = try makeTimingSource(name, &args) { return source }
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
        case "Just":
            let output = try value(try args.requirePositional("the value to publish"))
            return .publisher(PublisherHandle(publisher: Publishers.Sequence<MarbleValue, MarbleError>([output]).eraseToAnyPublisher(), role: .source))
        case "Empty":
            let completes = try args.labeled("completeImmediately").map(boolean) ?? true
            return .publisher(PublisherHandle(publisher: Empty<MarbleValue, MarbleError>(completeImmediately: completes).eraseToAnyPublisher(), role: .source))
        case "Fail":
            let error = try value(try args.requireLabeled("error", "the error, e.g. \"boom\""))
            return .publisher(PublisherHandle(publisher: Fail<MarbleValue, MarbleError>(error: MarbleError(error.description)).eraseToAnyPublisher(), role: .source))
        case "Sink":
            let initial = try args.labeled("demand").map(demand) ?? .unlimited
            return .subscriber(SubscriberHandle(sink: Subscribers.Sink(demand: initial), source: nil, subscribeAt: 0, cancelAt: nil))
        default:
            throw RuntimeError("unknown publisher '\(name)'", at: callee.range, expected: "one of: \(Self.constructors.joined(separator: ", "))")
        }
    }

    private func boolean(_ expr: Expr) throws -> Bool {
        guard case .bool(let flag) = try value(expr) else {
            throw RuntimeError("'\(expr.text)' is not a boolean", at: expr.range, expected: "true or false")
        }
        return flag
    }
}
