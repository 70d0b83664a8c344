import MarbleDSL
import MarbleTrace

/// RxTest as the model spells it. RxTest's virtual time units are the diagram's ticks.
/// - `TestScheduler(initialClock: 0)` is the file's test scheduler;
/// - `createHotObservable([.next(150, 1), .completed(300)])` and `createColdObservable(...)`
///   are the sources `RxTestHotObservable([...])` and `RxTestColdObservable([...])` (hot: at
///   those ticks; cold: that long after each subscription);
/// - `scheduler.start { E }` is `E.sink(at: 200, until: 1000)` (RxTest creates at 100,
///   subscribes at 200 and disposes at 1000; `start(created:subscribed:disposed:)` says
///   otherwise), and a bare `scheduler.start()` runs what the run runs anyway;
/// - `createObserver(Int.self)` is a subscriber not yet subscribed (`Sink()`);
/// - `scheduleAt(t) { a; b }` is `a` and `b`, each acting at `t`;
/// - `XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])` and
///   `XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])` are expectations of the
///   lanes `res` and `xs`, checked by `marbles test` as `expect(...)` lines are.
enum RxTestSyntax {
    /// The statements `statement` stands for: itself rewritten, several (`scheduleAt`), or
    /// none (`scheduler.start()`).
    static func rewrite(_ statement: Statement, schedulers: inout Set<String>) -> [Statement] {
        switch statement.kind {
        case .binding(let name, let value):
            if case .call(let callee, _, nil) = value.kind, ExpressionLowering.typeName(callee) == "TestScheduler" {
                schedulers.insert(name.name)
                // A scheduler whose work is the run's clock: RxTest's virtual time is the run's, and
                // `start` runs it to the end, as the run does.
                let test = Expr(.member(base: Expr(.identifier("ImmediateScheduler"), range: value.range, text: value.text),
                                        name: Identifier("shared", range: value.range)), range: value.range, text: value.text)
                return [Statement(.binding(name: name, value: test), range: statement.range)]
            }
            return [Statement(.binding(name: name, value: rewrite(value, schedulers)), range: statement.range)]
        case .expression(let expr):
            guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name) = callee.kind,
                  case .identifier(let scheduler) = base.kind, schedulers.contains(scheduler) else {
                return [Statement(.expression(rewrite(expr, schedulers)), range: statement.range)]
            }
            switch name.name {
            case "start" where arguments.isEmpty && trailing == nil:
                return []
            case "scheduleAt":
                guard arguments.count == 1, arguments[0].label == nil, let trailing, case .closure(_, let body) = trailing.kind else { break }
                let at = arguments[0].value
                return bodyStatements(body).map { Statement(.expression(acting(rewrite($0, schedulers), at: at)), range: $0.range) }
            default:
                break
            }
            return [Statement(.expression(rewrite(expr, schedulers)), range: statement.range)]
        default:
            return [statement]
        }
    }

    /// The `resolution:` of a `TestScheduler(initialClock: 0, resolution: 0.001)` binding: a
    /// positive number literal; `nil` for any other statement.
    static func resolution(_ statement: Statement) -> Double? {
        guard case .binding(_, let value) = statement.kind, case .call(let callee, let arguments, nil) = value.kind,
              ExpressionLowering.typeName(callee) == "TestScheduler",
              let given = arguments.first(where: { $0.label?.name == "resolution" })?.value else { return nil }
        switch given.kind {
        case .decimal(let number) where number > 0 && number.isFinite: return number
        case .integer(let number) where number > 0: return Double(number)
        default: return nil
        }
    }

    /// The expressions of a closure's body, `_ = x` read as `x`.
    private static func bodyStatements(_ body: Expr) -> [Expr] {
        let statements: [ClosureStatement]
        if case .block(let block) = body.kind { statements = block } else { statements = [.expression(body)] }
        return statements.compactMap { statement in
            guard case .expression(let expr) = statement else { return nil }
            if case .binary("=", let lhs, let rhs) = expr.kind, lhs.kind == .identifier("_") { return rhs }
            return expr
        }
    }

    /// The one expression a closure's body is (`{ xs.map { $0 * 2 } }`).
    private static func single(_ body: Expr) -> Expr? {
        guard case .block(let statements) = body.kind else { return body }
        guard statements.count == 1 else { return nil }
        switch statements[0] {
        case .expression(let expr), .returnValue(let expr?, _): return expr
        default: return nil
        }
    }

    /// `call(...)` with `at: tick` added: the call acts at that tick. A subscription kept by
    /// `disposed(by:)` is the subscription: the bag keeps it to the end anyway.
    private static func acting(_ expr: Expr, at tick: Expr) -> Expr {
        guard case .call(let callee, var arguments, let trailing) = expr.kind else { return expr }
        if case .member(let base, let name) = callee.kind, name.name == "disposed", case .call = base.kind { return acting(base, at: tick) }
        arguments.append(Argument(label: Identifier("at", range: tick.range), value: tick))
        return Expr(.call(callee: callee, arguments: arguments, trailingClosure: trailing), range: expr.range, text: expr.text)
    }

    /// RxTest's calls of a scheduler within `expr`.
    static func rewrite(_ expr: Expr, _ schedulers: Set<String>) -> Expr {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name) = callee.kind,
              case .identifier(let scheduler) = base.kind, schedulers.contains(scheduler) else { return expr }
        func made(_ kind: Expr.Kind) -> Expr { Expr(kind, range: expr.range, text: expr.text) }
        func named(_ type: String) -> Expr { Expr(.identifier(type), range: callee.range, text: callee.text) }
        switch name.name {
        case "createHotObservable", "createColdObservable":
            let type = name.name == "createHotObservable" ? "RxTestHotObservable" : "RxTestColdObservable"
            return made(.call(callee: named(type), arguments: arguments, trailingClosure: nil))
        case "createObserver":
            return made(.call(callee: named("Sink"), arguments: [], trailingClosure: nil))
        case "start":
            guard let trailing, case .closure([], let closureBody) = trailing.kind, let body = single(closureBody) else { return expr }
            var times: [String: Expr] = [:]
            for argument in arguments {
                guard let label = argument.label?.name, ["created", "subscribed", "disposed"].contains(label) else { return expr }
                times[label] = argument.value
            }
            func tick(_ value: Int) -> Expr { Expr(.integer(value), range: callee.range, text: String(value)) }
            let at = times["subscribed"] ?? tick(200), until = times["disposed"] ?? tick(1000)
            // Labelled by what it subscribes to: the closure's observable.
            let sink = Expr(.member(base: body, name: Identifier("sink", range: name.range)), range: expr.range, text: body.text + ".sink")
            return Expr(.call(callee: sink, arguments: [Argument(label: Identifier("at", range: at.range), value: at),
                                                        Argument(label: Identifier("until", range: until.range), value: until)],
                              trailingClosure: nil), range: expr.range, text: body.text + ".sink()")
        default:
            return expr
        }
    }
}
