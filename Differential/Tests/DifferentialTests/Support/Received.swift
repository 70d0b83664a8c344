/// One thing a subscriber received, in a form both engines produce: the value as printed,
/// the tick, or the completion. Replays count as values: the subscriber cannot tell them apart.
enum Received: Hashable, CustomStringConvertible {
    case value(Int, String)
    case finished(Int)
    case failure(Int, String)

    var description: String {
        switch self {
        case .value(let tick, let value): return "\(value)@\(tick)"
        case .finished(let tick): return "|@\(tick)"
        case .failure(let tick, let error): return "#\(error)@\(tick)"
        }
    }
}

/// What every subscriber of a scenario received, by subscriber name.
typealias Receipts = [String: [Received]]

extension Dictionary where Key == String, Value == [Received] {
    /// One line per subscriber, sorted by name: `C: 1@1 2@3 |@6`.
    var listing: String {
        keys.sorted().map { name in "\(name): " + self[name]!.map(\.description).joined(separator: " ") }.joined(separator: "\n")
    }
}
