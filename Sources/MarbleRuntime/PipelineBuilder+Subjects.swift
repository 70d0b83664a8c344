import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let subjectConstructors = ["CurrentValueSubject", "PassthroughSubject", "hot"]

    /// The subjects: hot, fed by `send`, multicasting to every subscriber. `nil` for a name
    /// that is not a subject.
    func makeSubject(_ name: String, _ args: inout Arguments, at expr: Expr) throws -> RuntimeObject? {
        switch name {
        case "PassthroughSubject":
            return .subject(SubjectHandle(PassthroughSubject<MarbleValue, MarbleError>(), role: .subject))
        case "CurrentValueSubject":
            let initial = try value(try args.requirePositional("the initial value"))
            return .subject(SubjectHandle(CurrentValueSubject<MarbleValue, MarbleError>(initial), role: .subject))
        case "hot":
            let subject = PassthroughSubject<MarbleValue, MarbleError>()
            let handle = SubjectHandle(subject, role: .source)
            let events = try marbleEvents(&args, startingAt: 0)
            scheduleSends(events, to: handle, startingAt: 0)
            return .subject(handle)
        default:
            return nil
        }
    }
}
