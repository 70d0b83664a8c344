import MarbleDSL

/// Decides what an expression of the marble language or pasted Combine builds: a name, a
/// source or subject, an operator step of the registry, a property, a plain value. The
/// builder builds the node and never reads the syntax to find out; the evaluator evaluates
/// the arguments and closures the node keeps as expressions.
///
/// What an expression names can depend on what the file declared so far (`APIError.timeout`
/// of a declared error enum) or bound (`scheduler.timerPublisher(...)` of a test scheduler):
/// statement lowering tells it, in file order; the builder, lowering a closure's body when it
/// runs, tells it what it declared and bound.
struct ExpressionLowering {
    var dialect: Dialect = .combine
    /// The value and error structs declared so far, whose `Type(member: value)` is a value.
    var declaredStructs: Set<String> = []
    /// The error enums declared so far, whose `Type.case` and `Type.case(value)` are values.
    var declaredErrorEnums: Set<String> = []
    /// The names bound to a test scheduler so far: their `timerPublisher(every:)` is a timer,
    /// and their calls (`scheduler.advance(by: 2)`) move the clock.
    var testSchedulers: Set<String> = []

    /// The publishers of Combine's `Publishers` namespace a file may construct, with the
    /// operator each is.
    static let publishersNamespace: [String: String] = [
        "Merge": "merge", "Merge3": "merge", "Merge4": "merge", "Merge5": "merge", "Merge6": "merge",
        "Merge7": "merge", "Merge8": "merge", "MergeMany": "merge",
        "CombineLatest": "combineLatest", "CombineLatest3": "combineLatest", "CombineLatest4": "combineLatest",
        "Zip": "zip", "Zip3": "zip", "Zip4": "zip",
    ]

    func node(for expr: Expr) -> PipelineNode {
        let written = writtenNode(for: expr)
        switch written {
        case .name, .rejected:
            return written
        default:
            let timer = pastedTimer(expr, otherwise: written).map(PipelineNode.timer) ?? written
            guard isDeclaredValue(expr) else { return timer }
            return .declaredValue(DeclaredValueNode(expr: expr, otherwise: timer))
        }
    }

    /// What `expr` is by its form alone, whatever the file declared.
    private func writtenNode(for expr: Expr) -> PipelineNode {
        switch expr.kind {
        case .identifier(let name):
            return .name(Identifier(name, range: expr.range))
        case .specialize(let base, _):
            // Generic arguments (`<Int>`) document the value type; values are dynamic here.
            return node(for: base)
        case .member(let base, let name):
            if case .identifier(let type) = base.kind, ValueEvaluator.constant(type, name.name) != nil { return .value(expr) }
            return .property(base: node(for: base), name: name, expr: expr)
        case .call(let callee, let arguments, let trailing):
            return call(callee, arguments, trailing, at: expr)
        default:
            return .value(expr)
        }
    }

    private func call(_ callee: Expr, _ arguments: [Argument], _ trailing: Expr?, at expr: Expr) -> PipelineNode {
        if case .specialize(let base, let types) = callee.kind, base.kind == .identifier("Set"), types == ["AnyCancellable"] {
            // A place to keep subscriptions, which the file keeps anyway.
            return .construction(Construction(typeName: "Set<AnyCancellable>", factory: nil, boundNameCall: nil, callee: callee, arguments: arguments,
                                              trailingClosure: trailing, expr: expr))
        }
        if case .member(let base, let name) = callee.kind, base.kind == .identifier("Publishers") {
            return publishers(name, callee: callee, arguments, trailing, at: expr)
        }
        if callee.kind == .identifier("NSError") || callee.kind == .identifier("print") {
            // Foundation's error, Swift's `print`: values and effects of the evaluator.
            return .value(expr)
        }
        if case .identifier(let name) = callee.kind, ValueEvaluator.functions.contains(name) {
            // `String($0)`, `max(a, b)` where a value goes (`Just(String($0))`).
            return .value(expr)
        }
        if let typeName = Self.typeName(callee) {
            return .construction(Construction(typeName: typeName, factory: nil, boundNameCall: nil, callee: callee, arguments: arguments,
                                              trailingClosure: trailing, expr: expr))
        }
        switch callee.kind {
        case .implicitMember:
            // `.max(2)`, `.failure(e)`: a value.
            return .value(expr)
        case .member(let base, let name):
            if base.kind == .identifier("ReplaySubject") {
                let boundNameCall = step(node(for: base), base, name, arguments, trailing, at: expr)
                return .construction(Construction(typeName: "ReplaySubject", factory: name, boundNameCall: boundNameCall, callee: callee,
                                                  arguments: arguments,
                                                  trailingClosure: trailing, expr: expr))
            }
            return .operatorStep(step(node(for: base), base, name, arguments, trailing, at: expr))
        default:
            return .rejected(RuntimeError.notCallable(callee.text, at: callee.range))
        }
    }

    /// `Publishers.Merge(a, b)` is `a.merge(with: b)`; `Publishers.Zip(a, b, c)` is `a.zip(b, c)`.
    private func publishers(_ name: Identifier, callee: Expr, _ arguments: [Argument], _ trailing: Expr?, at expr: Expr) -> PipelineNode {
        guard let operatorName = Self.publishersNamespace[name.name] else {
            if name.name == "Sequence" { return .rejected(RuntimeError.publishersSequence(at: callee.range)) }
            return .rejected(RuntimeError.unknownPublisher("Publishers.\(name.name)",
                                                           known: Self.publishersNamespace.keys.sorted().map { "Publishers.\($0)" },
                                                           at: callee.range))
        }
        guard let first = arguments.first, first.label == nil, arguments.count >= 2 else {
            return .rejected(RuntimeError.missingArgument(to: "Publishers.\(name.name)", expected: "two publishers or more", at: expr.range))
        }
        var rest = Array(arguments.dropFirst())
        if operatorName == "merge" { rest[0].label = Identifier("with", range: rest[0].value.range) }
        return .operatorStep(step(node(for: first.value), first.value, Identifier(operatorName, range: name.range), rest, trailing, at: expr))
    }

    private func step(_ upstream: PipelineNode, _ upstreamExpr: Expr, _ name: Identifier, _ arguments: [Argument], _ trailing: Expr?,
                      at expr: Expr) -> OperatorStepNode {
        OperatorStepNode(upstream: upstream, upstreamExpr: upstreamExpr, name: name,
                         resolution: resolve(name, arguments, trailing, at: expr), arguments: arguments, trailingClosure: trailing, expr: expr)
    }

    /// The registry entry that builds `name(arguments)`: of the dialect's entries with the
    /// name, the first that claims the call by a label or argument form, else the one that
    /// takes any call.
    func resolve(_ name: Identifier, _ arguments: [Argument], _ trailing: Expr?, at expr: Expr) -> OperatorResolution {
        let entries = OperatorRegistry.entries(named: name.name, in: dialect)
        guard !entries.isEmpty else {
            // The operators are too many to list in a message: suggest the closest instead.
            return .unknown(RuntimeError.unknownOperator(name.name, at: name.range))
        }
        let args = Arguments(arguments, trailingClosure: trailing, callRange: expr.range, callee: name.name)
        let accepted = entries.reduce(into: Set<String>()) { $0.formUnion($1.labels) }
        if let unknown = args.labels.first(where: { !accepted.contains($0.name) }) {
            let known = accepted.sorted().map { $0 + ":" }
            return .unknown(RuntimeError.unknownArgumentLabel(unknown.name, of: name.name, known: known, at: unknown.range))
        }
        return .entry(entries.first { $0.claims?(args) == true } ?? entries.first { $0.claims == nil } ?? entries[0])
    }

    /// `Name` of a constructor call `Name(...)` or `Name<T>(...)`.
    static func typeName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .specialize(let base, _): return typeName(base)
        default: return nil
        }
    }
}
