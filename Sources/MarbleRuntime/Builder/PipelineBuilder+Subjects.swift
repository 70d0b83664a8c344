import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let subjectConstructors = [
        "AsyncSubject", "BehaviorSubject", "BufferSubject", "CurrentValueSubject", "MergeInput",
        "PassthroughSubject", "PublishSubject", "ReplaySubject", "hot",
    ]

    /// The subjects: hot, fed by `send`, multicasting to every subscriber. `nil` for a name
    /// that is not a subject.
    /// `floatingPoint`: its `Output` is `Double` (or another floating-point type), so a whole
    /// number given to it is a `Double`, as Swift types the literal.
    func makeSubject(_ name: String, _ args: inout Arguments, at expr: Expr, floatingPoint: Bool = false) throws -> RuntimeObject? {
        typealias Value = MarbleValue
        typealias Failure = MarbleError
        switch name {
        case "PassthroughSubject":
            return kept(SubjectHandle(PassthroughSubject<Value, Failure>(), role: .subject))
        case "CurrentValueSubject":
            let initial = try value(try args.requirePositional("the initial value"))
            let held = floatingPoint ? initial.floatingPoint : initial
            return kept(SubjectHandle(CurrentValueSubject<Value, Failure>(held), role: .subject), holding: held)
        case "hot":
            let subject = PassthroughSubject<Value, Failure>()
            let handle = SubjectHandle(subject, role: .source)
            let events = try marbleEvents(&args, startingAt: 0)
            scheduleSends(events, to: handle, startingAt: 0)
            return kept(handle)
        case "BufferSubject":
            let limit = try args.labeled("limit").map(bufferLimit) ?? 1
            let strategy = try args.labeled("whenFull").map(bufferStrategy) ?? .dropOldest
            return kept(SubjectHandle(BufferSubject<Value, Failure>(limit: limit, whenFull: strategy), role: .subject))
        case "PublishRelay" where lowering.dialect == .rxSwift, "BehaviorRelay" where lowering.dialect == .rxSwift:
            // RxRelay's relays are the subjects they wrap, marked so that `bind(to:)` keeps
            // their completion out (nothing may complete a relay).
            let made = try makeSubject(name == "PublishRelay" ? "PublishSubject" : "BehaviorSubject", &args, at: expr, floatingPoint: floatingPoint)
            if case .subject(let handle)? = made { handle.isRelay = true }
            return made
        case "PublishSubject":
            return kept(SubjectHandle(PublishSubject<Value, Failure>(), role: .subject))
        case "BehaviorSubject":
            let initial = try value(try args.requireLabeled("value", "the initial value, e.g. BehaviorSubject(value: 100)"))
            let held = floatingPoint ? initial.floatingPoint : initial
            return kept(SubjectHandle(BehaviorSubject<Value, Failure>(value: held), role: .subject), holding: held)
        case "ReplaySubject":
            let size = try replayBufferSize(try args.requireLabeled("bufferSize", "how many values to replay, e.g. ReplaySubject(bufferSize: 2)"))
            return kept(SubjectHandle(ReplaySubject<Value, Failure>(bufferSize: size), role: .subject))
        case "AsyncSubject":
            return kept(SubjectHandle(AsyncSubject<Value, Failure>(), role: .subject))
        case "MergeInput":
            return kept(SubjectHandle(MergeInput<Value, Failure>(), role: .subject))
        default:
            return nil
        }
    }

    /// RxSwift's factories: `ReplaySubject.create(bufferSize: 2)`,
    /// `ReplaySubject.createUnbounded()`. `nil` when `Type.name(...)` is not one of them.
    func makeSubject(_ type: String, factory name: Identifier, _ args: inout Arguments) throws -> RuntimeObject? {
        guard type == "ReplaySubject", bindings[type] == nil else { return nil }
        let subject: ReplaySubject<MarbleValue, MarbleError>
        switch name.name {
        case "create":
            let size = try replayBufferSize(try args.requireLabeled("bufferSize", "how many values to replay, e.g. 2"))
            subject = ReplaySubject(bufferSize: size)
        case "createUnbounded":
            subject = ReplaySubject.createUnbounded()
        default:
            throw RuntimeError.unknownReplayFactory(name.name, at: name.range)
        }
        let handle = SubjectHandle(subject, role: .subject)
        handle.instrument(recorder, lane: nil)
        return kept(handle)
    }

    /// A new subject, ended with the run (see `RunTeardown`).
    func keptSubject(_ handle: SubjectHandle) -> RuntimeObject { kept(handle) }

    private func kept(_ handle: SubjectHandle, holding initial: MarbleValue? = nil) -> RuntimeObject {
        teardown.keep(handle.subject)
        handle.initialValue = initial
        return .subject(handle)
    }

    private func replayBufferSize(_ expr: Expr) throws -> Int {
        let size = try integer(expr, "a buffer size (a whole number, 0 or more)")
        guard size >= 0 else {
            throw RuntimeError.negativeBufferSize(at: expr.range)
        }
        return size
    }

    /// `limit: 3` or `limit: .max` (no limit).
    private func bufferLimit(_ expr: Expr) throws -> Int {
        switch try evaluate(expr) {
        case .member("max"): return .max
        case .value(.int(let n)) where n >= 0: return n
        default:
            throw RuntimeError.notABufferLimit(expr.text, at: expr.range)
        }
    }

    /// `.dropOldest`, `.dropNewest`, `.customError` or `.customError("message")`.
    private func bufferStrategy(_ expr: Expr) throws -> BufferSubject<MarbleValue, MarbleError>.Strategy {
        switch try evaluate(expr) {
        case .member("dropOldest"): return .dropOldest
        case .member("dropNewest"): return .dropNewest
        case .member("customError"): return .customError { MarbleError("buffer full") }
        case .memberCall("customError", let values) where values.count == 1:
            let message = values[0].description
            return .customError { MarbleError(message) }
        default:
            throw RuntimeError.notAFullBufferStrategy(expr.text, at: expr.range)
        }
    }
}
