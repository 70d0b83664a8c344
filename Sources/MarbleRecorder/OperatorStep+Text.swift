import MarbleTrace

extension OperatorStep {
    /// The step a probe's `step:` text stands for: `map { $0 * 10 }` is the operator `map`.
    /// Whether an output is the image of the one input of its tick follows the engine's
    /// operator table for the operators that keep the tick (`map`, `filter`, `scan`, `sink`...);
    /// a sink that asks for everything at once (`sink()`, `sink(at: 4)`, no `demand:`) is
    /// transparent, as the engine draws it.
    public init(recording text: String) {
        let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        self.init(name: name, text: text, mapsTickToTick: OperatorStep.tickKeeping.contains(name),
                  isTransparent: name == "sink" && !text.contains("demand:"))
    }

    /// Operators whose every output is the image of the one input of its tick (the engine's
    /// `sameTick` entries of its operator table).
    static let tickKeeping: Set<String> = [
        "map", "tryMap", "compactMap", "tryCompactMap", "scan", "tryScan", "mapError", "setFailureType",
        "replaceError", "replaceNil", "replaceEmpty", "eraseToAnyPublisher", "handleEvents", "print",
        "filter", "tryFilter", "removeDuplicates", "tryRemoveDuplicates", "dropFirst", "prefix",
        "tryPrefix", "first", "tryFirst", "catch", "tryCatch", "sink", "assign",
    ]
}
