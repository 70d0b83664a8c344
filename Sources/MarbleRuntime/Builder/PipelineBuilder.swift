import MarbleDSL
import MarbleTrace
import Reactive

/// Turns the statements of a lowered program into engine objects and scheduled actions.
///
/// Statements are handled in file order, and every action is put on the virtual clock as
/// it is met, so at one tick an earlier statement's action runs before a later one's and
/// before any work the engine schedules while running.
final class PipelineBuilder {
    let scheduler: VirtualTimeScheduler
    let recorder: RunRecorder
    private(set) var diagnostics: [Diagnostic] = []
    /// Errors raised by closures while the pipeline runs.
    let runErrors = RunErrorLog()
    var bindings: Bindings = [:]
    /// Names whose binding failed: their later uses are not reported again.
    private var failedNames: Set<String> = []
    var title: String?
    var ticks: Int?
    var unit: String?
    /// The latest tick any marble string or action reaches, for the axis length.
    var latestScheduledTick = 0
    /// Which subjects feed which, to refuse a cycle (it would recurse without end).
    var subjectFeeds = SubjectFeedGraph()
    /// Publishers travelling as values (`map { cold(...) }`), by reference id.
    let publisherValues = PublisherValues()
    /// The tick at which an action without `at:` happens: 0, or as far as the file's test
    /// scheduler has been advanced (`scheduler.advance(by: 2)`).
    var currentTick = 0
    /// Whether the file called its test scheduler's `run()`, after which nothing may act.
    var ranToEnd = false
    /// Schedulers the file binds to names (`let scheduler = DispatchQueue.test`).
    var boundSchedulers: [String: BoundScheduler] = [:]
    /// How many sinks `.store(in:)` kept, to name their lanes.
    var storedSinks = 0
    /// The line of each name's first binding, to tell a name used too early where it is bound.
    var laterBindings: [String: Int] = [:]
    /// How long one tick is, for durations with a unit.
    var tickDuration = TickDuration.second
    /// How many seconds one of RxTest's units is, for RxSwift's durations.
    var rxTestResolution = 1.0
    /// Decides what the expressions the builder meets build (arguments, closures' bodies).
    var lowering = ExpressionLowering()
    /// How `receive(on:)` hands over its subscription: the file's `combine "..."` directive.
    var receiveOnHandOver = ReceiveOnHandOver.synchronous
    /// Whether each operator of an unnamed chain gets a lane: the file's `lanes "..."` directive.
    var drawsStages = true
    /// The calls of the statement being built whose operators may get lanes of their own:
    /// its outermost chain, when the statement draws it; empty otherwise.
    var stageCalls: Set<SourceRange> = []
    /// The Swift-subset evaluator's state for this run: what pasted Swift declared, the
    /// file's variables, the frame of the closure being evaluated.
    let swiftSubset = SwiftSubsetContext()
    /// The pasted test assertions (`XCTAssertEqual(received, [1, 2])`) and how they came out.
    let assertions = AssertionLog()
    /// The sinks, connections and subjects the run ends when it returns.
    let teardown = RunTeardown()

    init(scheduler: VirtualTimeScheduler, recorder: RunRecorder) {
        self.scheduler = scheduler
        self.recorder = recorder
        swiftSubset.variables.subjectValue = { [unowned self] name in currentValue(ofSubject: name) }
        swiftSubset.variables.objectKind = { [unowned self] name in
            guard let object = bindings[name] else { return nil }
            if case .value = object { return nil }
            return object.kindName
        }
    }

    /// Builds every statement of `program`, collecting errors and going on with the next
    /// statement.
    func build(_ program: Program) {
        let settings = program.settings
        title = settings.title
        ticks = settings.ticks
        unit = settings.unit
        tickDuration = settings.tickDuration
        receiveOnHandOver = settings.receiveOnHandOver
        drawsStages = settings.drawsStages
        lowering = ExpressionLowering(dialect: settings.dialect)
        recorder.recordsDemand = settings.dialect != .rxSwift
        swiftSubset.variables.reportsUnmodelledPrints = settings.dialect == .rxSwift
        rxTestResolution = settings.rxTestResolution
        laterBindings = program.firstBindingLines
        for statement in program.statements {
            do {
                try build(statement)
            } catch {
                // A failed binding's later uses would only repeat this error.
                if let name = statement.boundName { failedNames.insert(name.name) }
                diagnostics += Self.diagnostics(for: error, at: statement.range)
            }
        }
    }

    private static func diagnostics(for error: Error, at range: SourceRange) -> [Diagnostic] {
        switch error {
        case is AlreadyReported: return []
        case let error as RuntimeError: return [error.diagnostic]
        case let error as MarbleStringErrors: return error.diagnostics
        default: return [Diagnostic(.error, "\(error)", at: range)]
        }
    }

    func build(_ statement: ProgramStatement) throws {
        switch statement.kind {
        case .bind(let name, let node, let written, let drawsChain):
            try bind(name, to: node, written: written, drawsChain: drawsChain)
        case .bindScheduler(let name, let scheduler):
            try bind(name, to: scheduler)
        case .perform(let node, let written, let drawsChain):
            try withStages(of: written, drawn: drawsChain) { try perform(node, written: written) }
        case .loop(let variable, let sequence, let body):
            try runLoop(variable, over: sequence, body)
        case .assertion(let check):
            try performAssertion(check)
        case .assignment(let target, let expr, let otherwise):
            if try performAssignment(to: target, expr) { return }
            if let otherwise { try build(otherwise) }
        case .declare(let declaration):
            try declare(declaration)
        case .rejected(let error):
            throw error
        case .nextInstant:
            try nextInstant(at: statement.range)
        }
    }

    /// Makes a pasted type or function known from here on.
    private func declare(_ declaration: ProgramDeclaration) throws {
        let name = declaration.name
        if case .function = declaration {
            if bindings[name.name] != nil || swiftSubset.functions[name.name] != nil { throw RuntimeError.alreadyDefined(name.name, at: name.range) }
        } else if isDeclared(name.name) {
            throw RuntimeError.alreadyDefined(name.name, at: name.range)
        }
        switch declaration {
        case .function(_, let parameters, let body):
            swiftSubset.functions[name.name] = PastedFunction(name: name.name, parameters: parameters, body: body)
        case .valueEnum(_, let rawType, let cases, let rawValues):
            swiftSubset.valueEnums[name.name] = try valueEnum(rawType: rawType, cases: cases, rawValues: rawValues)
        case .valueStruct(_, let members):
            swiftSubset.valueStructs[name.name] = members.map(\.name)
            lowering.declaredStructs.insert(name.name)
        case .errorStruct(_, let members):
            swiftSubset.errorStructs[name.name] = members.map(\.name)
            lowering.declaredStructs.insert(name.name)
        case .errorEnum(_, let cases):
            swiftSubset.errorTypes[name.name] = Set(cases.map(\.name))
            lowering.declaredErrorEnums.insert(name.name)
        }
    }

    /// Whether the file declared a name or a type of that name already.
    private func isDeclared(_ name: String) -> Bool {
        bindings[name] != nil || swiftSubset.errorTypes[name] != nil || swiftSubset.errorStructs[name] != nil || swiftSubset.valueEnums[name] != nil
            || swiftSubset.valueStructs[name] != nil
    }

    private static func isDeclaredNil(_ object: RuntimeObject) -> Bool {
        if case .value(.nilValue) = object { return true }
        return false
    }

    /// Checks that `name` may be bound here, and forgets the value it held.
    private func rebind(_ name: Identifier) throws {
        // Only `var x: T?`, declared `nil`, may be bound again by its first assignment.
        if name.name != "_", let bound = bindings[name.name], !Self.isDeclaredNil(bound) {
            throw RuntimeError.alreadyDefined(name.name, at: name.range)
        }
        swiftSubset.variables.values[name.name] = nil
    }

    private func bind(_ name: Identifier, to scheduler: BoundScheduler) throws {
        try rebind(name)
        boundSchedulers[name.name] = scheduler
        if scheduler == .test { lowering.testSchedulers.insert(name.name) } else { lowering.testSchedulers.remove(name.name) }
    }

    private func bind(_ name: Identifier, to node: PipelineNode, written expr: Expr, drawsChain: Bool) throws {
        try rebind(name)
        let object = try withStages(of: expr, drawn: drawsChain) { try build(node) }
        if case .identifier(let original) = expr.kind {
            switch object {
            case .subject, .subscriber:
                throw RuntimeError.aliasDrawsTwice(name.name, original, at: expr.range)
            default: break
            }
        }
        let drawn = !name.name.hasPrefix("_")
        switch object {
        case .publisher(var handle):
            if drawn {
                let lane = recorder.declareLane(LaneID(binding: name.name), role: handle.role,
                                                label: handle.laneLabel(FoldedSource.fold(expr.text)), inputs: handle.inputLanes, steps: handle.steps ?? [])
                handle.connectionLog?.drawOn(lane)
                handle.publisher = handle.publisher.probe(lane: lane, recorder: recorder).eraseToAnyPublisher()
                // A flatMap or switchToLatest bound here draws its inner publishers as
                // branches of this lane.
                handle.innerLanes?.name(after: name.name)
                handle.depth += 1
                handle.inputLanes = [lane]
            }
            // Operators applied to this name start a new chain.
            handle.steps = []
            bindings[name.name] = .publisher(handle)
        case .subject(let handle):
            if drawn {
                let lane = recorder.declareLane(LaneID(binding: name.name), role: handle.role, label: FoldedSource.fold(expr.text))
                handle.lane = lane
                recorder.making(at: currentTick) {
                    handle.instrument(recorder, lane: lane)
                    // What it holds from the start is drawn where it was made, so a replay of
                    // it links back to something.
                    if let initial = handle.initialValue { recorder.recordInitial(initial, on: lane) }
                }
            }
            bindings[name.name] = object
        case .subscriber(let handle):
            if !drawn, handle.receivesInClosure { declareStoredSinkLane(handle, written: expr) }
            if drawn {
                handle.lane = recorder.declareLane(LaneID(binding: name.name), role: .subscriber, label: FoldedSource.fold(expr.text),
                                                   inputs: handle.inputLanes, steps: handle.steps ?? [])
                handle.innerLanes?.name(after: name.name)
            }
            // `_ = p.sink()` keeps nothing: as a discarded AnyCancellable, it cancels at once.
            scheduleSubscription(of: handle, keep: name.name != "_")
            bindings[name.name] = object
        case .cancellable(let handle):
            // `_ = m.connect()` keeps nothing: the connection is cancelled at once.
            scheduleConnection(handle, keep: name.name != "_")
            bindings[name.name] = object
        case .value(let value):
            bindings[name.name] = object
            swiftSubset.variables.values[name.name] = value
        default:
            bindings[name.name] = object
        }
    }

    /// Runs what an expression statement lowered to: an action, or a sink that nobody keeps.
    func perform(_ performed: PerformedNode, written expr: Expr) throws {
        let node: PipelineNode
        switch performed {
        case .action(let action):
            try perform(action)
            return
        case .build(let built):
            node = built
        }
        if case .value(let value) = node, case .call(let callee, _, nil) = value.kind, callee.kind == .identifier("print") {
            // A `print(...)` of the file prints where it stands: after what is due before it.
            _ = try evaluate(value)
            return
        }
        let object = try build(node)
        guard case .subscriber(let handle) = object else {
            throw RuntimeError.statementDoesNothing(at: expr.range)
        }
        if handle.receivesInClosure { declareStoredSinkLane(handle, written: expr) }
        // Combine cancels a subscription nobody keeps; RxSwift's lasts until it is disposed.
        scheduleSubscription(of: handle, keep: lowering.dialect == .rxSwift)
    }

    /// Looks up a binding.
    func lookup(_ name: String, at range: SourceRange) throws -> RuntimeObject {
        guard let object = bindings[name] else {
            if failedNames.contains(name) { throw AlreadyReported() }
            if let line = laterBindings[name], line >= range.start.line {
                throw RuntimeError.usedBeforeBinding(name, boundOnLine: line, at: range)
            }
            let known = bindings.names.sorted().joined(separator: ", ")
            throw RuntimeError.unknownName(name, known: known, at: range)
        }
        return object
    }

    func extendAxis(to tick: Int) {
        latestScheduledTick = max(latestScheduledTick, tick)
    }
}

/// A use of a name whose binding already failed: its error was reported there.
struct AlreadyReported: Error {}

/// Closure errors met while the pipeline runs, reported once each, after the run.
final class RunErrorLog {
    private(set) var errors: [RuntimeError] = []
    private var seen: Set<SourceRange> = []

    func report(_ error: Error, at range: SourceRange) {
        let runtimeError = (error as? RuntimeError) ?? RuntimeError.wrapping(error, at: range)
        guard seen.insert(runtimeError.range).inserted else { return }
        errors.append(runtimeError)
    }
}
