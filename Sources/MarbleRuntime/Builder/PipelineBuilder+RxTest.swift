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
            return .publisher(PublisherHandle(publisher: handle.subject.eraseToAnyPublisher(), role: .source))
        }
        let entries = events.events.map { event -> Publishers.Timeline<MarbleValue, MarbleError>.Entry in
            switch event.kind {
            case .value(let value): return .init(tick: event.tick, .value(value))
            case .completion(let completion): return .init(tick: event.tick, .completion(completion))
            }
        }
        return .publisher(PublisherHandle(publisher: Publishers.Timeline(entries, scheduler: scheduler).eraseToAnyPublisher(), role: .source))
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
            case ("next", 2): events.append(.init(tick: tick, kind: .value(try value(arguments[1].value))))
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
