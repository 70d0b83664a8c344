import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// `multicast`.
    func makeMulticast(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        let makeSubject = try multicastSubjectFactory(call, &args)
        return connectable(call, upstream.multicast(makeSubject))
    }

    /// `makeConnectable`.
    func makeMakeConnectable(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        return connectable(call, upstream.makeConnectable())
    }

    /// `autoconnect`.
    func makeAutoconnect(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        return autoconnected(call, try requireConnectable(call))
    }

    /// `share`.
    func makeShare(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let upstream = call.upstream.publisher
        // Combine's `Share` is `multicast(subject: PassthroughSubject()).autoconnect()`:
        // built as such, its connections are drawn and its upstream feeds every subscriber.
        let subject = PassthroughSubject<MarbleValue, MarbleError>()
        teardown.keep(subject)
        return autoconnected(call, LoggedConnectable(base: upstream.multicast(subject: subject), log: ConnectionLog(recorder: recorder)))
    }

    /// `connect`.
    func makeConnect(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let connectable = try requireConnectable(call)
        let at = try tickArgument(&args)
        return .cancellable(ConnectionHandle(connectable: connectable, connectAt: at))
    }

    /// The publisher `multicast` makes, drawn as an operator, remembering it is connectable.
    private func connectable<C: ConnectablePublisher>(_ call: OperatorCall, _ publisher: C) -> RuntimeObject
    where C.Output == MarbleValue, C.Failure == MarbleError {
        let log = ConnectionLog(recorder: recorder)
        let logged = LoggedConnectable(base: publisher, log: log)
        guard case .publisher(var handle) = call.derived(logged) else { return call.derived(logged) }
        handle.connectable = logged
        handle.connectionLog = log
        return .publisher(handle)
    }

    /// `connectable.autoconnect()`, its connections drawn on the lane it is bound to.
    private func autoconnected(_ call: OperatorCall, _ connectable: LoggedConnectable) -> RuntimeObject {
        let object = call.derived(connectable.autoconnect())
        guard case .publisher(var handle) = object else { return object }
        handle.connectionLog = connectable.log
        return .publisher(handle)
    }

    private func requireConnectable(_ call: OperatorCall) throws -> LoggedConnectable {
        guard let connectable = call.upstream.connectable else {
            throw RuntimeError.notConnectable(call.name.name, at: call.name.range)
        }
        return connectable
    }

    /// `multicast { Subject(...) }` (the closure runs when the subject is first needed) or
    /// `multicast(subject: s)` with a subject bound above.
    private func multicastSubjectFactory(_ call: OperatorCall, _ args: inout Arguments) throws -> () -> ErasedSubject {
        if let subjectExpr = args.labeled("subject") {
            guard case .subject(let handle) = try evaluate(subjectExpr) else {
                throw RuntimeError.notASubject(subjectExpr.text, at: subjectExpr.range)
            }
            let subject = ErasedSubject(handle.subject)
            return { subject }
        }
        let closureExpr = try args.closure("a closure that builds a subject, e.g. { PassthroughSubject() }")
        let body = try closure(closureExpr)
        let build = objectFactory(body, at: closureExpr)
        let log = runErrors
        let teardown = self.teardown
        return {
            switch build([]) {
            case .subject(let handle)?:
                return ErasedSubject(handle.subject)
            case let other?:
                log.report(RuntimeError.multicastBuiltNoSubject(other.kindName, at: closureExpr.range), at: closureExpr.range)
            case nil:
                break  // already reported
            }
            // The run is reported as failed; a subject keeps it going until then.
            let stand = PassthroughSubject<MarbleValue, MarbleError>()
            teardown.keep(stand)
            return ErasedSubject(stand)
        }
    }

    /// Puts a connection the file makes on the clock; one nobody keeps (`_ = m.connect()`)
    /// is cancelled at once, as a discarded `AnyCancellable` is.
    func scheduleConnection(_ handle: ConnectionHandle, keep: Bool) {
        extendAxis(to: handle.connectAt)
        teardown.keep(handle)
        scheduler.schedule(at: handle.connectAt) {
            let connection = handle.connectable.connect()
            if keep {
                handle.connection = connection
            } else {
                connection.cancel()
            }
        }
    }
}
