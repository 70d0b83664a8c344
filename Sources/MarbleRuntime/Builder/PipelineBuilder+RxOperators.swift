import MarbleDSL
import MarbleTrace
import Reactive

/// More operators of the RxSwift dialect: `zip` with RxSwift's completion, `materialize`,
/// `flatMapLatest`, `asObservable`, `toArray`, `delay`, `timeout`. Each is pinned by a recorded snippet of
/// Tests/RxFixtures (RxSnippetFixtureTests).
extension PipelineBuilder {
    /// `a.zip(b) { ... }` (and `Observable.zip(a, b)`): completes only once every source has.
    func makeRxZip(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try combining(call, &args, zip: true, rxZip: true)
    }

    /// `materialize()`: every event as an element (`next(2)`, `error(boom)`, `completed`),
    /// then the completion.
    func makeRxMaterialize(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try refuseClosure(args, call)
        return call.derived(call.upstream.publisher.rxMaterialize().map { MarbleValue.string($0.description) })
    }

    /// `flatMapLatest { ... }`: `map { ... }` then `switchLatest()`: only the newest inner
    /// observable is followed.
    func makeRxFlatMapLatest(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        guard case .publisher(let mapped) = try makeMap(call, &args) else {
            throw RuntimeError.cannotPerform(call.name.name, on: "this", at: call.name.range)
        }
        var none = Arguments([], trailingClosure: nil, callRange: call.expr.range, callee: call.name.name)
        return try makeSwitchToLatest(OperatorCall(name: call.name, upstream: mapped, expr: call.expr), &none)
    }

    /// `distinctUntilChanged { $0.first }`: an element goes through when its key differs from
    /// the key of the element before it, compared with `==` (RxSwift's key selector). The
    /// front end writes the other forms as Combine's `removeDuplicates`: no closure, or a
    /// comparer of two (`RxSwiftOperatorNames.takesAKeySelector`).
    ///
    /// As RxSwift's `DistinctUntilChangedSink`: each element's key is computed once, before the
    /// element is forwarded, and the last forwarded element's key is kept per subscription.
    func makeRxDistinctUntilChangedKey(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let closureExpr = try args.closure("a closure that gives the key to compare, such as { $0.first }")
        // A key selector that throws ends the observable with its error, as RxSwift's does.
        let key = failing(try closure(closureExpr))
        let upstream = call.upstream.publisher
        return call.derived(Deferred { () -> MarblePublisher in
            let current = CurrentKey()
            return upstream.tryFilter { (element: MarbleValue) throws(MarbleError) -> Bool in
                let elementKey = try key([element])
                if let currentKey = current.key, currentKey == elementKey { return false }
                current.key = elementKey
                return true
            }.eraseToAnyPublisher()
        }.eraseToAnyPublisher())
    }

    /// `merge()` of an observable of observables (`Observable.of(a, b).merge()`): every inner
    /// observable's elements as they come, which is `flatMap { $0 }`.
    func makeRxMergeInner(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let identity = Expr(.closure(parameters: [], body: Expr(.closureParameter(0), range: call.name.range, text: "$0")),
                            range: call.name.range, text: "{ $0 }")
        var flattening = Arguments([], trailingClosure: identity, callRange: call.expr.range, callee: call.name.name)
        return try makeRxFlatMap(call, &flattening)
    }

    /// `asObservable()`: the same observable.
    func makeRxAsObservable(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try refuseClosure(args, call)
        return call.derived(call.upstream.publisher)
    }

    /// `toArray()`: every element in one array, at the completion.
    func makeRxToArray(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        try refuseClosure(args, call)
        return call.derived(call.upstream.publisher.collect().map { MarbleValue.array($0) })
    }
}

extension PipelineBuilder {
    /// `delay(_:scheduler:)`: elements and the completion later; an error at once.
    func makeRxDelay(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let dueTime = try rxDuration(try args.requirePositional("a duration, e.g. .seconds(30)"))
        return call.derived(call.upstream.publisher.rxDelay(dueTime, scheduler: try rxScheduler(&args)))
    }

    /// `timeout(_:scheduler:)`, failing with RxSwift's `RxError.timeout` (printed
    /// `Sequence timeout.`), and `timeout(_:other:scheduler:)`, switching to `other`.
    func makeRxTimeout(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let dueTime = try rxDuration(try args.requirePositional("a duration, e.g. .seconds(30)"))
        var others: [PublisherHandle] = []
        if let otherExpr = args.labeled("other") { others.append(try publisher(try evaluate(otherExpr), otherExpr)) }
        let timedOut = call.upstream.publisher.rxTimeout(dueTime, error: MarbleError(Self.rxTimeoutError), other: others.first?.publisher,
                                                        scheduler: try rxScheduler(&args))
        return call.derived(timedOut, alsoFrom: others)
    }

    /// How RxSwift prints `RxError.timeout`.
    static let rxTimeoutError = "Sequence timeout."
}

extension PipelineBuilder {
    /// `take(n)`: the first n elements, completing with the last of them.
    func makeRxTake(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let countExpr = try args.requirePositional("how many elements, e.g. 2")
        let count = try integer(countExpr, "a whole number of elements")
        guard count >= 0 else { throw RuntimeError.notAValue(countExpr.text, at: countExpr.range) }
        return call.derived(call.upstream.publisher.rxTake(count))
    }
}

extension PipelineBuilder {
    /// `do(onNext:onError:onCompleted:onSubscribe:onDispose:)`: the closures run as side
    /// effects (`print`, a file variable's change), in RxSwift's order.
    func makeRxDo(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        var effects: [String: (MarbleValue) -> Void] = [:]
        for label in ["onNext", "onError", "onCompleted", "onSubscribe", "onDispose"] {
            if let closureExpr = args.labeled(label) { effects[label] = effect(try closure(closureExpr)) }
        }
        let onNext = effects["onNext"], onError = effects["onError"], onCompleted = effects["onCompleted"]
        let onSubscribe = effects["onSubscribe"], onDispose = effects["onDispose"]
        let done = call.upstream.publisher.rxDo(
            onNext: onNext.map { run in { run($0) } },
            onError: onError.map { run in { run(.string($0.message)) } },
            onCompleted: onCompleted.map { run in { run(.tuple([])) } },
            onSubscribe: onSubscribe.map { run in { run(.tuple([])) } },
            onDispose: onDispose.map { run in { run(.tuple([])) } })
        return call.derived(done)
    }
}

extension PipelineBuilder {
    /// `sample(sampler)`: the source's latest new element at each of the sampler's.
    func makeRxSample(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let samplerExpr = try args.requirePositional("the observable that says when to sample")
        let sampler = try publisher(try evaluate(samplerExpr), samplerExpr)
        return call.derived(call.upstream.publisher.rxSample(sampler.publisher), alsoFrom: [sampler])
    }
}

extension PipelineBuilder {
    /// `amb(other)`: whichever sends first.
    func makeRxAmb(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let otherExpr = try args.requirePositional("the other observable")
        let other = try publisher(try evaluate(otherExpr), otherExpr)
        return call.derived(call.upstream.publisher.rxAmb(other.publisher), alsoFrom: [other])
    }
}

extension PipelineBuilder {
    /// `take(until: other)` and the older `takeUntil(other)`.
    func makeRxTakeUntil(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject {
        let otherExpr = args.has(label: "until") ? try args.requireLabeled("until", "the observable that ends it")
            : try args.requirePositional("the observable that ends it")
        let other = try publisher(try evaluate(otherExpr), otherExpr)
        return call.derived(call.upstream.publisher.rxTakeUntil(other.publisher), alsoFrom: [other])
    }
}

/// The key of the element `distinctUntilChanged { key }` forwarded last, one per subscription
/// (RxSwift's `currentKey`).
private final class CurrentKey {
    var key: MarbleValue?
}
