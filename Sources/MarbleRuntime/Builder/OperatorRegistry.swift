import MarbleTrace

/// The section of docs/language.md whose table lists an operator.
enum OperatorGroup: String, CaseIterable {
    /// "One-upstream operators".
    case oneUpstream
    /// "Combining, higher-order and recovery operators".
    case combining
    /// "Schedulers and timing operators".
    case timing
    /// "Sharing: multicast, connect, autoconnect, share".
    case sharing
    /// "Subscribers and actions".
    case subscriber

    /// The heading of its section in docs/language.md; its table is the first after it.
    var docsHeading: String {
        switch self {
        case .oneUpstream: return "### One-upstream operators"
        case .combining: return "### Combining, higher-order and recovery operators"
        case .timing: return "## Schedulers and timing operators"
        case .sharing: return "### Sharing: multicast, connect, autoconnect, share"
        case .subscriber: return "## Subscribers and actions"
        }
    }

    /// The header row of its table.
    var tableHeader: String {
        switch self {
        case .oneUpstream: return "| operator | notes |"
        case .combining: return "| operator | meaning |"
        case .timing, .sharing, .subscriber: return "| operator | what it does |"
        }
    }
}

/// A row of the table of an operator's group in docs/language.md: the calls it shows
/// (Markdown code spans) and what it says of them. One entry carries each row; the entries a
/// row also shows (`tryMap` in `map`'s) carry none.
struct OperatorDocs: Sendable {
    let calls: String
    let text: String

    init(_ calls: String, _ text: String) {
        self.calls = calls
        self.text = text
    }
}

/// One operator of the language: what the runtime needs to build it, what "did you mean"
/// suggests, what the layout knows of it (through the trace's steps) and the row of
/// docs/language.md's tables that shows it (generated from here; a test fails when stale).
struct OperatorEntry: Sendable {
    /// How an operator call is built: reads its arguments and derives the new object.
    typealias Build = @Sendable (PipelineBuilder) -> (OperatorCall, inout Arguments) throws -> RuntimeObject
    /// How a call is read for Combine's specialised overloads: its arguments read as the
    /// generic operator reads them, and what each publisher Combine specialises makes of it;
    /// `nil` for a form no overload takes (`collect(2)`).
    typealias Specialise = @Sendable (PipelineBuilder) -> (inout Arguments) throws -> SpecialisedOverloads?

    /// The name as called: `map`.
    let name: String
    /// The language whose operator this is: a front end looks up only its own dialect's
    /// entries, so an RxSwift `debounce` can build with Rx semantics under the same name.
    let dialect: Dialect
    let group: OperatorGroup
    /// The argument labels it accepts; unlabelled arguments and a trailing closure are the
    /// builder's to check.
    let labels: Set<String>
    /// Whether every output is the image of the one input of its tick (`map`, `scan`,
    /// `filter`, `sink`), so the layout may link each input to what it became.
    let mapsTickToTick: Bool
    /// What the layout must know of the steps it makes (`buffer` tops itself up on its own,
    /// `sink` ends the chain): the one place a step built by the runtime gets its traits from.
    /// MarbleTrace's table by name (`OperatorStep.Traits(named:)`) serves only traces recorded
    /// without them (compiled mode's `MarbleRecorder`, a JSON trace).
    let traits: OperatorStep.Traits
    /// For a name two entries share, whether this one takes the call, by a label or the
    /// form of an argument (`prefix(untilOutputFrom:)`, `collect(.byTime(...))`); `nil`
    /// takes any call of its name. Entries are asked in table order.
    let claims: (@Sendable (Arguments) -> Bool)?
    /// Its row of docs/language.md's table of its group; `nil` when another entry's row shows it.
    let docs: OperatorDocs?
    /// Combine's specialised overloads of it, for an operator that `[..].publisher`, `Just`,
    /// `Optional.Publisher` or `Result.Publisher` specialise (`[1, 2, 3].publisher.map { ... }`
    /// is a `Publishers.Sequence` again, not a `Publishers.Map`); `nil` for one they do not.
    let specialised: Specialise?
    let build: Build

    init(_ name: String, _ group: OperatorGroup, dialect: Dialect = .combine, labels: Set<String> = [], sameTick: Bool = false,
         traits: OperatorStep.Traits = OperatorStep.Traits(), claims: (@Sendable (Arguments) -> Bool)? = nil, docs: OperatorDocs? = nil,
         specialised: Specialise? = nil, build: @escaping Build) {
        self.name = name
        self.dialect = dialect
        self.group = group
        self.labels = labels
        self.mapsTickToTick = sameTick
        self.traits = traits
        self.claims = claims
        self.docs = docs
        self.specialised = specialised
        self.build = build
    }
}

/// Every operator of the language, one entry each.
enum OperatorRegistry {
    static let entries: [OperatorEntry] = [
        // One upstream.
        OperatorEntry("map", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`map { $0 * 10 }`, `tryMap { 10 / $0 }`"#,
                                         #"each value becomes what the closure returns"#),
                      specialised: PipelineBuilder.specialisedMap, build: PipelineBuilder.makeMap),
        OperatorEntry("tryMap", .oneUpstream, sameTick: true, specialised: PipelineBuilder.specialisedTryMap, build: PipelineBuilder.makeTryMap),
        OperatorEntry("scan", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`scan(10, +)`, `scan(0) { acc, v in acc + v }`"#,
                                         #"each value becomes the running result, starting from the initial one"#),
                      specialised: PipelineBuilder.specialisedScan, build: PipelineBuilder.makeScan),
        OperatorEntry("compactMap", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`compactMap { $0 > 2 ? $0 : nil }`, `compactMap { Int($0) }`"#,
                                         #"drops a value its closure maps to `nil`"#),
                      specialised: PipelineBuilder.specialisedCompactMap, build: PipelineBuilder.makeCompactMap),
        OperatorEntry("filter", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`filter`, `tryFilter`, `tryCompactMap`, `tryScan(0) { ... }`, `tryReduce(0) { ... }`"#,
                                         #"the `try` forms fail the stream when the closure throws (`throw ZeroError()`) or fails to evaluate (`10 / $0` with 0 fails with `division by zero`), and cancel the upstream"#),
                      specialised: PipelineBuilder.specialisedFilter, build: PipelineBuilder.makeFilter),
        OperatorEntry("tryFilter", .oneUpstream, sameTick: true, build: PipelineBuilder.makeTryFilter),
        OperatorEntry("tryCompactMap", .oneUpstream, sameTick: true, build: PipelineBuilder.makeTryCompactMap),
        OperatorEntry("tryScan", .oneUpstream, sameTick: true, specialised: PipelineBuilder.specialisedTryScan, build: PipelineBuilder.makeTryScan),
        OperatorEntry("tryReduce", .oneUpstream, specialised: PipelineBuilder.specialisedTryReduce, build: PipelineBuilder.makeTryReduce),
        OperatorEntry("tryRemoveDuplicates", .oneUpstream, labels: ["by"], sameTick: true,
                      docs: OperatorDocs(#"`tryRemoveDuplicates(by:)`, `tryDrop(while:)`, `tryPrefix(while:)`, `tryFirst(where:)`, `tryLast(where:)`, `tryContains(where:)`, `tryAllSatisfy { ... }`, `tryMin(by:)`, `tryMax(by:)`"#,
                                         #"as the plain forms, failing as the `try` forms above do. As OpenCombine's, `tryMax(by:)` hands its closure the value kept so far first and the new one second; `tryMin(by:)` the other way round"#),
                      build: PipelineBuilder.makeTryComparing),
        OperatorEntry("tryDrop", .oneUpstream, labels: ["while"], build: PipelineBuilder.makeTryWhile),
        OperatorEntry("tryPrefix", .oneUpstream, labels: ["while"], sameTick: true, build: PipelineBuilder.makeTryWhile),
        OperatorEntry("tryFirst", .oneUpstream, labels: ["where"], sameTick: true, build: PipelineBuilder.makeTrySelecting),
        OperatorEntry("tryLast", .oneUpstream, labels: ["where"], build: PipelineBuilder.makeTrySelecting),
        OperatorEntry("tryContains", .oneUpstream, labels: ["where"], build: PipelineBuilder.makeTrySelecting),
        OperatorEntry("tryAllSatisfy", .oneUpstream, build: PipelineBuilder.makeTryAllSatisfy),
        OperatorEntry("tryMin", .oneUpstream, labels: ["by"], build: PipelineBuilder.makeTryComparing),
        OperatorEntry("tryMax", .oneUpstream, labels: ["by"], build: PipelineBuilder.makeTryComparing),
        OperatorEntry("removeDuplicates", .oneUpstream, labels: ["by"], sameTick: true,
                      docs: OperatorDocs(#"`removeDuplicates()`, `removeDuplicates(by: { $0 == $1 })`"#,
                                         #"the previous value is the last one received, republished or not"#),
                      specialised: PipelineBuilder.specialisedRemoveDuplicates, build: PipelineBuilder.makeRemoveDuplicates),
        OperatorEntry("dropFirst", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`dropFirst()`, `dropFirst(n)`"#,
                                         #"asks its upstream for `n` more than its downstream requests"#),
                      specialised: PipelineBuilder.specialisedDropFirst, build: PipelineBuilder.makeDropFirst),
        OperatorEntry("drop", .oneUpstream, labels: ["while"],
                      docs: OperatorDocs(#"`drop(while: { ... })`, `prefix(while: { ... })`"#,
                                         #"`prefix(while:)` finishes on the first value that fails and cancels its upstream"#),
                      specialised: PipelineBuilder.specialisedDrop, build: PipelineBuilder.makeDrop),
        OperatorEntry("prefix", .oneUpstream, labels: ["while"], sameTick: true,
                      docs: OperatorDocs(#"`prefix(n)`, `output(at: i)`, `output(in: 3...5)`"#,
                                         #"as in Combine, finishes (and cancels upstream) when the value *after* the last one wanted arrives, or when the upstream finishes"#),
                      specialised: PipelineBuilder.specialisedPrefix, build: PipelineBuilder.makePrefix),
        OperatorEntry("output", .oneUpstream, labels: ["at", "in"],
                      specialised: PipelineBuilder.specialisedOutput, build: PipelineBuilder.makeOutput),
        OperatorEntry("first", .oneUpstream, labels: ["where"], sameTick: true,
                      docs: OperatorDocs(#"`first()`, `first(where:)`, `last()`, `last(where:)`"#,
                                         #"results, see below; `first` cancels its upstream once it has its value"#),
                      specialised: PipelineBuilder.specialisedFirst, build: PipelineBuilder.makeFirst),
        OperatorEntry("last", .oneUpstream, labels: ["where"], specialised: PipelineBuilder.specialisedLast, build: PipelineBuilder.makeLast),
        OperatorEntry("reduce", .oneUpstream,
                      docs: OperatorDocs(#"`reduce(0, +)`, `collect()`, `count()`, `min()`, `max()`, `min(by:)`, `max(by:)`"#,
                                         #"results, see below; `min()`/`max()` compare numbers or strings"#),
                      specialised: PipelineBuilder.specialisedReduce, build: PipelineBuilder.makeReduce),
        OperatorEntry("count", .oneUpstream, specialised: PipelineBuilder.specialisedCount, build: PipelineBuilder.makeCount),
        OperatorEntry("min", .oneUpstream, labels: ["by"], specialised: PipelineBuilder.specialisedMin, build: PipelineBuilder.makeMinOrMax),
        OperatorEntry("max", .oneUpstream, labels: ["by"], specialised: PipelineBuilder.specialisedMax, build: PipelineBuilder.makeMinOrMax),
        OperatorEntry("contains", .oneUpstream, labels: ["where"],
                      docs: OperatorDocs(#"`contains(2)`, `contains(where:)`, `allSatisfy { ... }`"#,
                                         #"results, published as soon as known (cancelling the upstream) or at the end"#),
                      specialised: PipelineBuilder.specialisedContains, build: PipelineBuilder.makeContains),
        OperatorEntry("allSatisfy", .oneUpstream, specialised: PipelineBuilder.specialisedAllSatisfy, build: PipelineBuilder.makeAllSatisfy),
        OperatorEntry("collect", .oneUpstream,
                      docs: OperatorDocs(#"`collect(n)`"#,
                                         #"an array every `n` values (printed `[1, 2]`), the rest at the end whatever the demand; a request for k arrays asks upstream for k × n values"#),
                      specialised: PipelineBuilder.specialisedCollect, build: PipelineBuilder.makeCollect),
        OperatorEntry("replaceNil", .oneUpstream, labels: ["with"], sameTick: true,
                      docs: OperatorDocs(#"`replaceNil(with: v)`"#,
                                         #"each `nil` becomes `v` (Combine's `map { $0 ?? v }`)"#),
                      build: PipelineBuilder.makeReplaceNil),
        OperatorEntry("replaceEmpty", .oneUpstream, labels: ["with"], sameTick: true,
                      docs: OperatorDocs(#"`replaceEmpty(with: v)`"#,
                                         #"asks its upstream for everything; `v` goes out at the end of an empty stream, waiting for demand"#),
                      specialised: PipelineBuilder.specialisedReplaceEmpty, build: PipelineBuilder.makeReplaceEmpty),
        OperatorEntry("replaceError", .oneUpstream, labels: ["with"], sameTick: true,
                      docs: OperatorDocs(#"`replaceError(with: v)`"#,
                                         #"a failure becomes `v` and finished; `v` waits if there is no demand left"#),
                      specialised: PipelineBuilder.specialisedReplaceError, build: PipelineBuilder.makeReplaceError),
        OperatorEntry("mapError", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`mapError { "wrapped: \($0)" }`"#,
                                         #"`$0` is the error message; what the closure returns is the new error"#),
                      specialised: PipelineBuilder.specialisedMapError, build: PipelineBuilder.makeMapError),
        OperatorEntry("eraseToAnyPublisher", .oneUpstream, sameTick: true,
                      docs: OperatorDocs(#"`eraseToAnyPublisher()`"#,
                                         #"changes nothing: every publisher here is already erased"#),
                      build: PipelineBuilder.makeEraseToAnyPublisher),
        OperatorEntry("setFailureType", .oneUpstream, labels: ["to"], sameTick: true,
                      docs: OperatorDocs(#"`setFailureType(to: Error.self)`"#,
                                         #"changes nothing (every stream here fails with a message); the type is not evaluated"#),
                      specialised: PipelineBuilder.specialisedSetFailureType, build: PipelineBuilder.makeSetFailureType),
        OperatorEntry("ignoreOutput", .oneUpstream,
                      docs: OperatorDocs(#"`ignoreOutput()`"#,
                                         #"only the completion; asks its upstream for everything"#),
                      specialised: PipelineBuilder.specialisedIgnoreOutput, build: PipelineBuilder.makeIgnoreOutput),
        OperatorEntry("print", .oneUpstream, labels: ["to"], sameTick: true,
                      docs: OperatorDocs(#"`print("label", to: nil)`"#,
                                         #"passes everything through; Combine logs each event to the console, which the diagram draws anyway"#),
                      build: PipelineBuilder.makePrint),
        OperatorEntry("handleEvents", .oneUpstream, labels: PipelineBuilder.handleEventsLabels, sameTick: true,
                      docs: OperatorDocs(#"`handleEvents(receiveOutput: { ... }, ...)`"#,
                                         #"passes everything through; its closures act on the file's variables as a sink's value closure does (`receiveOutput: { seen.append($0) }`); those other than `receiveOutput` receive `()` (`receiveCancel: { cancelled = true }`, `receiveRequest: { _ in requests += 1 }`)"#),
                      build: PipelineBuilder.makeHandleEvents),
        // Combining, higher-order and recovery.
        OperatorEntry("merge", .combining, labels: ["with"],
                      docs: OperatorDocs(#"`a.merge(with: b)`, `a.merge(with: b, c)`"#,
                                         #"interleaves; finishes when all have finished, fails on the first failure. With limited demand each input is asked for one value at a time and a value that finds no demand waits (one per input)"#),
                      build: PipelineBuilder.makeMerge),
        OperatorEntry("combineLatest", .combining,
                      docs: OperatorDocs(#"`a.combineLatest(b)`, `a.combineLatest(b, c)`, `a.combineLatest(b, c, d)`, `a.combineLatest(b) { $0 + $1 }`"#,
                                         #"the latest value of each, as a tuple `(1, x)` (or the closure's result), whenever one emits once all have; requests go to every input; a combination that finds no demand is a drop"#),
                      build: PipelineBuilder.makeCombineLatestOrZip),
        OperatorEntry("zip", .combining,
                      docs: OperatorDocs(#"`a.zip(b)`, `a.zip(b, c)`, `a.zip(b, c, d)`, `a.zip(b) { $0 * $1 }`"#,
                                         #"pairs values by position; finishes when an input has finished with nothing left to pair"#),
                      build: PipelineBuilder.makeCombineLatestOrZip),
        OperatorEntry("flatMap", .combining, labels: ["maxPublishers"], traits: OperatorStep.Traits(requestsOnItsOwn: true),
                      docs: OperatorDocs(#"`s.flatMap { cold("-x|", values: [x: $0 * 10]) }`, `flatMap(maxPublishers: .max(2)) { ... }`"#,
                                         #"subscribes to a publisher made from each value and interleaves them; at most `maxPublishers` at once (upstream is asked for that many values, one more when an inner one finishes)"#),
                      build: PipelineBuilder.makeFlatMap),
        OperatorEntry("switchToLatest", .combining,
                      docs: OperatorDocs(#"`s.map { cold("-a|") }.switchToLatest()`"#,
                                         #"follows the newest inner publisher and cancels the previous one"#),
                      build: PipelineBuilder.makeSwitchToLatest),
        OperatorEntry("append", .combining,
                      docs: OperatorDocs(#"`s.append(p)`, `s.append(7, 8)`, `s.append(array)`, `s.prepend(p)`, `s.prepend(0)`"#,
                                         #"plays one publisher to its end, then subscribes to the other; one array argument adds its elements (Combine's `append<S: Sequence>`), as `append(7, 8)` adds those"#),
                      specialised: PipelineBuilder.specialisedAppend, build: PipelineBuilder.makeAppendOrPrepend),
        OperatorEntry("prepend", .combining, specialised: PipelineBuilder.specialisedPrepend, build: PipelineBuilder.makeAppendOrPrepend),
        OperatorEntry("catch", .combining, sameTick: true,
                      docs: OperatorDocs(#"`s.catch { Just(0) }`, `s.tryCatch { _ in Just(0) }`"#,
                                         #"replaces a failure with the publisher the closure builds (`$0` is the error message); a `throw` in `tryCatch`'s closure is not supported yet (an error against the closure)"#),
                      build: PipelineBuilder.makeCatch),
        OperatorEntry("tryCatch", .combining, sameTick: true, build: PipelineBuilder.makeCatch),
        OperatorEntry("retry", .combining,
                      docs: OperatorDocs(#"`s.retry(2)`"#,
                                         #"resubscribes after a failure, at most 2 times; a `cold` source then plays again from the start"#),
                      specialised: PipelineBuilder.specialisedRetry, build: PipelineBuilder.makeRetry),
        // `prefix(untilOutputFrom:)` and `drop(untilOutputFrom:)` have no specialised overload:
        // their readers give none for the label. They are the one-upstream entries' readers
        // all the same, so that a call that also has a `while:` or trailing closure is read as
        // `prefix(while:)`/`drop(while:)` whichever entry takes it (and `untilOutputFrom:` is
        // reported as an argument it does not have).
        OperatorEntry("prefix", .combining, labels: ["untilOutputFrom"], sameTick: true,
                      claims: { $0.has(label: "untilOutputFrom") },
                      docs: OperatorDocs(#"`s.prefix(untilOutputFrom: t)`, `s.drop(untilOutputFrom: t)`"#,
                                         #"finishes at, or starts after, `t`'s first value"#),
                      specialised: PipelineBuilder.specialisedPrefix, build: PipelineBuilder.makeUntilOutputFrom),
        OperatorEntry("drop", .combining, labels: ["untilOutputFrom"], claims: { $0.has(label: "untilOutputFrom") },
                      specialised: PipelineBuilder.specialisedDrop, build: PipelineBuilder.makeUntilOutputFrom),
        // Schedulers and time.
        OperatorEntry("receive", .timing, labels: ["on"],
                      docs: OperatorDocs(#"`receive(on: main)`"#,
                                         #"delivers values and the completion on the scheduler; the subscription is handed to the subscriber at once, so its request reaches upstream at the tick it subscribes (Apple's Combine since iOS 13.3 / macOS 10.15.2, and OpenCombine 0.14.0). With `combine "iOS 13.0"` (see [Combine releases](#combine-releases)) the subscription too travels through the scheduler, as in iOS 13.0–13.2: the sink's request reaches upstream only after the hop, so a subject that sends before then loses the value (a drop); put a `buffer` before it to keep such values"#),
                      build: PipelineBuilder.makeReceive),
        OperatorEntry("subscribe", .timing, labels: ["on"],
                      docs: OperatorDocs(#"`subscribe(on: s)`"#,
                                         #"subscribes, requests and cancels upstream on the scheduler"#),
                      build: PipelineBuilder.makeSubscribe),
        OperatorEntry("delay", .timing, labels: ["for", "scheduler"],
                      docs: OperatorDocs(#"`delay(for: 2, scheduler: main)`"#,
                                         #"every value and the completion 2 ticks later; demand passes straight up"#),
                      build: PipelineBuilder.makeDelay),
        OperatorEntry("debounce", .timing, labels: ["for", "scheduler"],
                      docs: OperatorDocs(#"`debounce(for: 2, scheduler: main)`"#,
                                         #"a value once 2 ticks pass without another; a due value without demand is a drop; the completion discards a waiting value"#),
                      build: PipelineBuilder.makeDebounce),
        OperatorEntry("throttle", .timing, labels: ["for", "scheduler", "latest"],
                      docs: OperatorDocs(#"`throttle(for: 3, scheduler: main, latest: true)`"#,
                                         #"at most one value per window: the first at once, then the newest (`latest: true`) or the first (`false`) of each window at its end; a value without demand is a drop"#),
                      build: PipelineBuilder.makeThrottle),
        OperatorEntry("timeout", .timing, labels: ["scheduler", "customError"],
                      docs: OperatorDocs(#"`timeout(3, scheduler: main)`, `customError: { "late" }`"#,
                                         #"finishes (or fails) after 3 ticks without a value; the clock starts at subscription and again at the first request and every value"#),
                      build: PipelineBuilder.makeTimeout),
        OperatorEntry("collect", .timing, claims: PipelineBuilder.isTimeGrouping,
                      docs: OperatorDocs(#"`collect(.byTime(main, 3))`, `collect(.byTimeOrCount(main, 3, 2))`"#,
                                         #"arrays of what arrived in each 3-tick interval (an empty interval sends nothing); `byTimeOrCount` also sends as soon as 2 arrived and starts the interval again; the rest on finish; an array without demand is a drop"#),
                      build: PipelineBuilder.makeCollectByTime),
        OperatorEntry("buffer", .timing, labels: ["size", "prefetch", "whenFull"],
                      traits: OperatorStep.Traits(requestsOnItsOwn: true, burstReason: "buffer flush"),
                      docs: OperatorDocs(#"`buffer(size: 3, prefetch: .byRequest, whenFull: .dropOldest)`"#,
                                         #"keeps values the subscriber has not asked for. `.byRequest` asks upstream for everything, `.keepFull` for `size` and one more per value handed on. `.dropOldest` evicts, `.dropNewest` refuses, `.customError { "full" }` fails (at the next request). Evicted and refused values are drops ("buffer full") on the buffer's lane. `size: .max` has no limit. As in Combine, the finish passes only while the subscriber has demand left"#),
                      build: PipelineBuilder.makeBuffer),
        // Sharing.
        OperatorEntry("multicast", .sharing, labels: ["subject"],
                      docs: OperatorDocs(#"`b.multicast { PassthroughSubject() }`, `b.multicast(subject: s)`"#,
                                         #"one subscription of `b`, shared through a subject; nothing flows until a connection"#),
                      build: PipelineBuilder.makeMulticast),
        OperatorEntry("makeConnectable", .sharing,
                      docs: OperatorDocs(#"`b.makeConnectable()`"#,
                                         #"`multicast(subject: PassthroughSubject())`"#),
                      build: PipelineBuilder.makeMakeConnectable),
        OperatorEntry("connect", .sharing, labels: ["at"],
                      docs: OperatorDocs(#"`m.connect(at: 2)`"#,
                                         #"connects `m` to its upstream at tick 2"#),
                      build: PipelineBuilder.makeConnect),
        OperatorEntry("autoconnect", .sharing,
                      docs: OperatorDocs(#"`m.autoconnect()`"#,
                                         #"connects on the first subscriber, disconnects after the last"#),
                      build: PipelineBuilder.makeAutoconnect),
        OperatorEntry("share", .sharing,
                      docs: OperatorDocs(#"`b.share()`"#,
                                         #"`multicast(subject: PassthroughSubject()).autoconnect()`"#),
                      build: PipelineBuilder.makeShare),
        // Subscribers.
        OperatorEntry("sink", .subscriber, labels: ["at", "demand", "until", "receiveValue", "receiveCompletion"], sameTick: true,
                      traits: OperatorStep.Traits(isSubscriber: true),
                      docs: OperatorDocs(#"`p.sink()`, `p.sink(at: 2, demand: .max(1), until: 9)`"#,
                                         #"a subscriber of `p`: its lane is what it received"#),
                      build: PipelineBuilder.makeSink),
        OperatorEntry("assign", .subscriber, labels: ["to", "on"], sameTick: true, traits: OperatorStep.Traits(isSubscriber: true),
                      docs: OperatorDocs(#"`p.assign(to: \.value, on: subject)`"#,
                                         #"a subscriber that sets a declared `CurrentValueSubject`'s value to every value it receives (which sends it); the completion is not passed on"#),
                      build: PipelineBuilder.makeAssign),
    ] + rxSwiftEntries

    /// The RxSwift dialect's operators (docs/rxswift.md): where Rx and Combine agree, the
    /// Combine builder under the Rx name and labels; where they differ, an Rx builder on the
    /// engine's Rx operators (`Sources/Reactive/Rx`). None carries Combine's specialised
    /// overloads: RxSwift has none, so `Observable.just(4).filter { … }` is an observable, not
    /// an `Optional.Publisher`, and `retry(0)` completes at once as RxSwift's does.
    static let rxSwiftEntries: [OperatorEntry] = [
        // RxSwift's closures are all `throws`: what one throws ends the observable with that
        // error, as Combine's `try` operators do (a `map` of Combine's cannot throw).
        OperatorEntry("map", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeTryMap),
        OperatorEntry("compactMap", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeTryCompactMap),
        OperatorEntry("filter", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeTryFilter),
        OperatorEntry("scan", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeTryScan),
        OperatorEntry("reduce", .oneUpstream, dialect: .rxSwift, build: PipelineBuilder.makeTryReduce),
        OperatorEntry("flatMap", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxFlatMap),
        OperatorEntry("concatMap", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxConcatMap),
        OperatorEntry("withLatestFrom", .combining, dialect: .rxSwift, labels: ["resultSelector"], build: PipelineBuilder.makeRxWithLatestFrom),
        OperatorEntry("retry", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxRetry),
        OperatorEntry("debounce", .timing, dialect: .rxSwift, labels: ["scheduler"], build: PipelineBuilder.makeRxDebounce),
        OperatorEntry("throttle", .timing, dialect: .rxSwift, labels: ["latest", "scheduler"], build: PipelineBuilder.makeRxThrottle),
        OperatorEntry("buffer", .timing, dialect: .rxSwift, labels: ["timeSpan", "count", "scheduler"], build: PipelineBuilder.makeRxBuffer),
        OperatorEntry("share", .sharing, dialect: .rxSwift, labels: ["replay", "scope"], build: PipelineBuilder.makeRxShare),
        OperatorEntry("subscribe", .subscriber, dialect: .rxSwift, labels: Set(PipelineBuilder.rxSubscribeLabels + ["at", "until"]), sameTick: true,
                      traits: OperatorStep.Traits(isSubscriber: true), build: PipelineBuilder.makeRxSubscribe),
        // `Observable.of(a, b).merge()`: an observable of observables merged; `merge(with:)` is Combine's.
        OperatorEntry("merge", .combining, dialect: .rxSwift, claims: { $0.peekPositional() == nil && $0.labels.isEmpty && $0.trailingClosure == nil },
                      build: PipelineBuilder.makeRxMergeInner),
        OperatorEntry("merge", .combining, dialect: .rxSwift, labels: ["with"], build: PipelineBuilder.makeMerge),
        OperatorEntry("bind", .subscriber, dialect: .rxSwift, labels: ["to", "at", "until"],
                      traits: OperatorStep.Traits(isSubscriber: true), build: PipelineBuilder.makeRxBind),
        OperatorEntry("zip", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxZip),
        OperatorEntry("materialize", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeRxMaterialize),
        OperatorEntry("flatMapLatest", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxFlatMapLatest),
        OperatorEntry("distinctUntilChanged", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeRxDistinctUntilChangedKey),
        OperatorEntry("asObservable", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeRxAsObservable),
        OperatorEntry("toArray", .oneUpstream, dialect: .rxSwift, build: PipelineBuilder.makeRxToArray),
        OperatorEntry("do", .oneUpstream, dialect: .rxSwift, labels: ["onNext", "onError", "onCompleted", "onSubscribe", "onDispose"],
                      sameTick: true, build: PipelineBuilder.makeRxDo),
        OperatorEntry("amb", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxAmb),
        OperatorEntry("sample", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxSample),
        OperatorEntry("take", .combining, dialect: .rxSwift, labels: ["until"], claims: { $0.has(label: "until") },
                      build: PipelineBuilder.makeRxTakeUntil),
        OperatorEntry("take", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeRxTake),
        OperatorEntry("takeUntil", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxTakeUntil),
        OperatorEntry("delay", .timing, dialect: .rxSwift, labels: ["scheduler"], build: PipelineBuilder.makeRxDelay),
        OperatorEntry("timeout", .timing, dialect: .rxSwift, labels: ["other", "scheduler"], build: PipelineBuilder.makeRxTimeout),
    ]

    /// Every operator name of the Combine dialect once, sorted: what "did you mean" chooses from.
    static let names: [String] = Set(entries.filter { $0.dialect == .combine }.map(\.name)).sorted()

    /// Combine's operators that an RxSwift program uses as they are, because RxSwift's
    /// operator of that name (or the one the RxSwift front end renames to it:
    /// `distinctUntilChanged` is `removeDuplicates`, `startWith` is `prepend`, `take(while:)`
    /// is `prefix(while:)`, `skip` is `dropFirst`, `catchAndReturn` is `replaceError(with:)`,
    /// `switchLatest` is `switchToLatest`) does the same: each is pinned by a snippet of
    /// Tests/RxFixtures that RxSwift recorded.
    static let sharedWithRxSwift: Set<String> = [
        "combineLatest", "removeDuplicates", "prepend", "prefix", "dropFirst", "drop", "replaceError", "switchToLatest",
        "sink", "catch", "append", "makeConnectable", "connect",
    ]

    /// The entries of `dialect` named `name`, in table order; for RxSwift, Combine's own when
    /// RxSwift has none of that name and the two behave alike (`sharedWithRxSwift`).
    static func entries(named name: String, in dialect: Dialect = .combine) -> [OperatorEntry] {
        let own = byName[name]?.filter { $0.dialect == dialect } ?? []
        if own.isEmpty, dialect == .rxSwift, sharedWithRxSwift.contains(name) { return entries(named: name, in: .combine) }
        return own
    }

    private static let byName: [String: [OperatorEntry]] = Dictionary(grouping: entries, by: \.name)
}
