/// The names by which the instrumenter tells Combine code from other code without types: it
/// reads the file as written, before the compiler has typed it.
enum CombineVocabulary {
    /// Calls that subscribe: the subscriber's probe goes right before them.
    static let subscribers: Set<String> = ["sink", "assign", "subscribe"]

    /// Methods of publishers, subjects and subscriptions that are no operator: nothing is
    /// probed after them.
    static let notOperators: Set<String> = [
        "send", "store", "cancel", "eraseToAnyPublisher", "connect", "request", "receive", "values",
    ]

    /// The first argument's label (`""`: none) of Combine's operators whose names other types
    /// use too: a call with another label is not Combine's.
    static let firstLabels: [String: Set<String>] = [
        "merge": ["with"], "combineLatest": [""], "zip": [""], "append": [""], "prepend": [""],
        "collect": ["", "byTime", "byTimeOrCount"], "flatMap": ["", "maxPublishers"],
        "map": ["", "keyPath"], "filter": [""], "reduce": [""], "scan": [""],
    ]

    /// Operators only a publisher has (an array has `map` and `filter` too): a chain that uses
    /// one is a publisher's even when its start is not known to be one.
    static let publisherOnly: Set<String> = [
        "sink", "assign", "eraseToAnyPublisher", "receive", "debounce", "throttle", "delay", "share",
        "multicast", "switchToLatest", "handleEvents", "replaceError", "catch", "tryCatch", "retry",
        "mapError", "setFailureType", "tryMap", "tryFilter", "tryCompactMap", "combineLatest", "merge",
        "timeout", "measureInterval", "makeConnectable", "autoconnect", "buffer", "print", "breakpoint",
        "removeDuplicates", "scan", "tryScan", "collect", "replaceEmpty", "ignoreOutput",
        "decode", "encode", "mapToResult",
    ]

    /// Types whose construction is a publisher: the start of a chain.
    static let publisherTypes: Set<String> = [
        "Just", "Future", "Deferred", "Fail", "Empty", "Record", "AnyPublisher", "PassthroughSubject",
        "CurrentValueSubject", "Merge", "Merge3", "Merge4", "Merge5", "Merge6", "Merge7", "Merge8", "MergeMany",
        "CombineLatest", "CombineLatest3", "CombineLatest4", "Zip", "Zip3", "Zip4", "Sequence", "Optional",
        "Concatenate", "Publish", "Timer",
    ]

    /// Combine's subjects: a binding made of one is drawn as a subject lane.
    static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    /// The conformances whose bodies are an operator's own machinery, left as written.
    static let machinery: Set<String> = ["Publisher", "Subscriber", "Subscription", "Subject", "Cancellable"]

    /// Test schedulers (combine-schedulers), whose clock the recorder reads.
    static let testSchedulerBases: Set<String> = ["DispatchQueue", "RunLoop", "OperationQueue"]
}
