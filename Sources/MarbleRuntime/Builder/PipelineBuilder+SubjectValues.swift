import MarbleDSL
import MarbleTrace
import Reactive

/// `subject.value` read where the file's values are evaluated outside closures: a
/// `CurrentValueSubject`'s or `BehaviorSubject`'s current value (and so an RxSwift
/// `BehaviorRelay`'s, which is one), as it stands when the statement runs
/// (`print("value:", relay.value)`).
extension PipelineBuilder {
    /// The current value of the subject bound to `name`, `nil` when it holds none.
    func currentValue(ofSubject name: String) -> MarbleValue? {
        guard case .subject(let handle) = bindings[name] else { return nil }
        if let subject = handle.subject as? CurrentValueSubject<MarbleValue, MarbleError> { return subject.value }
        if let subject = handle.subject as? BehaviorSubject<MarbleValue, MarbleError> { return subject.value }
        return nil
    }

    /// `expr` with each `subject.value` of a subject holding a value written as the name
    /// `subject.value`, and the values those names stand for now.
    func readingSubjectValues(_ expr: Expr) -> (expr: Expr, values: [String: MarbleValue]) {
        var values: [String: MarbleValue] = [:]
        func read(_ expr: Expr) -> Expr {
            var out = expr
            switch expr.kind {
            case .member(let base, let name):
                if name.name == "value", case .identifier(let subject) = base.kind, let value = currentValue(ofSubject: subject) {
                    values["\(subject).value"] = value
                    out.kind = .identifier("\(subject).value")
                } else {
                    out.kind = .member(base: read(base), name: name)
                }
            case .call(let callee, let arguments, let trailing):
                out.kind = .call(callee: read(callee), arguments: arguments.map { Argument(label: $0.label, value: read($0.value)) },
                                 trailingClosure: trailing)
            case .binary(let op, let lhs, let rhs): out.kind = .binary(op: op, lhs: read(lhs), rhs: read(rhs))
            case .array(let elements): out.kind = .array(elements.map(read))
            case .tuple(let elements): out.kind = .tuple(elements.map(read))
            case .string(var literal):
                literal.segments = literal.segments.map { segment in
                    if case .interpolation(let inner) = segment { return .interpolation(read(inner)) }
                    return segment
                }
                out.kind = .string(literal)
            default: break
            }
            return out
        }
        return (read(expr), values)
    }
}
