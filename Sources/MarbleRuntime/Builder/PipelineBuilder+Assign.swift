import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// `p.assign(to: \.value, on: subject)` onto a `CurrentValueSubject` the file declares: a
    /// subscriber that asks for every value and sets the subject's value to each (which sends
    /// it), as Combine's `Subscribers.Assign` does; the completion is not passed on. Its lane
    /// shows what it assigns. Any other property or object is an error that says what works.
    func makeAssign(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let path = try args.requireLabeled("to", "the property to set, \\.value")
        guard let target = args.labeled("on") else {
            throw RuntimeError.unsupportedAssign("assign(to:) without on:", at: call.expr.range)
        }
        guard case .keyPath(let names) = path.kind, names == ["value"] else {
            throw RuntimeError.unsupportedAssign("the key path \(path.text)", at: path.range)
        }
        let object = try evaluate(target)
        guard case .subject(let handle) = object, handle.subject is CurrentValueSubject<MarbleValue, MarbleError> else {
            let what = if case .subject = object { "a subject without a value" } else { object.kindName }
            throw RuntimeError.unsupportedAssign(what, at: target.range)
        }
        // `s.assign(to: \.value, on: s)` would send each value back into its own source without end.
        try subjectFeeds.connect(call.upstream.subjects, to: ObjectIdentifier(handle), at: target)
        let subject = handle.subject
        let sink = Subscribers.Sink<MarbleValue, MarbleError>(demand: .unlimited, receiveValue: { subject.send($0) })
        let made = SubscriberHandle(sink: sink, source: call.upstream.publisher, inputLanes: call.upstream.inputLanes,
                                    subscribeAt: currentTick, cancelAt: nil)
        made.steps = call.upstream.steps
        // Drawn even when nothing keeps it, as a sink written with closures is.
        made.receivesInClosure = true
        made.innerLanes = call.upstream.innerLanes
        return .subscriber(made)
    }
}
