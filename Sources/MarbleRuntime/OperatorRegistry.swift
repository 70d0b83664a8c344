/// The operators of the language, one entry each.
enum OperatorRegistry {
    /// Whether the operator named `name` maps each tick's input to that tick's output.
    static func mapsTickToTick(_ name: String) -> Bool {
        sameTick.contains(name)
    }

    private static let sameTick: Set<String> = [
        "map", "tryMap", "scan", "tryScan", "filter", "tryFilter", "compactMap", "tryCompactMap",
        "removeDuplicates", "mapError", "setFailureType", "handleEvents", "sink",
        "prefix", "first", "dropFirst", "catch", "replaceError", "replaceEmpty",
    ]
}
