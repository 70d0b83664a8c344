import MarbleDSL
import MarbleTrace
import Reactive

/// A closure that sends to a subject of the file, as Swift runs it: `relay.accept($0)` and
/// `subject.onNext($0)`, `onCompleted()`, `onError(e)` of RxSwift (written `send` by the front
/// end), Combine's `subject.send($0)` and `send(completion:)`; sent when the closure runs
/// (`subscribe(onNext: { relay.accept($0) })`).
extension PipelineBuilder {
    /// Sends what `expr` says, giving `()`; `nil` when `expr` is no send to a subject the file
    /// names (a name of the closure's own shadows it).
    func sendFromClosure(_ expr: Expr, _ frame: ValueEvaluator) throws -> MarbleValue? {
        guard case .call(let callee, let arguments, nil) = expr.kind, case .member(let base, let name) = callee.kind,
              name.name == "send", arguments.count == 1, case .identifier(let target) = base.kind, frame.scope[target] == nil,
              case .subject(let handle)? = bindings[target] else { return nil }
        // A subject whose subscriber sends to it again recurses: the guard halts the run
        // before the stack ends.
        guard recorder.runGuard.checkDepth(at: expr.range) else { return .tuple([]) }
        switch arguments[0].label?.name {
        case nil:
            handle.sendValue(handle.element(try frame.evaluate(arguments[0].value)))
        case "completion":
            handle.subject.send(completion: try Self.completion(arguments[0].value, frame))
        default:
            return nil
        }
        return .tuple([])
    }
}
