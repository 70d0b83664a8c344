import MarbleDSL
import MarbleTrace
import Reactive

/// RxTest's observables (`RxTestSyntax`): `RxTestHotObservable([.next(150, 1), .completed(300)])`
/// sends its events at those ticks whoever listens; `RxTestColdObservable([...])` sends them
/// that long after each subscription. Their lanes record every subscription, which
/// `XCTAssertEqual(xs.subscriptions, [...])` states.
extension PipelineBuilder {
    /// The observable `name` makes, or `nil` for another name.
    func makeRxTestObservable(_ name: String, _ args: inout Arguments) throws -> RuntimeObject? {
        if let timer = try makeRxTimer(name, &args) { return timer }
        guard name == "RxTestHotObservable" || name == "RxTestColdObservable", bindings[name] == nil else { return nil }
        let eventsExpr = try args.requirePositional("the recorded events, e.g. [.next(210, 1), .completed(300)]")
        let events = try rxTestEvents(eventsExpr)
        extendAxis(to: events.length)
        if name == "RxTestHotObservable" {
            // Its lane is what its subscriptions received, one row each, so that their
            // subscriptions are recorded as RxTest records them.
            let handle = SubjectHandle(PassthroughSubject<MarbleValue, MarbleError>(), role: .source)
            scheduleSends(events, to: handle, startingAt: 0)
            _ = keptSubject(handle)
            var hot = PublisherHandle(publisher: handle.subject.eraseToAnyPublisher(), role: .source)
            hot.isRxTestObservable = true
            return .publisher(hot)
        }
        let entries = events.events.map { event -> Publishers.Timeline<MarbleValue, MarbleError>.Entry in
            switch event.kind {
            case .value(let value): return .init(tick: event.tick, .value(value))
            case .completion(let completion): return .init(tick: event.tick, .completion(completion))
            }
        }
        var cold = PublisherHandle(publisher: Publishers.Timeline(entries, scheduler: scheduler).eraseToAnyPublisher(), role: .source)
        cold.isRxTestObservable = true
        return .publisher(cold)
    }

    /// `[.next(150, 1), .next(210, "a"), .error(260, TestError.boom), .completed(300)]`, in time
    /// order (RxTest sends events of one time in the order written).
    func rxTestEvents(_ expr: Expr) throws -> MarbleEvents {
        guard case .array(let elements) = expr.kind else { throw RuntimeError.notAValue(expr.text, at: expr.range) }
        var events: [MarbleEvents.Event] = []
        for element in elements {
            guard case .call(let callee, let arguments, nil) = element.kind, case .implicitMember(let kind) = callee.kind,
                  let first = arguments.first, first.label == nil else {
                throw RuntimeError.notAValue(element.text, at: element.range)
            }
            let tick = try integer(first.value, "a virtual time, e.g. 210")
            guard tick >= 0, tick <= MarbleRunner.maximumTicks else { throw RuntimeError.tickOutOfRange(tick, at: first.value.range) }
            switch (kind, arguments.count) {
            case ("next", 2): events.append(.init(tick: tick, kind: .value(try rxTestElement(arguments[1].value))))
            case ("completed", 1): events.append(.init(tick: tick, kind: .completion(.finished)))
            case ("error", 2):
                let error = try errorValue(arguments[1].value)
                events.append(.init(tick: tick, kind: .completion(.failure(MarbleError(error.description)))))
            default: throw RuntimeError.notAValue(element.text, at: element.range)
            }
        }
        let ordered = events.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
        return MarbleEvents(events: ordered, length: (ordered.last?.tick ?? 0) + 1)
    }
}

extension PipelineBuilder {
    /// An element of a recorded event: a value, or an observable (`.next(210, ys1.asObservable())`,
    /// an observable of observables for `switchLatest` or `merge`), which travels as a
    /// publisher value labelled by what was written.
    private func rxTestElement(_ expr: Expr) throws -> MarbleValue {
        let object = try evaluate(expr)
        switch object {
        case .publisher, .subject: return publisherValues.value(for: try publisher(object, expr).publisher, label: expr.text)
        case .value(let value): return value
        default: return try value(expr)
        }
    }

    /// RxSwift's counters, `Observable<Int>.interval(_:scheduler:)` and
    /// `timer(_:period:scheduler:)`, `Observable.range(start:count:)` and
    /// `Observable.repeatElement(_:)`; `nil` for another name.
    func makeRxTimer(_ name: String, _ args: inout Arguments) throws -> RuntimeObject? {
        guard ["RxInterval", "RxTimer", "RxRange", "RxRepeatElement"].contains(name), bindings[name] == nil else { return nil }
        if name == "RxRepeatElement" {
            // Each element is a step of the run's work, so one that nothing disposes halts the
            // run at its budget rather than never ending.
            let element = try value(try args.requirePositional("the element to repeat"))
            let runGuard = recorder.runGuard, range = args.callRange
            let repeated = RxRepeatElement<MarbleValue, MarbleError>(element) { runGuard.spend(at: range) }
            return .publisher(PublisherHandle(publisher: repeated.eraseToAnyPublisher(), role: .source))
        }
        if name == "RxRange" {
            let start = try integer(try args.requireLabeled("start", "the first element"), "a whole number")
            let count = try integer(try args.requireLabeled("count", "how many elements"), "a whole number")
            guard count >= 0, count <= MarbleRunner.maximumTicks else { throw RuntimeError.notAValue(args.callRange.description, at: args.callRange) }
            let elements = (0..<count).map { MarbleValue.int(start + $0) }
            return .publisher(SpecialisedPublisher.sequence(elements, isArray: false, neverFails: true).handle(depth: 0))
        }
        let due = try rxDuration(try args.requirePositional("a duration, e.g. .seconds(10)"))
        let period = name == "RxInterval" ? due : try args.labeled("period").map(rxDuration)
        let counter: AnyPublisher<Int, MarbleError> = RxTimers.timer(due: due, period: period, scheduler: try rxScheduler(&args))
        let made = counter.map { MarbleValue.int($0) }.eraseToAnyPublisher()
        return .publisher(PublisherHandle(publisher: made, role: .source))
    }
}
