import MarbleDSL

/// RxSwift's spellings of what the program model already has, rewritten to the model's own
/// forms before the file is lowered: `DisposeBag()` is a place that keeps subscriptions,
/// `onNext(v)` and a relay's `accept(v)` send, `onCompleted()` and `onError(e)` send the
/// completion, `disposed(by: bag)` keeps the subscription, `Type.init(...)` is `Type(...)`
/// (the relays are built as the subjects they wrap, `PipelineBuilder.makeSubject`). Every
/// rewritten node keeps its range and text, so an error points at what was written and a
/// lane is labelled by it. Closures are rewritten too: a closure's
/// body is lowered when it runs (`Observable.create { observer in observer.onNext(1) }`).
enum RxSwiftSyntax {
    /// The statement with its RxSwift spellings rewritten.
    static func rewrite(_ statement: Statement) -> Statement {
        var statement = statement
        switch statement.kind {
        case .binding(let name, let value): statement.kind = .binding(name: name, value: rewrite(value))
        case .expression(let expr): statement.kind = .expression(rewrite(expr))
        case .loop(let variable, let sequence, let body): statement.kind = .loop(variable: variable, sequence: rewrite(sequence), body: body.map(rewrite))
        case .function(let name, let parameters, let body): statement.kind = .function(name: name, parameters: parameters, body: rewrite(body))
        default: break
        }
        return statement
    }

    static func rewrite(_ expr: Expr) -> Expr {
        func made(_ kind: Expr.Kind) -> Expr { Expr(kind, range: expr.range, text: expr.text) }
        switch expr.kind {
        case .call(let callee, let arguments, let trailing):
            let arguments = arguments.map { Argument(label: $0.label, value: rewrite($0.value)) }
            return made(call(rewrite(callee), arguments, trailing.map(rewrite), at: expr))
        case .member(let base, let name):
            return made(.member(base: rewrite(base), name: name))
        case .specialize(let base, let types):
            return made(.specialize(base: rewrite(base), typeArguments: types))
        case .closure(let parameters, let body):
            return made(.closure(parameters: parameters, body: rewrite(body)))
        case .block(let statements):
            return made(.block(statements.map(rewrite)))
        case .tuple(let elements):
            return made(.tuple(elements.map(rewrite)))
        case .array(let elements):
            return made(.array(elements.map(rewrite)))
        case .binary(let op, let lhs, let rhs):
            return made(.binary(op: op, lhs: rewrite(lhs), rhs: rewrite(rhs)))
        case .unary(let op, let operand):
            return made(.unary(op: op, operand: rewrite(operand)))
        case .ternary(let condition, let then, let otherwise):
            return made(.ternary(condition: rewrite(condition), then: rewrite(then), else: rewrite(otherwise)))
        case .forceUnwrap(let operand):
            return made(.forceUnwrap(rewrite(operand)))
        case .optionalTry(let operand):
            return made(.optionalTry(rewrite(operand)))
        case .forcedTry(let operand):
            return made(.forcedTry(rewrite(operand)))
        default:
            return expr
        }
    }

    private static func rewrite(_ statement: ClosureStatement) -> ClosureStatement {
        switch statement {
        case .expression(let expr): return .expression(rewrite(expr))
        case .local(let name, let value): return .local(name: name, value: rewrite(value))
        case .conditional(let condition, let then, let otherwise):
            return .conditional(condition: rewrite(condition), then: then.map(rewrite), otherwise: otherwise.map(rewrite))
        case .guardElse(let condition, let otherwise): return .guardElse(condition: rewrite(condition), otherwise: otherwise.map(rewrite))
        case .returnValue(let value, let range): return .returnValue(value.map(rewrite), range: range)
        case .throwError(let value): return .throwError(rewrite(value))
        case .switchOver(let subject, let cases):
            return .switchOver(subject: rewrite(subject), cases: cases.map {
                SwitchCase(patterns: $0.patterns, binding: $0.binding, condition: $0.condition, body: $0.body.map(rewrite))
            })
        }
    }

    /// A call as the model spells it.
    private static func call(_ callee: Expr, _ arguments: [Argument], _ trailing: Expr?, at expr: Expr) -> Expr.Kind {
        func member(_ kind: Expr.Kind) -> Expr { Expr(kind, range: callee.range, text: callee.text) }
        switch callee.kind {
        case .identifier("DisposeBag") where arguments.isEmpty && trailing == nil:
            // A dispose bag keeps its subscriptions until it goes, which is the end of the run.
            let set = member(.specialize(base: member(.identifier("Set")), typeArguments: ["AnyCancellable"]))
            return .call(callee: set, arguments: [], trailingClosure: nil)
        case .member(let base, let name) where name.name == "value" && arguments.isEmpty && trailing == nil:
            // `try subject.value()`, `BehaviorSubject`'s throwing accessor, reads what a relay's
            // `value` property does: the subject's current value.
            return .member(base: base, name: name)
        case .member(let type, let name) where name.name == "init" && isTypeName(type):
            return .call(callee: type, arguments: arguments, trailingClosure: trailing)
        case .member(let type, let name) where ["create", "createUnbounded"].contains(name.name) && isReplaySubject(type):
            // `ReplaySubject<Int>.create(bufferSize: 2)`: the element type says nothing here.
            guard case .specialize(let base, _) = type.kind else { break }
            return .call(callee: member(.member(base: base, name: name)), arguments: arguments, trailingClosure: trailing)
        case .member(let type, let name) where isObservable(type):
            return RxSwiftObservables.factory(name, arguments, trailing, callee: callee, at: expr)
                ?? .call(callee: callee, arguments: arguments, trailingClosure: trailing)
        case .member(let base, let name):
            if !RxSwiftOperatorNames.takesAKeySelector(name, trailing: trailing),
               let renamed = RxSwiftOperatorNames.combineSpelling(base, name, arguments) {
                return .call(callee: member(.member(base: base, name: renamed.name)), arguments: renamed.arguments, trailingClosure: trailing)
            }
            return sending(base, name, arguments, at: expr) ?? .call(callee: callee, arguments: arguments, trailingClosure: trailing)
        default:
            break
        }
        return .call(callee: callee, arguments: arguments, trailingClosure: trailing)
    }

    /// `onNext(v)`, `accept(v)`, `onCompleted()`, `onError(e)`, `on(.next(v))` as `send`;
    /// `disposed(by: bag)` as `store(in: bag)`, `dispose()` as `cancel()`. `nil` for any other call.
    private static func sending(_ base: Expr, _ name: Identifier, _ written: [Argument], at expr: Expr) -> Expr.Kind? {
        // `at:` is RxTest's `scheduleAt(t) { ... }` (`RxTestSyntax`): it goes with the call.
        let timed = written.last.flatMap { $0.label?.name == "at" ? $0 : nil }
        let arguments = timed == nil ? written : Array(written.dropLast())
        func renamed(_ newName: String, _ arguments: [Argument]) -> Expr.Kind {
            let arguments = arguments + (timed.map { [$0] } ?? [])
            let callee = Expr(.member(base: base, name: Identifier(newName, range: name.range)), range: base.range.union(name.range),
                              text: base.text + "." + name.name)
            return .call(callee: callee, arguments: arguments, trailingClosure: nil)
        }
        func labelled(_ label: String, _ value: Expr) -> Argument { Argument(label: Identifier(label, range: value.range), value: value) }
        func completion(_ kind: Expr.Kind, at range: SourceRange, text: String) -> Expr.Kind {
            renamed("send", [labelled("completion", Expr(kind, range: range, text: text))])
        }
        let positional = arguments.count == 1 && arguments[0].label == nil ? arguments[0].value : nil
        switch (name.name, positional) {
        case ("onNext", let value?), ("accept", let value?):
            return renamed("send", [Argument(label: nil, value: value)])
        case ("onCompleted", nil) where arguments.isEmpty:
            return completion(.implicitMember("finished"), at: name.range, text: ".finished")
        case ("onError", let error?):
            let failure = Expr(.implicitMember("failure"), range: name.range, text: ".failure")
            return completion(.call(callee: failure, arguments: [Argument(label: nil, value: error)], trailingClosure: nil),
                              at: error.range, text: ".failure(\(error.text))")
        case ("on", let event?):
            if event.kind == .implicitMember("completed") {
                return sending(base, Identifier("onCompleted", range: name.range), timed.map { [$0] } ?? [], at: expr)
            }
            guard case .call(let callee, let inner, nil) = event.kind, case .implicitMember(let kind) = callee.kind else { return nil }
            switch (kind, inner.count) {
            case ("next", 1): return renamed("send", [Argument(label: nil, value: inner[0].value)])
            case ("error", 1): return sending(base, Identifier("onError", range: name.range), inner + (timed.map { [$0] } ?? []), at: expr)
            default: return nil
            }
        case ("on", nil):
            return nil
        case ("dispose", nil) where arguments.isEmpty:
            // A subscription disposed by hand is a cancelled one.
            return renamed("cancel", [])
        case ("disposed", _):
            guard arguments.count == 1, arguments[0].label?.name == "by" else { return nil }
            return renamed("store", [labelled("in", arguments[0].value)])
        default:
            return nil
        }
    }

    /// `ReplaySubject<Int>`.
    private static func isReplaySubject(_ expr: Expr) -> Bool {
        guard case .specialize(let base, _) = expr.kind else { return false }
        return base.kind == .identifier("ReplaySubject")
    }

    /// `Observable` or `Observable<Int>`.
    private static func isObservable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier("Observable"): return true
        case .specialize(let base, _): return isObservable(base)
        default: return false
        }
    }

    /// `Type` or `Type<T>`: a name that starts with a capital.
    private static func isTypeName(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name): return name.first?.isUppercase == true
        case .specialize(let base, _): return isTypeName(base)
        default: return false
        }
    }
}
