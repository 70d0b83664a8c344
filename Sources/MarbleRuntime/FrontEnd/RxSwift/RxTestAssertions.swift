import MarbleDSL
import MarbleTrace

/// RxTest's assertions on recorded events, read as expectations of lanes:
/// `XCTAssertEqual(res.events, [.next(210, 2), .error(260, TestError.boom), .completed(300)])`
/// states lane `res`'s received view, and
/// `XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(250)])` lane `xs`'s
/// subscriptions (each subscribed, then ended at the second time: disposed, or the
/// completion or error that ended it). `marbles test` checks and draws them as it does
/// `expect(...)` lines.
enum RxTestAssertions {
    /// The expectation `statement` states, `nil` when it is no such assertion; an assertion
    /// whose events cannot be read is an error at them.
    static func expectation(_ statement: Statement) throws -> Expectation? {
        guard case .expression(let expr) = statement.kind, case .call(let callee, let arguments, nil) = expr.kind,
              callee.kind == .identifier("XCTAssertEqual"), arguments.count == 2,
              case .member(let laneExpr, let property) = arguments[0].value.kind, case .identifier(let lane) = laneExpr.kind,
              ["events", "subscriptions"].contains(property.name), case .array(let elements) = arguments[1].value.kind else { return nil }
        let events: [ViewEvent]
        let view: LaneView
        if property.name == "events" {
            view = .received
            events = try elements.map(event)
        } else {
            view = .subscriptions
            events = try elements.flatMap(subscription)
        }
        let range = arguments[1].value.range
        var expectation = Expectation(lane: lane, view: view, events: events.sorted { $0.tick < $1.tick }, range: expr.range,
                                      laneRange: arguments[0].value.range, argumentsRange: range, marblesRange: range, symbols: [:])
        expectation.endIsDisposal = view == .subscriptions
        return expectation
    }

    /// `.next(210, 2)`, `.completed(300)`, `.error(260, TestError.boom)`.
    private static func event(_ expr: Expr) throws -> ViewEvent {
        guard case .call(let callee, let arguments, nil) = expr.kind, case .implicitMember(let kind) = callee.kind,
              let first = arguments.first, case .integer(let tick) = first.value.kind else {
            throw RuntimeError.notAValue(expr.text, at: expr.range)
        }
        switch (kind, arguments.count) {
        case ("next", 2): return ViewEvent(tick: tick, kind: .value(try value(arguments[1].value)))
        case ("completed", 1): return ViewEvent(tick: tick, kind: .finished)
        case ("error", 2): return ViewEvent(tick: tick, kind: .failure(errorText(arguments[1].value)))
        default: throw RuntimeError.notAValue(expr.text, at: expr.range)
        }
    }

    /// `Subscription(200, 1000)` or `Subscription(200)` (never disposed).
    private static func subscription(_ expr: Expr) throws -> [ViewEvent] {
        guard case .call(let callee, let arguments, nil) = expr.kind, callee.kind == .identifier("Subscription"),
              (1...2).contains(arguments.count) else { throw RuntimeError.notAValue(expr.text, at: expr.range) }
        let ticks = try arguments.map { argument -> Int in
            guard case .integer(let tick) = argument.value.kind else { throw RuntimeError.notAValue(argument.value.text, at: argument.value.range) }
            return tick
        }
        return [ViewEvent(tick: ticks[0], kind: .subscribe)] + (ticks.count == 2 ? [ViewEvent(tick: ticks[1], kind: .cancel)] : [])
    }

    /// A literal element: a number, a string, a Boolean, an array or tuple of them.
    private static func value(_ expr: Expr) throws -> MarbleValue {
        try ValueEvaluator().evaluate(expr)
    }

    /// An error as RxSwift prints it: `TestError.boom` and `.boom` print `boom`,
    /// `RxError.timeout` prints `Sequence timeout.`.
    private static func errorText(_ expr: Expr) -> String {
        if case .member(let base, let name) = expr.kind, base.kind == .identifier("RxError"), name.name == "timeout" {
            return PipelineBuilder.rxTimeoutError
        }
        switch expr.kind {
        case .member(_, let name): return name.name
        case .implicitMember(let name): return name
        case .identifier(let name): return name
        default: return expr.text
        }
    }
}
