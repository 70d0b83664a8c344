import MarbleDSL

/// Classifies the statements of a file in file order: what each is (a binding, an action, a
/// loop, an assertion, an assignment, a declaration) and what its expression builds. It is
/// also the one pass over the directives: each fills the settings, or is a rejected statement.
struct StatementLowering {
    /// Knows the test schedulers and declared types bound so far.
    private(set) var expressions: ExpressionLowering
    /// The directives of which a valid one was met: the first covers the whole file.
    private(set) var settled: Set<SettledDirective> = []

    /// The directives whose first valid occurrence wins.
    enum SettledDirective { case combine, lanes, tick }

    /// The calls that act as statements rather than build.
    static let actions: [String: ActionNode.Kind] = [
        "cancel": .cancel, "merge": .mergeInto, "request": .request, "send": .send, "subscribe": .subscribe,
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
            guard let handOver = CombineRelease.handOver(name) else { return rejected(RuntimeError.unknownCombineRelease(name, at: range)) }
            if settled.insert(.combine).inserted { settings.receiveOnHandOver = handOver }
        case .lanes(let name):
            guard let draws = ChainStages.setting(name) else { return rejected(RuntimeError.unknownLanesSetting(name, at: range)) }
            if settled.insert(.lanes).inserted { settings.drawsStages = draws }
        case .ticks(let count):
            guard count > 0, count <= MarbleRunner.maximumTicks else { return rejected(RuntimeError.tickCountOutOfRange(at: range)) }
            settings.ticks = count
        case .tick(let expr):
            guard let nanoseconds = TickDuration.duration(expr) else { return rejected(RuntimeError.notATickDuration(expr.text, at: expr.range)) }
            if settled.insert(.tick).inserted { settings.tickDuration = TickDuration(nanoseconds: nanoseconds) }
        case .binding(let name, let value):
            if let scheduler = BoundScheduler.made(by: value) {
                if scheduler == .test { expressions.testSchedulers.insert(name.name) }
                return ProgramStatement(.bindScheduler(name, scheduler), range: range)
            }
            // A name drawn, or a sink given Combine's closures, draws its chain's stages.
            let drawsChain = !name.name.hasPrefix("_") || ChainStages.isSinkWithClosure(value)
            return ProgramStatement(.bind(name, expressions.node(for: value), written: value, drawsChain: drawsChain), range: range)
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
            expressions.declaredStructs.insert(name.name)
            return declared(.valueStruct(name: name, members: members))
        case .errorType(let name, let cases, let members):
            guard let cases else {
                expressions.declaredStructs.insert(name.name)
                return declared(.errorStruct(name: name, members: members))
            }
            expressions.declaredErrorEnums.insert(name.name)
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
        let performed = ProgramStatement(.perform(performed(expr), written: expr, drawsChain: Self.drawsChain(expr)), range: range)
        if let target = ValueEvaluator.effectTarget(expr) {
            let otherwise: ProgramStatement?
            if case .call = expr.kind { otherwise = performed } else { otherwise = nil }
            return ProgramStatement(.assignment(target: target, expr, otherwise: otherwise), range: range)
        }
        return performed
    }

    /// What an expression statement does: a call of a test scheduler, `store(in:)`, one of
    /// the actions, or else what it builds.
    private func performed(_ expr: Expr) -> PerformedNode {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name) = callee.kind else {
            return .build(expressions.node(for: expr))
        }
        func action(_ kind: ActionNode.Kind, otherwise: PerformedNode? = nil) -> PerformedNode {
            .action(ActionNode(kind: kind, target: expressions.node(for: base), targetExpr: base, name: name, arguments: arguments,
                               trailingClosure: trailing, expr: expr, otherwise: otherwise))
        }
        let labels = Set(arguments.compactMap(\.label?.name))
        // What the call is when its receiver is no test scheduler.
        let other: PerformedNode
        if name.name == "store", labels.contains("in") {
            other = action(.store)
        } else if name.name == "connect" {
            // What it connects is what the operator `connect` makes.
            other = action(.connect(expressions.resolve(name, arguments, trailing, at: base)))
        } else if let kind = Self.actions[name.name], name.name != "merge" || labels.contains("into"),
                  name.name != "subscribe" || expressions.dialect != .rxSwift || (trailing == nil && labels.isSubset(of: ["at"])) {
            // RxSwift's `subscribe { ... }` and `subscribe(onNext:)` make a subscriber; only
            // `subscribe(observer)` is the action.
            // `merge(with:)` is an operator; only `merge(into:)` is an action.
            other = action(kind)
        } else {
            other = .build(expressions.node(for: expr))
        }
        if case .identifier(let scheduler) = base.kind, expressions.testSchedulers.contains(scheduler) {
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
