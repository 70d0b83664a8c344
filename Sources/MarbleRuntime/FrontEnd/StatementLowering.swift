import MarbleDSL

/// Classifies the statements of a file in file order: what each is (a binding, an action, a
/// loop, an assertion, an assignment, a declaration) and what its expression builds.
struct StatementLowering {
    let expressions: ExpressionLowering
    /// The names bound to a test scheduler so far, whose calls (`scheduler.advance(by: 2)`)
    /// move the clock.
    private var testSchedulers: Set<String> = []

    /// The calls that act as statements rather than build.
    static let actions: [String: ActionNode.Kind] = [
        "cancel": .cancel, "connect": .connect, "merge": .mergeInto, "request": .request, "send": .send, "subscribe": .subscribe,
    ]

    init(expressions: ExpressionLowering) {
        self.expressions = expressions
    }

    /// The statement `statement` is, or `nil` for a directive, which sets `settings` instead.
    mutating func lower(_ statement: Statement, into settings: inout ProgramSettings) -> ProgramStatement? {
        let range = statement.range
        func rejected(_ error: RuntimeError) -> ProgramStatement { ProgramStatement(.rejected(error), range: range) }
        func declared(_ declaration: ProgramDeclaration) -> ProgramStatement { ProgramStatement(.declare(declaration), range: range) }
        switch statement.kind {
        case .title(let text):
            settings.title = text
        case .unit(let text):
            settings.unit = text
        case .combine(let name):
            if CombineRelease.handOver(name) == nil { return rejected(RuntimeError.unknownCombineRelease(name, at: range)) }
        case .lanes(let name):
            if ChainStages.setting(name) == nil { return rejected(RuntimeError.unknownLanesSetting(name, at: range)) }
        case .ticks(let count):
            guard count > 0, count <= MarbleRunner.maximumTicks else { return rejected(RuntimeError.tickCountOutOfRange(at: range)) }
            settings.ticks = count
        case .tick(let expr):
            if TickDuration.duration(expr) == nil { return rejected(RuntimeError.notATickDuration(expr.text, at: expr.range)) }
        case .binding(let name, let value):
            if let scheduler = BoundScheduler.made(by: value) {
                if scheduler == .test { testSchedulers.insert(name.name) }
                return ProgramStatement(.bind(name, .scheduler(scheduler, expr: value), written: value), range: range)
            }
            return ProgramStatement(.bind(name, expressions.node(for: value), written: value), range: range)
        case .expression(let expr):
            return lower(expr, at: range)
        case .loop(let variable, let sequence, let body):
            let lowered = body.compactMap { lower($0, into: &settings) }
            return ProgramStatement(.loop(variable: variable, sequence: sequence, body: lowered), range: range)
        case .function(let name, let parameters, let body):
            return declared(.function(name: name, parameters: parameters, body: body))
        case .valueEnum(let name, let rawType, let cases, let rawValues):
            return declared(.valueEnum(name: name, rawType: rawType, cases: cases, rawValues: rawValues))
        case .valueStruct(let name, let members):
            return declared(.valueStruct(name: name, members: members))
        case .errorType(let name, let cases, let members):
            guard let cases else { return declared(.errorStruct(name: name, members: members)) }
            return declared(.errorEnum(name: name, cases: cases))
        }
        return nil
    }

    /// An expression statement: an assertion, an assignment, an action, or a sink nobody keeps.
    private func lower(_ expr: Expr, at range: SourceRange) -> ProgramStatement {
        if case .call(let callee, _, _) = expr.kind, case .member(let base, let name) = callee.kind,
           ["asyncAfter", "async", "asyncAndWait", "sync"].contains(name.name), base.text.hasPrefix("DispatchQueue") {
            return ProgramStatement(.rejected(RuntimeError.dispatchOnRealClock("\(base.text).\(name.name)", at: callee.range)), range: range)
        }
        do {
            if let check = try AssertionCheck.read(expr) { return ProgramStatement(.assertion(check), range: range) }
        } catch {
            return ProgramStatement(.rejected(error as? RuntimeError ?? RuntimeError.wrapping(error, at: range)), range: range)
        }
        let performed = ProgramStatement(.perform(action(expr), written: expr, drawsChain: Self.drawsChain(expr)), range: range)
        if let target = ValueEvaluator.effectTarget(expr) {
            let otherwise: ProgramStatement?
            if case .call = expr.kind { otherwise = performed } else { otherwise = nil }
            return ProgramStatement(.assignment(target: target, expr, otherwise: otherwise), range: range)
        }
        return performed
    }

    /// What an expression statement does: a call of a test scheduler, `store(in:)`, one of
    /// the actions, or else what it builds.
    private func action(_ expr: Expr) -> PipelineNode {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name) = callee.kind else {
            return expressions.node(for: expr)
        }
        func action(_ kind: ActionNode.Kind, resolution: OperatorResolution? = nil, otherwise: PipelineNode? = nil) -> PipelineNode {
            .action(ActionNode(kind: kind, target: expressions.node(for: base), targetExpr: base, name: name, arguments: arguments,
                               trailingClosure: trailing, expr: expr, resolution: resolution, otherwise: otherwise))
        }
        let labels = Set(arguments.compactMap(\.label?.name))
        // What the call is when its receiver is no test scheduler.
        let other: PipelineNode
        if name.name == "store", labels.contains("in") {
            other = action(.store)
        } else if let kind = Self.actions[name.name], kind != .mergeInto || labels.contains("into"),
                  kind != .subscribe || expressions.dialect != .rxSwift || (trailing == nil && labels.isSubset(of: ["at"])) {
            // RxSwift's `subscribe { ... }` and `subscribe(onNext:)` make a subscriber; only
            // `subscribe(observer)` is the action.
            // `merge(with:)` is an operator; only `merge(into:)` is an action.
            other = action(kind, resolution: kind == .connect ? expressions.resolve(name, arguments, trailing, at: base) : nil)
        } else {
            other = expressions.node(for: expr)
        }
        if case .identifier(let scheduler) = base.kind, testSchedulers.contains(scheduler) {
            return action(.schedulerCall, otherwise: other)
        }
        return other
    }

    /// Whether an expression statement draws the chain it is: a sink kept by `.store(in:)`,
    /// or one given Combine's closures.
    static func drawsChain(_ expr: Expr) -> Bool {
        if case .call(let callee, _, _) = expr.kind, case .member(let base, let name) = callee.kind, name.name == "store",
           case .call(let sinkCallee, _, _) = base.kind, case .member(_, let sink) = sinkCallee.kind {
            return sink.name == "sink"
        }
        return ChainStages.isSinkWithClosure(expr)
    }
}
