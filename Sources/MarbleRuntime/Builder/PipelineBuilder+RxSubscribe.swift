import MarbleDSL
import MarbleTrace
import Reactive

/// RxSwift's subscribers: `subscribe { event in ... }`, whose closure gets each `Event`
/// (printed `next(2)`, `completed`, `error(boom)`, and matched by `case .next(let value)`),
/// and `subscribe(onNext:onError:onCompleted:onDisposed:)`. Rx has no demand: they take
/// everything.
extension PipelineBuilder {
    /// The labels `subscribe` takes, in RxSwift's order.
    static let rxSubscribeLabels = ["onNext", "onError", "onCompleted", "onDisposed"]

    func makeRxSubscribe(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let owner = EffectOwner()
        if let trailing = args.trailingClosure, Self.rxSubscribeLabels.allSatisfy({ !args.has(label: $0) }) {
            let onEvent = effect(try closure(trailing), owner: owner)
            return try subscriber(call, &args, demand: .unlimited, receiveValue: { onEvent(.string("next(\($0.description))")) },
                                  receiveCompletion: { onEvent(Self.rxEvent(of: $0)) }, receivesInClosure: true, owner: owner)
        }
        var closures: [String: (MarbleValue) -> Void] = [:]
        for label in Self.rxSubscribeLabels {
            // `onDisposed` is often the trailing closure of `subscribe(onNext: ...) { ... }`.
            let closureExpr = args.labeled(label) ?? (label == "onDisposed" ? args.trailingClosure : nil)
            if let closureExpr { closures[label] = effect(try closure(closureExpr), owner: owner) }
        }
        let onNext = closures["onNext"] ?? { _ in }
        let onError = closures["onError"], onCompleted = closures["onCompleted"], onDisposed = closures["onDisposed"]
        // RxSwift disposes a subscription once it has ended, after its last closure.
        let receiveCompletion: (Subscribers.Completion<MarbleError>) -> Void = { completion in
            switch completion {
            case .finished: onCompleted?(.tuple([]))
            case .failure(let error): onError?(.string(error.message))
            }
            onDisposed?(.tuple([]))
        }
        // ... and runs `onDisposed` when it is disposed before its end (`dispose()`).
        let source = onDisposed.map { onDisposed in
            call.upstream.publisher.handleEvents(receiveCancel: { onDisposed(.tuple([])) }).eraseToAnyPublisher()
        }
        return try subscriber(call, &args, demand: .unlimited, receiveValue: onNext, receiveCompletion: receiveCompletion,
                              receivesInClosure: !closures.isEmpty, source: source, owner: owner)
    }

    /// `xs.bind(to: target)`: a subscription that sends `xs`'s elements into the subject or
    /// relay `target`. A subject gets the completion and the error too (RxCocoa's
    /// `bind(to: observer)` is `subscribe(observer)`); a relay gets neither: RxRelay's
    /// `bind(to:)` ignores the completion and stops on an error (`rxFatalErrorInDebug`
    /// "Binding error to publish relay"), which is a run error here.
    func makeRxBind(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let targetExpr = try args.requireLabeled("to", "the subject or relay that gets the elements")
        guard case .subject(let target) = try evaluate(targetExpr) else {
            throw RuntimeError.cannotSubscribe(try evaluate(targetExpr).kindName, at: targetExpr.range)
        }
        let subject = target.subject, isRelay = target.isRelay, log = runErrors, range = call.expr.range
        // A relay of `Double`s gets `1.0` from `Observable.of(1)`: Swift types the literal as its element.
        return try subscriber(call, &args, demand: .unlimited, receiveValue: { target.sendValue(target.element($0)) },
                              receiveCompletion: { completion in
                                  guard isRelay else { return subject.send(completion: completion) }
                                  if case .failure(let error) = completion {
                                      log.report(RuntimeError.errorBoundToARelay(error.message, at: range), at: range)
                                  }
                              }, receivesInClosure: false, owner: EffectOwner())
    }

    /// An Rx `Event`'s terminal case as RxSwift prints it.
    static func rxEvent(of completion: Subscribers.Completion<MarbleError>) -> MarbleValue {
        switch completion {
        case .finished: return .string("completed")
        case .failure(let error): return .string("error(\(error.message))")
        }
    }
}
