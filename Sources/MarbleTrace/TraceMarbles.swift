/// The trace as `expect` lines (`marbles trace --format marbles`): for every lane what it
/// received, and where there is any, its subscriptions, requests, drops and replays. Pasted
/// into the file, they pass.
public enum TraceMarbles {
    /// Gaps longer than this are written as a time progression (` 25t `) instead of dashes.
    public static let longestDashRun = 20

    /// One `expect(...)` line per lane view that has something to say (the received view
    /// always).
    public static func encode(_ trace: Trace) -> String {
        var out = ""
        for lane in trace.lanes {
            for view in LaneView.allCases {
                let events = lane.events(in: view)
                guard view == .received || !events.isEmpty else { continue }
                for notation in notations(events, in: view) {
                    out += expectLine(lane: lane.name, view: view, notation: notation) + "\n"
                }
            }
        }
        return out
    }

    /// `expect(C.drops, "--a", values: [a: 11])`.
    public static func expectLine(lane: String, view: LaneView, notation: MarbleNotation) -> String {
        "expect(\(laneReference(lane, view)), \(notation.arguments))"
    }

    /// `C`, `C.drops`, `"b[2]"`, `"f.1".requests`: a lane whose name is not an identifier is
    /// written as a string.
    public static func laneReference(_ lane: String, _ view: LaneView) -> String {
        let base = isIdentifier(lane) ? lane : MarbleLiteral.quoted(lane)
        return view.member.map { "\(base).\($0)" } ?? base
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Writes `events` (in the order they happened) as marble strings, usually one. Symbols
    /// the caller prefers (those of an expectation being rewritten) are kept for the values
    /// they name.
    ///
    /// Events of one tick become a group, which takes one tick per character. When an event
    /// comes before the group in front of it ends (a replay at subscription, then a live
    /// value on the next tick), no single string can say so: that event goes to a further
    /// string, and the strings together state the view (several `expect` lines on one lane
    /// view are checked as one).
    public static func notations(_ events: [ViewEvent], in view: LaneView, preferring preferred: [ViewEvent.Kind: Character] = [:]) -> [MarbleNotation] {
        let sorted = events.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
        var symbols = SymbolTable(view: view, preferred: preferred)
        var ticks: [(tick: Int, events: [ViewEvent])] = []
        for event in sorted {
            _ = symbols.symbol(for: event.kind)
            if ticks.last?.tick == event.tick { ticks[ticks.count - 1].events.append(event) } else { ticks.append((event.tick, [event])) }
        }
        // Each tick goes on the string the tick before went on, if that has reached it, else
        // on the first string that has.
        var lines: [[(tick: Int, events: [ViewEvent])]] = []
        var ends: [Int] = []
        var current = 0
        for group in ticks {
            let width = group.events.count == 1 ? 1 : group.events.count + 2
            let line = ends.indices.contains(current) && ends[current] <= group.tick ? current : ends.firstIndex(where: { $0 <= group.tick })
            if let line {
                current = line
                lines[line].append(group)
                ends[line] = group.tick + width
            } else {
                current = lines.count
                lines.append([group])
                ends.append(group.tick + width)
            }
        }
        if lines.isEmpty { lines = [[]] }
        return lines.map { notation($0, symbols: symbols) }
    }

    private static func notation(_ ticks: [(tick: Int, events: [ViewEvent])], symbols: SymbolTable) -> MarbleNotation {
        var tokens: [MarbleNotation.Token] = []
        var used: Set<Character> = []
        var error: String?
        var position = 0
        for (tick, events) in ticks {
            var group: [Character] = []
            for event in events {
                switch event.kind {
                case .finished: group.append("|")
                case .failure(let message):
                    group.append("#")
                    if message != "error" { error = message }
                default:
                    let symbol = symbols.assigned[event.kind]!
                    group.append(symbol)
                    used.insert(symbol)
                }
            }
            let gap = tick - position
            if gap > longestDashRun {
                tokens.append(.init(tick: position, text: " \(gap)t "))
            } else {
                for offset in 0..<gap { tokens.append(.init(tick: position + offset, text: "-")) }
            }
            let text = group.count == 1 ? String(group) : "(" + String(group) + ")"
            tokens.append(.init(tick: tick, text: text))
            position = tick + text.count
        }
        return MarbleNotation(tokens: tokens, values: symbols.entries.filter { used.contains($0.symbol) }, error: error)
    }
}

/// Gives each distinct value of a notation its symbol: the one preferred for it, else its
/// own (a digit, a one-character string), else the next free letter.
private struct SymbolTable {
    let view: LaneView
    let preferred: [ViewEvent.Kind: Character]
    private(set) var assigned: [ViewEvent.Kind: Character] = [:]
    private var used: Set<Character> = []
    private(set) var entries: [MarbleNotation.Entry] = []

    private let preferredSymbols: Set<Character>

    init(view: LaneView, preferred: [ViewEvent.Kind: Character]) {
        self.view = view
        self.preferred = preferred
        preferredSymbols = Set(preferred.values)
    }

    mutating func symbol(for kind: ViewEvent.Kind) -> Character {
        switch kind {
        case .finished: return "|"
        case .failure: return "#"
        default: break
        }
        if let symbol = assigned[kind] { return symbol }
        let symbol = choose(for: kind)
        assigned[kind] = symbol
        used.insert(symbol)
        if MarbleSymbol.defaultKind(symbol, in: view) != kind {
            entries.append(.init(symbol: symbol, source: Self.source(of: kind)))
        }
        return symbol
    }

    /// A symbol preferred for one value is not given to another.
    private func usable(_ symbol: Character) -> Bool {
        !used.contains(symbol) && !preferredSymbols.contains(symbol) && !symbol.isWhitespace && !MarbleSymbol.structural.contains(symbol)
            && !view.reservedSymbols.contains(symbol)
    }

    private func choose(for kind: ViewEvent.Kind) -> Character {
        if let symbol = preferred[kind], !used.contains(symbol) { return symbol }
        if let own = ownSymbol(kind), !used.contains(own), MarbleSymbol.defaultKind(own, in: view) == kind { return own }
        return Self.letters.first(where: usable) ?? "?"
    }

    private func ownSymbol(_ kind: ViewEvent.Kind) -> Character? {
        switch kind {
        case .subscribe: return "^"
        case .cancel: return "!"
        case .connect: return "+"
        case .request(nil): return "*"
        case .request(let count?): return (0...9).contains(count) ? Character(String(count)) : nil
        case .value(.int(let n)) where (0...9).contains(n): return Character(String(n))
        // `t` next to a digit could read as a time progression (` 1t `): never its own symbol.
        case .value(.string(let text)) where text.count == 1 && text != "t": return text.first
        default: return nil
        }
    }

    static func source(of kind: ViewEvent.Kind) -> String {
        switch kind {
        case .value(let value): return MarbleLiteral.source(of: value)
        case .request(let count): return count.map(String.init) ?? ".unlimited"
        default: return "?"
        }
    }

    /// Letters for values without a symbol of their own: `t` is left out (see above).
    static let letters: [Character] = Array("abcdefghijklmnopqrsuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        + (0x3B1...0x3C9).compactMap { Unicode.Scalar($0).map(Character.init) }
        + (0x4E00...0x4FFF).compactMap { Unicode.Scalar($0).map(Character.init) }
}
