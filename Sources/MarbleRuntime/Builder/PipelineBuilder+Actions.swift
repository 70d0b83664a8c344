import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// Performs an action of a statement: `x.send(...)`, `C.request(n, at:)`, `C.cancel(at:)`,
    /// `p.subscribe(x)`, `m.connect(at:)`, `p.merge(into: input)`, `p.sink().store(in: &set)`,
    /// `scheduler.advance(by: 2)`.
    func perform(_ action: ActionNode) throws {
        var args = Arguments(action.arguments, trailingClosure: action.trailingClosure, callRange: action.expr.range, callee: action.name.name)
        switch action.kind {
        case .schedulerCall:
            guard case .identifier(let name) = action.targetExpr.kind, boundSchedulers[name] == .test else {
                // The name holds no test scheduler after all: the call is what it is otherwise.
                if let otherwise = action.otherwise { try perform(otherwise, written: action.expr) }
                return
            }
            try advance(action.name, &args)
        case .store:
            try store(action, &args)
        case .send:
            let target = try build(action.target)
            if case .subject(let handle) = target, args.has(label: "completion") || action.arguments.isEmpty {
                try sendPasted(to: handle, &args)
            } else {
                try perform(action, on: target, &args)
            }
        default:
            try perform(action, on: try build(action.target), &args)
        }
        try args.finish()
    }

    private func perform(_ action: ActionNode, on base: RuntimeObject, _ args: inout Arguments) throws {
        let name = action.name
        switch (action.kind, base) {
        case (.send, .subject(let handle)):
            try send(to: handle, &args)
        case (.request, .subscriber(let handle)):
            let amountExpr = try args.requirePositional("how many values, e.g. 2")
            let amount = try demand(amountExpr)
            guard amount > 0 else {
                throw RuntimeError.requestOfNothing(at: amountExpr.range)
            }
            let at = try tickArgument(&args)
            extendAxis(to: at)
            scheduler.schedule(at: at) { handle.sink.request(amount) }
        case (.cancel, .subscriber(let handle)):
            let at = try tickArgument(&args)
            extendAxis(to: at)
            scheduler.schedule(at: at) { handle.sink.cancel() }
        case (.cancel, .cancellable(let handle)):
            let at = try tickArgument(&args)
            guard at >= handle.connectAt else {
                throw RuntimeError.cancelBeforeConnect(connectAt: handle.connectAt, at: name.range)
            }
            extendAxis(to: at)
            scheduler.schedule(at: at) { handle.connection?.cancel() }
        case (.connect(let resolution), _):
            // `m.connect(at: 2)` as a statement keeps the connection for the whole run.
            let step = OperatorStepNode(upstream: action.target, upstreamExpr: action.targetExpr, name: name, resolution: resolution,
                                        arguments: action.arguments, trailingClosure: action.trailingClosure, expr: action.targetExpr)
            guard case .cancellable(let handle) = try applyOperator(step, to: base, &args) else {
                throw RuntimeError.cannotPerform("connect", on: base.kindName, at: name.range)
            }
            scheduleConnection(handle, keep: true)
        case (.mergeInto, _):
            let source = try publisher(base, action.targetExpr)
            let targetExpr = try args.requireLabeled("into", "a MergeInput bound above")
            let at = try tickArgument(&args)
            try merge(source, into: targetExpr, at: at)
        case (.subscribe, _):
            let source = try publisher(base, action.targetExpr)
            let targetExpr = try args.requirePositional("a subscriber or subject")
            let at = try tickArgument(&args)
            try subscribe(targetExpr, to: source, at: at)
        default:
            throw RuntimeError.cannotPerform(name.name, on: base.kindName, at: name.range)
        }
    }

    /// `s.send("-1-2|", at: 3)` plays a marble string; `s.send(5, at: 3)` sends one value.
    private func send(to handle: SubjectHandle, _ args: inout Arguments) throws {
        if handle.subject is MergeInput<MarbleValue, MarbleError> {
            throw RuntimeError.sendToMergeInput(at: args.callRange)
        }
        let first = try args.requirePositional("a marble string such as \"-1-2|\", or a value")
        let at = try tickArgument(&args)
        // RxSwift's `onNext("a")` sends the string: Rx has no marble strings.
        if case .string(let literal) = first.kind, literal.value != nil, !handle.outputsStrings, lowering.dialect != .rxSwift {
            var events = try marbleEvents(first, values: args.labeled("values"), error: args.labeled("error"), startingAt: at,
                                          numbersOnly: handle.outputsNumbers)
            if handle.outputsFloatingPoint { events = events.floatingPoint }
            scheduleSends(events, to: handle, startingAt: at)
        } else {
            // `errors.send(.timeout)` on a subject of a declared error enum sends the case.
            let sent = handle.element(try errorValue(first))
            extendAxis(to: at + 1)
            let send = handle.sendValue
            scheduler.schedule(at: at) { send(sent) }
        }
    }

    /// `p.subscribe(C)` for a sink, `p.subscribe(m)` for a subject.
    private func subscribe(_ targetExpr: Expr, to sourceHandle: PublisherHandle, at: Int) throws {
        extendAxis(to: at)
        let source = sourceHandle.publisher
        // RxTest's observable subscribed by an observer directly (a subject, a test observer):
        // RxSwift disposes that subscription only when told, never at the observable's end.
        let keepsOpen = lowering.dialect == .rxSwift && sourceHandle.isRxTestObservable
        switch try evaluate(targetExpr) {
        case .subscriber(let handle):
            scheduler.schedule(at: at) { [recorder, teardown] in
                recorder.keepingOpen(keepsOpen) { Self.attach(handle, to: source, recorder: recorder, teardown: teardown) }
            }
        case .subject(let handle):
            try subjectFeeds.connect(sourceHandle.subjects, to: ObjectIdentifier(handle), at: targetExpr)
            scheduler.schedule(at: at) { [recorder] in
                recorder.keepingOpen(keepsOpen) { handle.upstreamLinks.append(source.subscribe(handle.subject)) }
            }
        case let other:
            throw RuntimeError.cannotSubscribe(other.kindName, at: targetExpr.range)
        }
    }

    /// `p.merge(into: input, at: t)`: from tick `t`, `input` republishes what `p` sends.
    private func merge(_ source: PublisherHandle, into targetExpr: Expr, at: Int) throws {
        guard case .subject(let handle) = try evaluate(targetExpr),
              let input = handle.subject as? MergeInput<MarbleValue, MarbleError> else {
            throw RuntimeError.notAMergeInput(targetExpr.text, at: targetExpr.range)
        }
        try subjectFeeds.connect(source.subjects, to: ObjectIdentifier(handle), at: targetExpr)
        extendAxis(to: at)
        let publisher = source.publisher
        scheduler.schedule(at: at) { input.subscribe(publisher) }
    }

    /// Puts a bound or discarded sink's subscription (and its `until:` cancel) on the clock.
    func scheduleSubscription(of handle: SubscriberHandle, keep: Bool) {
        guard let source = handle.source else { return }
        extendAxis(to: handle.subscribeAt)
        scheduler.schedule(at: handle.subscribeAt) { [recorder, teardown] in
            Self.attach(handle, to: source, recorder: recorder, teardown: teardown)
            if !keep { handle.sink.cancel() }
        }
        if let cancelAt = handle.cancelAt {
            extendAxis(to: cancelAt)
            scheduler.schedule(at: cancelAt) { handle.sink.cancel() }
        }
    }

    /// Subscribes the sink through its lane's probe, whose row the subscriptions made
    /// meanwhile feed.
    private static func attach(_ handle: SubscriberHandle, to source: AnyPublisher<MarbleValue, MarbleError>, recorder: RunRecorder,
                               teardown: RunTeardown) {
        teardown.keep(handle.sink)
        if let lane = handle.lane {
            source.probe(lane: lane, recorder: recorder).subscribe(handle.sink)
        } else {
            source.subscribe(handle.sink)
        }
    }
}
