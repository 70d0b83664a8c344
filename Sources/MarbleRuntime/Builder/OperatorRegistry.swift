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
}

/// One operator of the language: what the runtime needs to build it, what "did you mean"
/// suggests, what the layout knows of it (through the trace's steps) and what
/// docs/language.md lists (a test holds the two together).
struct OperatorEntry: Sendable {
    /// How an operator call is built: reads its arguments and derives the new object.
    typealias Build = @Sendable (PipelineBuilder) -> (OperatorCall, inout Arguments) throws -> RuntimeObject

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
    /// For a name two entries share, whether this one takes the call, by a label or the
    /// form of an argument (`prefix(untilOutputFrom:)`, `collect(.byTime(...))`); `nil`
    /// takes any call of its name. Entries are asked in table order.
    let claims: (@Sendable (Arguments) -> Bool)?
    let build: Build

    init(_ name: String, _ group: OperatorGroup, dialect: Dialect = .combine, labels: Set<String> = [], sameTick: Bool = false,
         claims: (@Sendable (Arguments) -> Bool)? = nil, build: @escaping Build) {
        self.name = name
        self.dialect = dialect
        self.group = group
        self.labels = labels
        self.mapsTickToTick = sameTick
        self.claims = claims
        self.build = build
    }
}

/// Every operator of the language, one entry each.
enum OperatorRegistry {
    static let entries: [OperatorEntry] = [
        // One upstream: transforming.
        OperatorEntry("map", .oneUpstream, sameTick: true, build: PipelineBuilder.makeMap),
        OperatorEntry("tryMap", .oneUpstream, sameTick: true, build: PipelineBuilder.makeTryMap),
        OperatorEntry("compactMap", .oneUpstream, sameTick: true, build: PipelineBuilder.makeCompactMap),
        OperatorEntry("tryCompactMap", .oneUpstream, sameTick: true, build: PipelineBuilder.makeTryCompactMap),
        OperatorEntry("scan", .oneUpstream, sameTick: true, build: PipelineBuilder.makeScan),
        OperatorEntry("tryScan", .oneUpstream, sameTick: true, build: PipelineBuilder.makeTryScan),
        OperatorEntry("mapError", .oneUpstream, sameTick: true, build: PipelineBuilder.makeMapError),
        OperatorEntry("setFailureType", .oneUpstream, labels: ["to"], sameTick: true, build: PipelineBuilder.makeSetFailureType),
        OperatorEntry("replaceError", .oneUpstream, labels: ["with"], sameTick: true, build: PipelineBuilder.makeReplaceError),
        OperatorEntry("replaceNil", .oneUpstream, labels: ["with"], sameTick: true, build: PipelineBuilder.makeReplaceNil),
        OperatorEntry("replaceEmpty", .oneUpstream, labels: ["with"], sameTick: true, build: PipelineBuilder.makeReplaceEmpty),
        OperatorEntry("ignoreOutput", .oneUpstream, build: PipelineBuilder.makeIgnoreOutput),
        OperatorEntry("eraseToAnyPublisher", .oneUpstream, sameTick: true, build: PipelineBuilder.makeEraseToAnyPublisher),
        OperatorEntry("handleEvents", .oneUpstream, labels: PipelineBuilder.handleEventsLabels, sameTick: true,
                      build: PipelineBuilder.makeHandleEvents),
        OperatorEntry("print", .oneUpstream, labels: ["to"], sameTick: true, build: PipelineBuilder.makePrint),
        // One upstream: filtering.
        OperatorEntry("filter", .oneUpstream, sameTick: true, build: PipelineBuilder.makeFilter),
        OperatorEntry("tryFilter", .oneUpstream, sameTick: true, build: PipelineBuilder.makeTryFilter),
        OperatorEntry("removeDuplicates", .oneUpstream, labels: ["by"], sameTick: true, build: PipelineBuilder.makeRemoveDuplicates),
        OperatorEntry("tryRemoveDuplicates", .oneUpstream, labels: ["by"], sameTick: true, build: PipelineBuilder.makeTryComparing),
        OperatorEntry("dropFirst", .oneUpstream, sameTick: true, build: PipelineBuilder.makeDropFirst),
        OperatorEntry("drop", .oneUpstream, labels: ["while"], build: PipelineBuilder.makeDrop),
        OperatorEntry("tryDrop", .oneUpstream, labels: ["while"], build: PipelineBuilder.makeTryWhile),
        OperatorEntry("prefix", .oneUpstream, labels: ["while"], sameTick: true, build: PipelineBuilder.makePrefix),
        OperatorEntry("tryPrefix", .oneUpstream, labels: ["while"], sameTick: true, build: PipelineBuilder.makeTryWhile),
        OperatorEntry("output", .oneUpstream, labels: ["at", "in"], build: PipelineBuilder.makeOutput),
        OperatorEntry("first", .oneUpstream, labels: ["where"], sameTick: true, build: PipelineBuilder.makeFirst),
        OperatorEntry("tryFirst", .oneUpstream, labels: ["where"], sameTick: true, build: PipelineBuilder.makeTrySelecting),
        OperatorEntry("last", .oneUpstream, labels: ["where"], build: PipelineBuilder.makeLast),
        OperatorEntry("tryLast", .oneUpstream, labels: ["where"], build: PipelineBuilder.makeTrySelecting),
        // One upstream: reducing.
        OperatorEntry("reduce", .oneUpstream, build: PipelineBuilder.makeReduce),
        OperatorEntry("tryReduce", .oneUpstream, build: PipelineBuilder.makeTryReduce),
        OperatorEntry("count", .oneUpstream, build: PipelineBuilder.makeCount),
        OperatorEntry("min", .oneUpstream, labels: ["by"], build: PipelineBuilder.makeMinOrMax),
        OperatorEntry("max", .oneUpstream, labels: ["by"], build: PipelineBuilder.makeMinOrMax),
        OperatorEntry("tryMin", .oneUpstream, labels: ["by"], build: PipelineBuilder.makeTryComparing),
        OperatorEntry("tryMax", .oneUpstream, labels: ["by"], build: PipelineBuilder.makeTryComparing),
        OperatorEntry("contains", .oneUpstream, labels: ["where"], build: PipelineBuilder.makeContains),
        OperatorEntry("tryContains", .oneUpstream, labels: ["where"], build: PipelineBuilder.makeTrySelecting),
        OperatorEntry("allSatisfy", .oneUpstream, build: PipelineBuilder.makeAllSatisfy),
        OperatorEntry("tryAllSatisfy", .oneUpstream, build: PipelineBuilder.makeTryAllSatisfy),
        // `collect(.byTime(...))` is the timing group's; this one takes the rest.
        OperatorEntry("collect", .timing, claims: PipelineBuilder.isTimeGrouping, build: PipelineBuilder.makeCollectByTime),
        OperatorEntry("collect", .oneUpstream, build: PipelineBuilder.makeCollect),
        // Combining, higher-order and recovery.
        OperatorEntry("merge", .combining, labels: ["with"], build: PipelineBuilder.makeMerge),
        OperatorEntry("combineLatest", .combining, build: PipelineBuilder.makeCombineLatestOrZip),
        OperatorEntry("zip", .combining, build: PipelineBuilder.makeCombineLatestOrZip),
        OperatorEntry("flatMap", .combining, labels: ["maxPublishers"], build: PipelineBuilder.makeFlatMap),
        OperatorEntry("switchToLatest", .combining, build: PipelineBuilder.makeSwitchToLatest),
        OperatorEntry("append", .combining, build: PipelineBuilder.makeAppendOrPrepend),
        OperatorEntry("prepend", .combining, build: PipelineBuilder.makeAppendOrPrepend),
        OperatorEntry("catch", .combining, sameTick: true, build: PipelineBuilder.makeCatch),
        OperatorEntry("tryCatch", .combining, sameTick: true, build: PipelineBuilder.makeCatch),
        OperatorEntry("retry", .combining, build: PipelineBuilder.makeRetry),
        OperatorEntry("prefix", .combining, labels: ["untilOutputFrom"], sameTick: true,
                      claims: { $0.has(label: "untilOutputFrom") }, build: PipelineBuilder.makeUntilOutputFrom),
        OperatorEntry("drop", .combining, labels: ["untilOutputFrom"],
                      claims: { $0.has(label: "untilOutputFrom") }, build: PipelineBuilder.makeUntilOutputFrom),
        // Schedulers and time.
        OperatorEntry("receive", .timing, labels: ["on"], build: PipelineBuilder.makeReceive),
        OperatorEntry("subscribe", .timing, labels: ["on"], build: PipelineBuilder.makeSubscribe),
        OperatorEntry("delay", .timing, labels: ["for", "scheduler"], build: PipelineBuilder.makeDelay),
        OperatorEntry("debounce", .timing, labels: ["for", "scheduler"], build: PipelineBuilder.makeDebounce),
        OperatorEntry("throttle", .timing, labels: ["for", "scheduler", "latest"], build: PipelineBuilder.makeThrottle),
        OperatorEntry("timeout", .timing, labels: ["scheduler", "customError"], build: PipelineBuilder.makeTimeout),
        OperatorEntry("buffer", .timing, labels: ["size", "prefetch", "whenFull"], build: PipelineBuilder.makeBuffer),
        // Sharing.
        OperatorEntry("multicast", .sharing, labels: ["subject"], build: PipelineBuilder.makeMulticast),
        OperatorEntry("makeConnectable", .sharing, build: PipelineBuilder.makeMakeConnectable),
        OperatorEntry("autoconnect", .sharing, build: PipelineBuilder.makeAutoconnect),
        OperatorEntry("share", .sharing, build: PipelineBuilder.makeShare),
        OperatorEntry("connect", .sharing, labels: ["at"], build: PipelineBuilder.makeConnect),
        // Subscribers.
        OperatorEntry("sink", .subscriber, labels: ["at", "demand", "until", "receiveValue", "receiveCompletion"], sameTick: true, build: PipelineBuilder.makeSink),
        OperatorEntry("assign", .subscriber, labels: ["to", "on"], sameTick: true, build: PipelineBuilder.makeAssign),
    ] + rxSwiftEntries

    /// The RxSwift dialect's operators (docs/rxswift.md): where Rx and Combine agree, the
    /// Combine builder under the Rx name and labels; where they differ, an Rx builder on the
    /// engine's Rx operators (`Sources/Reactive/Rx`).
    static let rxSwiftEntries: [OperatorEntry] = [
        OperatorEntry("map", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeMap),
        OperatorEntry("compactMap", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeCompactMap),
        OperatorEntry("filter", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeFilter),
        OperatorEntry("scan", .oneUpstream, dialect: .rxSwift, sameTick: true, build: PipelineBuilder.makeScan),
        OperatorEntry("flatMap", .combining, dialect: .rxSwift, build: PipelineBuilder.makeFlatMap),
        OperatorEntry("concatMap", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxConcatMap),
        OperatorEntry("withLatestFrom", .combining, dialect: .rxSwift, labels: ["resultSelector"], build: PipelineBuilder.makeRxWithLatestFrom),
        OperatorEntry("retry", .combining, dialect: .rxSwift, build: PipelineBuilder.makeRxRetry),
        OperatorEntry("debounce", .timing, dialect: .rxSwift, labels: ["scheduler"], build: PipelineBuilder.makeRxDebounce),
        OperatorEntry("throttle", .timing, dialect: .rxSwift, labels: ["latest", "scheduler"], build: PipelineBuilder.makeRxThrottle),
        OperatorEntry("buffer", .timing, dialect: .rxSwift, labels: ["timeSpan", "count", "scheduler"], build: PipelineBuilder.makeRxBuffer),
        OperatorEntry("share", .sharing, dialect: .rxSwift, labels: ["replay", "scope"], build: PipelineBuilder.makeRxShare),
        OperatorEntry("subscribe", .subscriber, dialect: .rxSwift, labels: Set(PipelineBuilder.rxSubscribeLabels), sameTick: true,
                      build: PipelineBuilder.makeRxSubscribe),
    ]

    /// Every operator name of the Combine dialect once, sorted: what "did you mean" chooses from.
    static let names: [String] = Set(entries.filter { $0.dialect == .combine }.map(\.name)).sorted()

    /// Combine's operators that an RxSwift program uses as they are, because RxSwift's
    /// operator of that name (or the one the RxSwift front end renames to it:
    /// `distinctUntilChanged` is `removeDuplicates`, `startWith` is `prepend`, `take` is
    /// `prefix`, `skip` is `dropFirst`, `catchAndReturn` is `replaceError(with:)`,
    /// `switchLatest` is `switchToLatest`) does the same: each is pinned by a snippet of
    /// Tests/RxFixtures that RxSwift recorded.
    static let sharedWithRxSwift: Set<String> = [
        "merge", "combineLatest", "removeDuplicates", "prepend", "prefix", "dropFirst", "drop", "replaceError", "switchToLatest",
        "reduce", "sink",
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
