import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// The deepest operator chain a file may build.
    static let maximumDepth = 500

    /// `receiver.name(args)`: an operator on a publisher, or `sink`, built by the registry
    /// entry lowering chose; the result carries the call as one more step of its lane.
    func applyOperator(_ operatorStep: OperatorStepNode, to receiver: RuntimeObject, _ args: inout Arguments) throws -> RuntimeObject {
        let name = operatorStep.name, receiverExpr = operatorStep.upstreamExpr, expr = operatorStep.expr
        var upstream = try publisher(receiver, receiverExpr)
        if upstream.specialised == nil, !upstream.isSpecialisedResult {
            upstream = closingStage(upstream, before: name, at: expr, receiver: receiverExpr)
        }
        guard upstream.depth < Self.maximumDepth else {
            throw RuntimeError.chainTooDeep(at: name.range)
        }
        let entry: OperatorEntry
        switch operatorStep.resolution {
        case .entry(let chosen): entry = chosen
        case .unknown(let error): throw error
        }
        let call = OperatorCall(name: name, upstream: upstream, expr: expr)
        // Combine's own overloads on `[..].publisher`, `Just`, ... win over the generic operators;
        // what they make is a publisher of its own, with no steps from a lane above.
        if let made = try specialisedOperator(call, entry, &args) { return made }
        let made = try entry.build(self)(call, &args)
        let text = name.name == "sink" ? ChainStages.sinkText(expr) : nil
        let step = OperatorStep(name: name.name, text: text ?? FoldedSource.callText(expr, receiver: receiverExpr),
                                mapsTickToTick: entry.mapsTickToTick, isTransparent: made.isTransparentSink, traits: entry.traits)
        return made.adding(step)
    }

    /// `p.eraseToAnyPublisher()` changes nothing: every publisher here is already erased.
    func makeEraseToAnyPublisher(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        .publisher(call.upstream)
    }

    /// `p.sink(at:demand:until:)`; Combine's closures (`receiveValue:`, `receiveCompletion:`, a
    /// trailing one) are accepted as pasted: the lane shows what they receive.
    func makeSink(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        var effects: ClosureValue?
        if let trailing = args.trailingClosure { effects = try closure(trailing) }
        var receivesInClosure = effects != nil
        var completed: ClosureValue?
        for label in ["receiveValue", "receiveCompletion"] {
            if let closureExpr = args.labeled(label) {
                let written = try closure(closureExpr)
                if label == "receiveValue" { effects = written } else { completed = written }
                receivesInClosure = true
            }
        }
        let initial = try args.labeled("demand").map(demand) ?? .unlimited
        let owner = EffectOwner()
        let receiveValue = effects.map { effect($0, owner: owner) } ?? { _ in }
        let receiveCompletion = completed.map { completionEffect($0, owner: owner) } ?? { _ in }
        return try subscriber(call, &args, demand: initial, receiveValue: receiveValue, receiveCompletion: receiveCompletion,
                              receivesInClosure: receivesInClosure, owner: owner)
    }

    /// A subscriber of `call`'s upstream (or of `source`, made from it) with these closures,
    /// subscribed at `at:` (or now) and cancelled at `until:`. `owner` is the one the closures'
    /// effects were made with, so that what they write is marked on this subscriber's lane.
    func subscriber(_ call: OperatorCall, _ args: inout Arguments, demand initial: Subscribers.Demand,
                    receiveValue: @escaping (MarbleValue) -> Void, receiveCompletion: @escaping (Subscribers.Completion<MarbleError>) -> Void,
                    receivesInClosure: Bool, source: MarblePublisher? = nil, owner: EffectOwner) throws -> RuntimeObject {
        let source = source ?? call.upstream.publisher
        let subscribeAt = try tickArgument(&args)
        let cancelAt = try args.labeled("until").map(tick)
        if let cancelAt, cancelAt < subscribeAt {
            throw RuntimeError.cancelBeforeSubscribe(subscribeAt: subscribeAt, at: call.expr.range)
        }
        let sink = Subscribers.Sink(demand: initial, receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        let handle = SubscriberHandle(sink: sink, source: source, inputLanes: call.upstream.inputLanes, subscribeAt: subscribeAt,
                                      cancelAt: cancelAt, effectOwner: owner)
        handle.steps = call.upstream.steps
        handle.initialDemand = initial
        handle.receivesInClosure = receivesInClosure
        handle.innerLanes = call.upstream.innerLanes
        return .subscriber(handle)
    }
}
