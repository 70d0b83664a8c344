/// A short text of what a diagram shows, for readers who cannot see it: the alt text of a
/// docs image, the `<desc>` of an SVG, `marbles describe`.
///
///     C receives 1 at tick 1 and 2 at tick 3; 3 is dropped at tick 5 (no demand); finishes at tick 12.
///
/// It tells what each subscriber received (values, replays, drops on its lane, how it ended);
/// drops on other lanes get a sentence of their own. A diagram without subscribers tells
/// what its streams emitted instead.
public enum TraceDescription {
    /// Past this many values a sentence names the first few and counts the rest.
    static let listedValues = 6

    public static func describe(_ trace: Trace) -> String {
        let subscribers = trace.lanes.filter { $0.role == .subscriber }
        var sentences: [String] = []
        if subscribers.isEmpty {
            sentences = trace.lanes.compactMap { sentence(for: $0, verb: "emits", dropsOnly: false) }
        } else {
            sentences = subscribers.compactMap { sentence(for: $0, verb: "receives", dropsOnly: false) }
            sentences += trace.lanes.filter { $0.role != .subscriber }.compactMap { sentence(for: $0, verb: "", dropsOnly: true) }
        }
        if sentences.isEmpty { return "Nothing happens." }
        return sentences.map { $0 + "." }.joined(separator: " ")
    }

    /// `C receives 1 at tick 1; 3 is dropped at tick 5 (no demand); finishes at tick 12`, or
    /// with `dropsOnly`, `On s, 2 is dropped at tick 3 (buffer full)` (nil without drops).
    private static func sentence(for lane: Lane, verb: String, dropsOnly: Bool) -> String? {
        var received: [String] = []
        var lastReceived = 0
        var drops: [(text: String, reason: String)] = []
        var lastDrop = 0
        var ending: String?
        for event in lane.events {
            switch event.kind {
            case .value(let value):
                received.append("\(value) at tick \(event.tick)")
                lastReceived = event.tick
            case .replay(let value, let from):
                received.append("\(value) at tick \(event.tick) (replayed from tick \(from))")
                lastReceived = event.tick
            case .drop(let value, let reason):
                drops.append(("\(value) at tick \(event.tick)", reason.rawValue))
                lastDrop = event.tick
            case .finished:
                if ending == nil { ending = "finishes at tick \(event.tick)" }
            case .failure(let error):
                if ending == nil { ending = "fails with \"\(error)\" at tick \(event.tick)" }
            case .cancel:
                if ending == nil { ending = "is cancelled at tick \(event.tick)" }
            // What a subject held from the start reaches a subscriber as a replay, told there.
            case .subscribe, .request, .connect, .initial, .finishHeld:
                break
            }
        }
        let dropClause = drops.isEmpty ? nil : dropped(drops, lastTick: lastDrop)
        if dropsOnly {
            return dropClause.map { "On \(lane.name), \($0)" }
        }
        if received.isEmpty, drops.isEmpty, ending == nil, lane.role != .subscriber { return nil }
        var clauses = ["\(lane.name) \(verb) " + (received.isEmpty ? "nothing" : list(received, lastTick: lastReceived))]
        if let dropClause { clauses.append(dropClause) }
        if let ending { clauses.append(ending) }
        return clauses.joined(separator: "; ")
    }

    /// `3 at tick 5 and 6 at tick 11 are dropped (no demand)`; the reason follows each value
    /// when they differ.
    private static func dropped(_ drops: [(text: String, reason: String)], lastTick: Int) -> String {
        let verb = drops.count == 1 ? " is dropped" : " are dropped"
        if let reason = drops.first?.reason, drops.allSatisfy({ $0.reason == reason }) {
            return list(drops.map(\.text), lastTick: lastTick) + verb + " (\(reason))"
        }
        return list(drops.map { "\($0.text) (\($0.reason))" }, lastTick: lastTick) + verb
    }

    /// `a`, `a and b`, `a, b and c`; past `listedValues`,
    /// `a, b, c, d, e and 7 more until tick 30`.
    static func list(_ items: [String], lastTick: Int) -> String {
        if items.count > listedValues {
            let shown = items.prefix(listedValues - 1).joined(separator: ", ")
            return shown + " and \(items.count - (listedValues - 1)) more until tick \(lastTick)"
        }
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
