import MarbleDSL

/// What an expression of a program builds: decided by lowering, built by the builder.
/// Arguments and closures stay expressions (`Expr`): the Swift-subset evaluator evaluates
/// them, and a closure that builds publishers (`flatMap { cold(...) }`) is lowered when it
/// runs, by the same lowering.
indirect enum PipelineNode {
    /// A name bound earlier (or a closure's parameter, a loop's variable).
    case name(Identifier)
    /// `cold("-a|")`, `PassthroughSubject<Int, Never>()`, `Just(1)`, `Record(...)`,
    /// `Set<AnyCancellable>()`, `ReplaySubject.create(bufferSize: 2)`: a source, subject or
    /// subscriber made from its type and arguments.
    case construction(Construction)
    /// `upstream.name(arguments)`: an operator of the registry applied to `upstream`
    /// (`Publishers.Merge(a, b)` is `a.merge(with: b)`).
    case operatorStep(OperatorStepNode)
    /// `[1, 2].publisher`: a property of the object `base` builds.
    case property(base: PipelineNode, name: Identifier, expr: Expr)
    /// A plain value for the evaluator: a literal, arithmetic, a closure, `.unlimited`,
    /// `Int.max`, a declared enum's case.
    case value(Expr)
    /// `Point(x: 0, y: 1)` of a declared struct, `APIError.timeout` of a declared error enum:
    /// a value the evaluator makes from the file's declaration.
    case declaredValue(DeclaredValueNode)
    /// `Timer.publish(every: 1, on: .main, in: .common)`, `scheduler.timerPublisher(every: 1)`
    /// of a test scheduler: a connectable timer of the virtual clock.
    case timer(PastedTimerNode)
    /// An expression its front end refused, with the error (`Publishers.Sequence(...)`,
    /// a call of something that is no function).
    case rejected(RuntimeError)
}

/// A source, subject or subscriber made by name: `Type(arguments)` or `Type.factory(arguments)`.
struct Construction {
    /// `cold`, `PassthroughSubject`, `Record`, `Set`, `ReplaySubject`.
    var typeName: String
    /// `create` of `ReplaySubject.create(bufferSize: 2)`; `nil` for `Type(...)`.
    var factory: Identifier?
    /// For a factory call: the same call as an operator on what the name holds, built instead
    /// when the file bound a name `ReplaySubject` (known once its binding is built).
    var boundNameCall: OperatorStepNode?
    /// The callee as written: `PassthroughSubject<Int, Never>` (its generic arguments say
    /// whether the output is a floating-point type or a string).
    var callee: Expr
    var arguments: [Argument]
    var trailingClosure: Expr?
    /// The whole call, for error positions.
    var expr: Expr
}

/// `upstream.name(arguments) { trailing }`, an operator of the registry.
struct OperatorStepNode {
    var upstream: PipelineNode
    /// The receiver as written, for its lane's label and steps (`Publishers.Zip(a, b)` starts
    /// with `a`).
    var upstreamExpr: Expr
    /// The operator's name where it was written.
    var name: Identifier
    /// The registry entry that builds it, chosen by name, dialect and argument labels; or
    /// the error of a name or label no entry has, reported once the receiver is built.
    var resolution: OperatorResolution
    /// The arguments in the form `entry` reads them (`Publishers.Merge(a, b)` is
    /// `a.merge(with: b)`: lowering writes the label).
    var arguments: [Argument]
    var trailingClosure: Expr?
    /// The whole call: its source text labels the lane; its range places errors.
    var expr: Expr
}

/// Which registry entry an operator call names.
enum OperatorResolution {
    case entry(OperatorEntry)
    /// No entry of the dialect has that name (`RuntimeError.unknownOperator`) or takes that
    /// label (`unknownArgumentLabel`).
    case unknown(RuntimeError)
}

/// `target.name(arguments)` that acts rather than builds.
struct ActionNode {
    enum Kind {
        /// `s.send("-1-2|")`, `s.send(5, at: 3)`, `s.send(completion: .finished)`, `s.send()`.
        case send
        /// `C.request(2, at: 4)`.
        case request
        /// `C.cancel(at: 4)`, `connection.cancel(at: 6)`.
        case cancel
        /// `m.connect(at: 2)` as a statement: the connection is kept for the run; it connects
        /// what the operator `connect` (the entry lowering chose) makes.
        case connect(OperatorResolution)
        /// `p.merge(into: input, at: 2)`.
        case mergeInto
        /// `p.subscribe(subject, at: 1)`.
        case subscribe
        /// `p.sink { ... }.store(in: &cancellables)`.
        case store
        /// `scheduler.advance(by: 2)`, `scheduler.advance()`, `scheduler.run()` of a test
        /// scheduler.
        case schedulerCall
    }

    var kind: Kind
    /// What the action acts on.
    var target: PipelineNode
    var targetExpr: Expr
    var name: Identifier
    var arguments: [Argument]
    var trailingClosure: Expr?
    /// The whole call.
    var expr: Expr
    /// For `schedulerCall`: what the call is when the name turns out to hold no test
    /// scheduler (a binding of it failed), performed instead; what a name holds is known only
    /// once it is built.
    var otherwise: PerformedNode?
}

/// What an expression statement performs: an action, or a subscriber nobody keeps (`p.sink()`).
indirect enum PerformedNode {
    /// `target.send(...)`, `C.cancel(at: 4)`, `scheduler.advance(by: 2)`, `p.store(in: &set)`.
    case action(ActionNode)
    /// What the statement builds.
    case build(PipelineNode)
}

/// What a scheduler a file binds (`let scheduler = DispatchQueue.test`) stands for.
enum BoundScheduler {
    /// A test scheduler: a virtual queue whose time the file advances.
    case test
    /// `DispatchQueue.immediate`, `ImmediateScheduler.shared`.
    case immediate
}
