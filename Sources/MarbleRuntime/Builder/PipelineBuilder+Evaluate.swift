import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// Evaluates an expression to the object it stands for while building: what lowering
    /// says it is, built.
    func evaluate(_ expr: Expr) throws -> RuntimeObject {
        try build(lowering.node(for: expr))
    }

    /// Builds the object a node of the program stands for.
    func build(_ node: PipelineNode) throws -> RuntimeObject {
        switch node {
        case .name(let name):
            if let value = swiftSubset.closureFrame?.scope[name.name] { return .value(value) }
            return try lookup(name.name, at: name.range)
        case .value(let expr):
            return try evaluateValue(expr)
        case .declaredValue(let declared):
            if let value = try declaredError(declared.expr) { return .value(value) }
            // The declaration failed (its error is reported there): the expression is what it is
            // without it.
            return try build(declared.otherwise)
        case .timer(let timer):
            return try build(timer)
        case .property(let base, let name, let expr):
            if name.name == "publisher", let publishers = publisherElements(base) {
                return .publisher(SpecialisedPublisher.sequence(publishers, isArray: true, neverFails: true).handle(depth: 0))
            }
            let object = try build(base)
            // `player.score` of a struct value holding a subject or publisher.
            if case .value(.structValue(_, let labels, let values)) = object, let index = labels.firstIndex(of: name.name),
               case .publisher(let reference) = values[index] {
                if let subject = publisherValues.subject(for: reference) { return .subject(subject) }
                if let publisher = publisherValues.publisher(for: reference) { return .publisher(PublisherHandle(publisher: publisher, role: .source)) }
            }
            if name.name == "publisher", case .value(.array(let elements)) = object {
                return .publisher(SpecialisedPublisher.sequence(elements, isArray: true, neverFails: true).handle(depth: 0))
            }
            // `$0.count` where a value goes (`Just($0.count)`): a property of a plain value,
            // which only the build can tell `$0` is.
            if case .value(let value) = object, !value.isPublisherReference { return try evaluateValue(expr) }
            throw RuntimeError.noMember(object.kindName, name.name, at: name.range)
        case .construction(let construction):
            var args = Arguments(construction.arguments, trailingClosure: construction.trailingClosure, callRange: construction.expr.range,
                                 callee: Self.calleeName(construction.callee))
            let made = try construct(construction, &args)
            try args.finish()
            return made
        case .operatorStep(let step):
            let receiver = try build(step.upstream)
            // `$0.uppercased()` where a value goes (`Just($0.uppercased())`): the lowering reads
            // a method call as an operator step, since what `$0` holds is known only now.
            if case .value(let value) = receiver, !value.isPublisherReference, ValueEvaluator.methods.contains(step.name.name) {
                return try evaluateValue(step.expr)
            }
            var args = Arguments(step.arguments, trailingClosure: step.trailingClosure, callRange: step.expr.range, callee: step.name.name)
            let made = try applyOperator(step, to: receiver, &args)
            try args.finish()
            return made
        case .rejected(let error):
            throw error
        }
    }

    /// A plain value: what the Swift-subset evaluator makes of it, or a member (`.unlimited`,
    /// `.max(2)`) or closure the builder reads further.
    private func evaluateValue(_ expr: Expr) throws -> RuntimeObject {
        switch expr.kind {
        case .implicitMember(let name):
            return .member(name)
        case .closure(let parameters, let body):
            var made = ClosureValue(parameters: parameters.map(\.name), body: body, call: publisherValueCall,
                                    captured: swiftSubset.variables, declaredError: closureError)
            // Written inside a closure that builds publishers: its names are this one's too.
            made.enclosing = swiftSubset.closureFrame?.scope ?? [:]
            return .closure(made)
        case .operatorReference(let op):
            return .closure(.operatorReference(op, at: expr))
        case .member(let base, let name):
            if case .identifier(let type) = base.kind, let constant = ValueEvaluator.constant(type, name.name) { return .value(constant) }
        case .call(let callee, let arguments, let trailing):
            if case .implicitMember(let name) = callee.kind {
                var args = Arguments(arguments, trailingClosure: trailing, callRange: expr.range, callee: name)
                var values: [MarbleValue] = []
                while let argument = args.positional() {
                    values.append(try ValueEvaluator().evaluate(argument))
                }
                try args.finish()
                return .memberCall(name, values)
            }
        default:
            break
        }
        return .value(try (swiftSubset.closureFrame ?? fileValueEvaluator).evaluate(expr))
    }

    /// Evaluates a value outside closures (`numbers.first!`), reading the file's plain values.
    private var fileValueEvaluator: ValueEvaluator {
        var evaluator = ValueEvaluator(declaredError: closureError)
        evaluator.fileVariables = swiftSubset.variables
        // Plain values bound by name, a `for` loop's variable among them (`send(i * 10)`).
        evaluator.scope = bindings.values
        return evaluator
    }

    /// The name a call is known by in messages: `scan` for `b.scan(...)`.
    static func calleeName(_ callee: Expr) -> String {
        switch callee.kind {
        case .identifier(let name), .implicitMember(let name): return name
        case .member(_, let name): return name.name
        case .specialize(let base, _): return calleeName(base)
        default: return callee.text
        }
    }

    // MARK: - Conversions of arguments

    /// A whole number argument (`at: 4`, `2`).
    func integer(_ expr: Expr, _ what: String) throws -> Int {
        guard case .value(.int(let value)) = try evaluate(expr) else {
            throw RuntimeError.notAWholeNumber(expr.text, expected: what, at: expr.range)
        }
        return value
    }

    /// A boolean argument (`latest: true`, `completeImmediately: false`).
    func boolean(_ expr: Expr) throws -> Bool {
        guard case .value(.bool(let flag)) = try evaluate(expr) else {
            throw RuntimeError.notABoolean(expr.text, at: expr.range)
        }
        return flag
    }

    /// A tick argument: a whole number, not negative, within the clock's range.
    func tick(_ expr: Expr) throws -> Int {
        let value = try integer(expr, "a tick (a whole number)")
        guard value >= 0, value <= MarbleRunner.maximumTicks else {
            throw RuntimeError.tickOutOfRange(value, at: expr.range)
        }
        return value
    }

    /// An optional `at:` argument; by default the current tick (0, or as far as the file's
    /// test scheduler was advanced).
    func tickArgument(_ args: inout Arguments, _ label: String = "at") throws -> Int {
        guard let expr = args.labeled(label) else { return currentTick }
        return try tick(expr)
    }

    /// A demand: `.unlimited`, `.none`, `.max(n)` or `n`.
    func demand(_ expr: Expr) throws -> Subscribers.Demand {
        switch try evaluate(expr) {
        case .value(.int(let n)) where n >= 0: return .max(n)
        case .member("unlimited"): return .unlimited
        case .member("none"): return .none
        case .memberCall("max", let values) where values.count == 1:
            if case .int(let n) = values[0], n >= 0 { return .max(n) }
        default: break
        }
        throw RuntimeError.notADemand(expr.text, at: expr.range)
    }

    /// A literal value argument.
    func value(_ expr: Expr) throws -> MarbleValue {
        // `ViewState.loading`, `Rank(rawValue: 1)`: a declared enum named by its type.
        if case .member(let base, _) = expr.kind, case .identifier(let type) = base.kind, swiftSubset.valueEnums[type] != nil,
           let enumCase = try valueEnumCase(expr, in: swiftSubset.closureFrame ?? fileValueEvaluator) {
            return enumCase
        }
        let object = try evaluate(expr)
        if case .value(let value) = object { return value }
        // `.idle` where a value goes (`CurrentValueSubject<ViewState, Never>(.idle)`,
        // `send(.loading)`): the case of the one declared enum that has it.
        if case .member = object, let enumCase = try valueEnumCase(expr, in: swiftSubset.closureFrame ?? fileValueEvaluator) {
            return enumCase
        }
        throw RuntimeError.notAValue(expr.text, at: expr.range)
    }

    /// A closure argument (`{ $0 * 2 }` or an operator such as `+`).
    func closure(_ expr: Expr) throws -> ClosureValue {
        if case .keyPath(let path) = expr.kind { return .keyPath(path, at: expr) }
        guard case .closure(let closure) = try evaluate(expr) else {
            throw RuntimeError.notAClosure(expr.text, at: expr.range)
        }
        return closure
    }

    /// A publisher argument or receiver (a subject counts: it publishes what it is sent).
    func publisher(_ object: RuntimeObject, _ expr: Expr) throws -> PublisherHandle {
        switch object {
        case .publisher(let handle): return handle
        case .subject(let handle):
            // A chain of operators starting from the subject's name is derived from its lane.
            let named: Bool
            if case .identifier = expr.kind { named = true } else { named = false }
            return PublisherHandle(publisher: handle.publisher, role: handle.role, subjects: [ObjectIdentifier(handle)],
                                   inputLanes: handle.lane.map { [$0] } ?? [], steps: named ? [] : nil)
        default:
            throw RuntimeError.notAPublisher(object.kindName, at: expr.range)
        }
    }

    /// What a closure builds once the run is halted.
    static var silentPublisher: PublisherHandle {
        PublisherHandle(publisher: Empty(completeImmediately: false).eraseToAnyPublisher(), role: .source)
    }

    /// Wraps a closure whose body builds an object rather than a value, for use while the
    /// pipeline runs: `Deferred { cold("-1|") }`, `flatMap { cold("-x|", values: [x: $0]) }`,
    /// `multicast { BufferSubject(limit: 2) }`. The body is evaluated anew on every call with
    /// `$0, $1, ...` bound (a single tuple spreads, as Swift does); an error is logged
    /// against the closure and gives `nil`.
    func objectFactory(_ closure: ClosureValue, at expr: Expr) -> ([MarbleValue]) -> RuntimeObject? {
        let log = runErrors
        let runGuard = recorder.runGuard
        return { [unowned self] arguments in
            // A closure that builds the publisher it belongs to (`f = s.flatMap { f }`)
            // comes back here ever deeper: the guard halts the run before the stack ends.
            // A halted run gets a publisher that does nothing, not even finish: a finish
            // would travel back down every level the recursion went through.
            guard runGuard.spend(at: expr.range) else { return .publisher(Self.silentPublisher) }
            let arguments = closure.binding(arguments)
            var scope: [String: MarbleValue] = [:]
            for (name, value) in zip(closure.parameters, arguments) {
                scope[name] = value
            }
            let saved = swiftSubset.closureFrame
            var frame = ValueEvaluator(arguments: arguments, scope: scope, call: publisherValueCall)
            // The factory changes the file's variables as a Swift closure does
            // (`deferred { count += 1; return ... }` counts its subscriptions).
            frame.parameters = Set(closure.parameters)
            frame.fileVariables = closure.captured ?? swiftSubset.variables
            swiftSubset.closureFrame = frame
            defer { swiftSubset.closureFrame = saved }
            do {
                return try evaluate(closure.body)
            } catch {
                log.report(error, at: expr.range)
                return nil
            }
        }
    }

    /// Wraps a closure for use inside an operator: an error while the pipeline runs is
    /// logged against the closure's source and the value passes through unchanged.
    func runtimeClosure(_ closure: ClosureValue, at expr: Expr) -> ([MarbleValue]) -> MarbleValue? {
        let log = runErrors
        let call = closure.prepared()
        return { arguments in
            do {
                return try call(arguments)
            } catch {
                log.report(error, at: expr.range)
                return nil
            }
        }
    }
}

private extension MarbleValue {
    /// A publisher travelling as a value: its members are a publisher's, not a value's.
    var isPublisherReference: Bool {
        if case .publisher = self { return true }
        return false
    }
}
