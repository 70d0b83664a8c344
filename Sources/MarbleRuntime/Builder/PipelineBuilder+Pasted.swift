import MarbleDSL
import MarbleTrace
import Reactive

/// Combine code as it is pasted from an app or a test: `Set<AnyCancellable>()`,
/// `.store(in: &cancellables)`, `send(completion:)`, and the test
/// schedulers of combine-schedulers, whose `advance(by:)` moves the time at which the
/// statements after it act.
extension PipelineBuilder {
    /// A source, subject or subscriber made by name, and the objects only pasted code spells:
    /// `Set<AnyCancellable>()` (a place to keep subscriptions, which the file keeps anyway),
    /// `Record(...)`, `Future { ... }`.
    func construct(_ construction: Construction, _ args: inout Arguments) throws -> RuntimeObject {
        switch construction.typeName {
        case "Set<AnyCancellable>":
            return .value(.array([]))
        case "Record":
            return try makeRecord(&args)
        case "Future":
            return try makeFuture(try args.closure("a closure that fulfils the promise, { promise in promise(.success(1)) }"))
        default:
            if let factory = construction.factory {
                if let made = try makeSubject(construction.typeName, factory: factory, &args) { return made }
                // The file bound a name `ReplaySubject`: the call is an operator on what it holds.
                guard let step = construction.boundNameCall else { throw RuntimeError.notCallable(construction.callee.text, at: construction.callee.range) }
                return try applyOperator(step, to: try build(step.upstream), &args)
            }
            return try construct(construction.typeName, &args, at: construction.expr, callee: construction.callee)
        }
    }

    /// `Record(output: [1, 2], completion: .finished)`: the values, then the completion, each
    /// waiting for demand as Combine's `Record` does.
    private func makeRecord(_ args: inout Arguments) throws -> RuntimeObject {
        guard case .value(.array(let output)) = try evaluate(try args.requireLabeled("output", "the values, e.g. [1, 2]")) else {
            throw RuntimeError.notAValue("output", at: args.callRange)
        }
        let values = Publishers.Sequence<MarbleValue, MarbleError>(output)
        let completion = try completionArgument(try args.requireLabeled("completion", ".finished or .failure(error)"))
        guard case .failure(let error) = completion else {
            return .publisher(PublisherHandle(publisher: values.eraseToAnyPublisher(), role: .source))
        }
        return .publisher(PublisherHandle(publisher: values.append(Fail(error: error)).eraseToAnyPublisher(), role: .source))
    }

    /// `Future { promise in promise(.success(1)) }`: a promise fulfilled at once is a value
    /// and the finish for every subscriber (or the failure), as Combine's `Future` delivers it.
    private func makeFuture(_ closureExpr: Expr) throws -> RuntimeObject {
        guard case .closure(let parameters, let body) = closureExpr.kind, parameters.count == 1,
              case .call(let callee, let arguments, nil) = body.kind, callee.kind == .identifier(parameters[0].name),
              arguments.count == 1, case .call(let result, let resultArguments, nil) = arguments[0].value.kind,
              resultArguments.count == 1 else {
            throw RuntimeError.unsupportedFuture(at: closureExpr.range)
        }
        switch result.kind {
        case .implicitMember("success"):
            let output = try value(resultArguments[0].value)
            return .publisher(PublisherHandle(publisher: Publishers.Sequence<MarbleValue, MarbleError>([output]).eraseToAnyPublisher(), role: .source))
        case .implicitMember("failure"):
            let error = MarbleError(try errorValue(resultArguments[0].value).description)
            return .publisher(PublisherHandle(publisher: Fail<MarbleValue, MarbleError>(error: error).eraseToAnyPublisher(), role: .source))
        default:
            throw RuntimeError.unsupportedFuture(at: closureExpr.range)
        }
    }

    /// `.finished` or `.failure(error)`.
    func completionArgument(_ expr: Expr) throws -> Subscribers.Completion<MarbleError> {
        switch expr.kind {
        case .implicitMember("finished"):
            return .finished
        case .call(let callee, let arguments, nil) where callee.kind == .implicitMember("failure") && arguments.count == 1:
            return .failure(MarbleError(try errorValue(arguments[0].value).description))
        default:
            throw RuntimeError.notACompletion(expr.text, at: expr.range)
        }
    }

    /// `for i in 1...5 { ... }`: the body's actions for each element, with `i` bound to it.
    func runLoop(_ variable: Identifier, over sequenceExpr: Expr, _ body: [ProgramStatement]) throws {
        guard case .value(.array(let elements)) = try evaluate(sequenceExpr) else {
            throw RuntimeError.notASequence(sequenceExpr.text, at: sequenceExpr.range)
        }
        guard bindings[variable.name] == nil else { throw RuntimeError.alreadyDefined(variable.name, at: variable.range) }
        defer { bindings[variable.name] = nil }
        for element in elements {
            bindings[variable.name] = .value(element)
            for statement in body { try build(statement) }
        }
    }

    /// A value struct's member: a value, or a subject or publisher it holds
    /// (`Player(score: BehaviorSubject(value: 80))`, RxSwift's playgrounds), as a publisher value.
    private func memberValue(_ expr: Expr) throws -> MarbleValue {
        switch try evaluate(expr) {
        case .subject(let handle): return publisherValues.value(for: handle, label: expr.text)
        case .publisher(let handle): return publisherValues.value(for: handle.publisher, label: expr.text)
        case .value(let value): return value
        default: return try value(expr)
        }
    }

    /// `APIError.timeout` or `APIError.badStatus(404)` of an error enum the file declares: the
    /// error, drawn by its case name (and associated values); `MyError()` of a declared error
    /// struct, drawn as Swift prints it (`MyError()`); `Point(x: 0, y: 1)` of a declared value struct.
    func declaredError(_ expr: Expr) throws -> MarbleValue? {
        var member = expr, arguments: [Argument] = []
        if case .call(let callee, let callArguments, nil) = expr.kind {
            member = callee
            arguments = callArguments
        }
        if case .identifier(let type) = member.kind, case .call = expr.kind, let members = swiftSubset.valueStructs[type] ?? swiftSubset.errorStructs[type] {
            guard arguments.map(\.label?.name) == members else {
                throw RuntimeError.structArguments(type, members: members, at: expr.range)
            }
            guard swiftSubset.errorStructs[type] != nil else {
                return .structValue(type: type, labels: members, values: try arguments.map { try memberValue($0.value) })
            }
            let values = try arguments.map { try value($0.value) }
            guard !arguments.isEmpty else { return .string(type + "()") }
            // An error is drawn by its text, Swift's way, `Wrapped(wrappedError: DivisionByZeroError)`:
            // unlike a value struct's, a wrapped error (itself a text) takes no quotes.
            let fields = zip(members, values).map { "\($0): \($1.description)" }
            return .string("\(type)(\(fields.joined(separator: ", ")))")
        }
        guard case .member(let base, let name) = member.kind, case .identifier(let type) = base.kind,
              let cases = swiftSubset.errorTypes[type] else { return nil }
        guard cases.contains(name.name) else {
            throw RuntimeError.unknownErrorCase(name.name, of: type, known: cases.sorted(), at: name.range)
        }
        return try caseValue(name.name, arguments)
    }

    /// Resolves an error case a closure names (`APIError.timeout`, `.timeout`,
    /// `.badStatus(404)`), `nil` for anything else.
    /// The case's arguments are evaluated in the closure (`.badStatus(code + 1)`).
    var closureError: (Expr, ValueEvaluator) throws -> MarbleValue? {
        { [unowned self] expr, frame in
            let saved = swiftSubset.closureFrame
            swiftSubset.closureFrame = frame
            defer { swiftSubset.closureFrame = saved }
            return try valueEnumCase(expr, in: frame) ?? declaredError(expr) ?? implicitErrorCase(expr)
        }
    }

    /// An error as Swift writes it where the type is known: `.timeout` for a case of a
    /// declared error enum, or any value.
    func errorValue(_ expr: Expr) throws -> MarbleValue {
        try implicitErrorCase(expr) ?? value(expr)
    }

    /// `.timeout` or `.badStatus(404)` naming a case of a declared error enum; `nil` otherwise.
    private func implicitErrorCase(_ expr: Expr) throws -> MarbleValue? {
        var member = expr, arguments: [Argument] = []
        if case .call(let callee, let callArguments, nil) = expr.kind {
            member = callee
            arguments = callArguments
        }
        guard case .implicitMember(let name) = member.kind, swiftSubset.errorTypes.values.contains(where: { $0.contains(name) }) else {
            return nil
        }
        return try caseValue(name, arguments)
    }

    /// An error case as drawn, as Swift prints it: `timeout`, `badStatus(404)`,
    /// `notANumber("42x")`; labels kept, a string argument in quotes (an error argument,
    /// itself drawn as text, without).
    private func caseValue(_ name: String, _ arguments: [Argument]) throws -> MarbleValue {
        guard !arguments.isEmpty else { return .string(name) }
        let values = try arguments.map { argument in
            let label = argument.label.map { "\($0.name): " } ?? ""
            if let error = try declaredError(argument.value) ?? implicitErrorCase(argument.value) {
                return label + error.description
            }
            let argumentValue = try value(argument.value)
            if case .string(let text) = argumentValue { return label + Self.swiftStringLiteral(text) }
            return label + argumentValue.description
        }
        return .string("\(name)(\(values.joined(separator: ", ")))")
    }

    /// `"a\"b"`: a string as Swift's `print` shows it inside an enum case.
    private static func swiftStringLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// `scheduler.advance(by: d)`, `scheduler.advance()`, `scheduler.run()`.
    func advance(_ name: Identifier, _ args: inout Arguments) throws {
        guard !ranToEnd else { throw RuntimeError.actionAfterRun(at: args.callRange) }
        switch name.name {
        case "advance":
            if let instant = args.labeled("to") {
                throw RuntimeError.advanceToAnInstant(at: instant.range)
            }
            if let amount = args.labeled("by") {
                let step = try stride(amount)
                guard currentTick + step <= MarbleRunner.maximumTicks else {
                    throw RuntimeError.tickOutOfRange(currentTick + step, at: amount.range)
                }
                currentTick += step
                extendAxis(to: currentTick)
            }
            runClock(through: currentTick)
        case "run":
            // The run goes on until no work is left: nothing may act after it.
            ranToEnd = true
        default:
            throw RuntimeError.cannotPerform(name.name, on: "a test scheduler", at: name.range)
        }
    }

    /// Runs the work due up to `tick` now, while the file is being built, as a test
    /// scheduler's `advance` does: the statements after it act once that work is done, and
    /// the work they cause at this tick comes after theirs.
    func runClock(through tick: Int) {
        let runGuard = recorder.runGuard
        _ = scheduler.run(through: tick, halted: {
            runGuard.startingAction()
            return runGuard.isHalted
        })
    }

    /// `p.sink { ... }.store(in: &cancellables)`: the subscription is kept for the whole run and
    /// drawn as a lane of its own, labelled by its pipeline.
    func store(_ action: ActionNode, _ args: inout Arguments) throws {
        let target = try args.requireLabeled("in", "the set that keeps it, e.g. &cancellables")
        guard case .identifier(let setName) = target.kind else {
            throw RuntimeError.notAValue(target.text, at: target.range)
        }
        _ = try lookup(setName, at: target.range)
        let base = action.targetExpr
        let object = try build(action.target)
        switch object {
        case .subscriber(let handle):
            if handle.lane == nil { declareStoredSinkLane(handle, written: base) }
            scheduleSubscription(of: handle, keep: true)
        case .cancellable(let handle):
            scheduleConnection(handle, keep: true)
        default:
            throw RuntimeError.cannotPerform("store", on: object.kindName, at: base.range)
        }
    }

    /// A lane for a sink no name keeps (`.store(in:)`, or pasted code's `_ = p.sink { ... }`),
    /// named `sink1`, `sink2`, ... and labelled by its pipeline.
    func declareStoredSinkLane(_ handle: SubscriberHandle, written expr: Expr) {
        storedSinks += 1
        let binding = "sink\(storedSinks)"
        handle.lane = recorder.declareLane(LaneID(binding: binding), role: .subscriber, label: FoldedSource.fold(expr.text),
                                           inputs: handle.inputLanes, steps: handle.steps ?? [])
        handle.innerLanes?.name(after: binding)
    }

    /// `s.send(completion: .finished)`, `s.send(completion: .failure(e))`, and `s.send()` on a
    /// subject of `Void`, whose value is `()`.
    func sendPasted(to handle: SubjectHandle, _ args: inout Arguments) throws {
        let at = try tickArgument(&args)
        let subject = handle.subject
        extendAxis(to: at + 1)
        guard let completionExpr = args.labeled("completion") else {
            scheduler.schedule(at: at) { subject.send(.tuple([])) }
            return
        }
        let completion = try completionArgument(completionExpr)
        scheduler.schedule(at: at) { subject.send(completion: completion) }
    }
}

extension PipelineBuilder {
    /// Runs what is due now, then moves the clock on one tick (`ProgramStatement.nextInstant`).
    func nextInstant(at range: SourceRange) throws {
        guard currentTick < MarbleRunner.maximumTicks else { throw RuntimeError.tickOutOfRange(currentTick + 1, at: range) }
        runClock(through: currentTick)
        currentTick += 1
        extendAxis(to: currentTick)
    }
}
