import MarbleDSL
import MarbleTrace
import Reactive

/// `subject.value`: a `CurrentValueSubject`'s or `BehaviorSubject`'s current value (and so an
/// RxSwift `BehaviorRelay`'s, which is one), as it stands when the statement or closure that
/// reads it runs (`print("value:", relay.value)`); the evaluator asks through
/// `FileVariables.subjectValue`.
extension PipelineBuilder {
    /// The current value of the subject bound to `name`, `nil` when it holds none.
    func currentValue(ofSubject name: String) -> MarbleValue? {
        guard case .subject(let handle) = bindings[name] else { return nil }
        if let subject = handle.subject as? CurrentValueSubject<MarbleValue, MarbleError> { return subject.value }
        if let subject = handle.subject as? BehaviorSubject<MarbleValue, MarbleError> { return subject.value }
        return nil
    }
}
