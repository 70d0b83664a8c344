import MarbleDSL
import MarbleTrace

/// The `lanes "..."` directive: whether the operators of a chain written without names in
/// between (`query.debounce(...).removeDuplicates().map { ... }.sink { ... }`) each get a
/// lane, so the diagram shows what every stage did, or the chain is one lane under one box.
enum ChainStages {
    /// The names the directive accepts and whether each draws the stages.
    static let settings: [(name: String, drawsStages: Bool)] = [("per operator", true), ("per statement", false)]

    static func setting(_ name: String) -> Bool? {
        settings.first { $0.name == name }?.drawsStages
    }

    /// Operators that pass values, completions and demand on as they are: they fold into the
    /// box of the stage before them rather than getting a lane that repeats it.
    static let passThroughs: Set<String> = [
        "eraseToAnyPublisher", "print", "handleEvents", "breakpoint", "breakpointOnError", "assertNoFailure", "setFailureType",
    ]

    /// Whether the call `name(...)` ends the stage before it in the same box rather than
    /// starting a lane of its own: a pass-through, or the sink, whose lane is the chain's
    /// last and draws the demand it asks for (`sink(demand: 2)`) itself.
    static func joinsStageBefore(_ name: String) -> Bool {
        // `autoconnect()` is how its connectable is subscribed: the connectable alone is no
        // stream a subscriber could receive, so the two are one stage. `switchToLatest()` draws
        // the publishers the `map` before it makes as branches of its lane: a lane of those
        // publishers as values would only repeat them.
        passThroughs.contains(name) || ["sink", "autoconnect", "switchToLatest"].contains(name)
    }

    /// Whether steps hold an operator that changes timing, values or demand.
    static func changesSomething(_ steps: [OperatorStep]) -> Bool {
        steps.contains { !passThroughs.contains($0.name) && !$0.isTransparent }
    }

    /// The calls of the chain `expr` ends with, outermost first: `a.map { }.filter { }` gives
    /// the `filter` call and the `map` call.
    static func calls(of expr: Expr) -> [Expr] {
        var result: [Expr] = []
        var current = expr
        while case .call(let callee, _, _) = current.kind, case .member(let base, _) = callee.kind {
            result.append(current)
            current = base
        }
        return result
    }

    /// Whether `expr` is a sink given Combine's closures (`sink { ... }`, `sink(receiveValue:)`),
    /// whose lane is drawn even when nothing keeps it.
    static func isSinkWithClosure(_ expr: Expr) -> Bool {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(_, let name) = callee.kind,
              name.name == "sink" else { return false }
        return trailing != nil || arguments.contains { ["receiveValue", "receiveCompletion"].contains($0.label?.name) }
    }

    /// The step text of `sink(...)` without its closures (`nil` for a sink given none): the
    /// box shows the operators, and what the subscriber's closure does with a value is not one
    /// of them.
    static func sinkText(_ expr: Expr) -> String? {
        guard case .call(_, let arguments, let trailing) = expr.kind else { return nil }
        let kept = arguments.filter {
            if case .closure = $0.value.kind { return false }
            return !["receiveValue", "receiveCompletion"].contains($0.label?.name)
        }
        guard trailing != nil || kept.count < arguments.count else { return nil }
        guard !kept.isEmpty else { return "sink" }
        let texts = kept.map { argument in
            FoldedSource.fold(argument.label.map { "\($0.name): \(argument.value.text)" } ?? argument.value.text)
        }
        return "sink(" + texts.joined(separator: ", ") + ")"
    }
}

extension PipelineBuilder {
    /// Builds one statement's `expr` with the calls of its outermost chain open to lanes of
    /// their own when `drawn` (and the file draws stages).
    func withStages<T>(of expr: Expr, drawn: Bool, _ body: () throws -> T) rethrows -> T {
        let saved = stageCalls
        stageCalls = drawn && drawsStages ? Set(ChainStages.calls(of: expr).map(\.range)) : []
        defer { stageCalls = saved }
        return try body()
    }

    /// `upstream` with the operators applied since the last lane drawn as a lane of their
    /// own, when the call at `expr` continues a chain whose stages are unnamed and changes
    /// something itself: `q.debounce(...).map { ... }` draws `debounce` before `map` applies.
    func closingStage(_ upstream: PublisherHandle, before name: Identifier, at expr: Expr, receiver receiverExpr: Expr) -> PublisherHandle {
        guard stageCalls.contains(expr.range), !ChainStages.joinsStageBefore(name.name), let steps = upstream.steps,
              ChainStages.changesSomething(steps), let first = steps.first(where: { !ChainStages.passThroughs.contains($0.name) })
        else { return upstream }
        var handle = upstream
        let binding = stageLaneName(first.name)
        let lane = recorder.declareLane(LaneID(binding: binding), role: .operator, label: FoldedSource.fold(receiverExpr.text),
                                        inputs: handle.inputLanes, steps: steps)
        handle.connectionLog?.drawOn(lane)
        handle.publisher = handle.publisher.probe(lane: lane, recorder: recorder).eraseToAnyPublisher()
        handle.innerLanes?.name(after: binding)
        handle.depth += 1
        handle.inputLanes = [lane]
        handle.steps = []
        return handle
    }

    /// The lane of a stage, named after its operator (`debounce`), or `map2`, `map3`, ... when
    /// the name is a lane or a name of the file already.
    private func stageLaneName(_ operatorName: String) -> String {
        var candidate = operatorName
        var number = 1
        while recorder.hasLane(candidate) || bindings[candidate] != nil || laterBindings[candidate] != nil
            || swiftSubset.functions[candidate] != nil {
            number += 1
            candidate = "\(operatorName)\(number)"
        }
        return candidate
    }
}
