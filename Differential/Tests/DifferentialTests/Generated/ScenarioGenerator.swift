/// A seeded source of random numbers (SplitMix64): the same seed gives the same scenarios on
/// every machine, so a failing case can be named by its seed and run again.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds random `GeneratedScenario`s: small pipelines (at most a few operators deep) over
/// one or two subjects, cold timelines and arrays, with one to three subscribers.
struct ScenarioGenerator {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func scenario() -> GeneratedScenario {
        var scenario = GeneratedScenario()
        let subjectCount = int(1...2)
        for _ in 0..<subjectCount {
            scenario.subjects.append(.init(isCurrentValue: chance(0.25), marbles: marbles(length: int(3...10), digits: "123456789")))
        }
        let bindingCount = int(1...2)
        for index in 0..<bindingCount {
            var node: GeneratedScenario.Node
            if index > 0, chance(0.7) {
                node = .binding(int(0...(index - 1)))
            } else {
                node = leaf(subjectCount: subjectCount)
            }
            // A binding of a bare name is an alias, which the language refuses: at least one operator.
            node = chain(node, depth: int(1...3), subjectCount: subjectCount, bindings: scenario.bindings)
            if chance(0.3) { node = .unary(node, chance(0.5) ? .share : .multicastAutoconnect) }
            scenario.bindings.append(node)
        }
        for _ in 0..<int(1...3) {
            var subscriber = GeneratedScenario.SubscriberSpec(binding: int(0...(bindingCount - 1)), at: chance(0.6) ? 0 : int(1...5),
                                                              demand: nil, requests: [], cancelAt: nil, collect: nil)
            if chance(0.4) {
                subscriber.demand = int(0...2)
                for _ in 0..<int(0...2) {
                    subscriber.requests.append((int(subscriber.at...12), int(1...2)))
                }
                subscriber.requests.sort { $0.tick < $1.tick }
            }
            if chance(0.15) { subscriber.cancelAt = int((subscriber.at + 1)...12) }
            if chance(0.1) { subscriber.collect = int(1...3) }
            scenario.subscribers.append(subscriber)
        }
        return scenario
    }

    private mutating func leaf(subjectCount: Int) -> GeneratedScenario.Node {
        switch int(0...9) {
        case 0...5: return .subject(int(0...(subjectCount - 1)))
        case 6...8: return .cold(marbles(length: int(1...6), digits: "123456789"))
        default: return .sequence((0..<int(1...3)).map { _ in int(1...9) })
        }
    }

    private mutating func chain(_ node: GeneratedScenario.Node, depth: Int, subjectCount: Int,
                                bindings: [GeneratedScenario.Node]) -> GeneratedScenario.Node {
        var node = node
        for _ in 0..<depth {
            switch int(0...13) {
            case 0 where !Self.hops(node, bindings: bindings): node = .zip(node, leaf(subjectCount: subjectCount))
            case 1: node = .append(node, leaf(subjectCount: subjectCount))
            default: node = .unary(node, unary())
            }
        }
        return node
    }

    /// Whether `node` has a `receive(on:)`: OpenCombine's `Zip` forgets itself when an
    /// input's subscription comes later (as iOS 13.0's hop brought it), so no zip went below
    /// one; the rule stays so that a seed still generates the scenarios it was measured on.
    private static func hops(_ node: GeneratedScenario.Node, bindings: [GeneratedScenario.Node]) -> Bool {
        switch node {
        case .subject, .cold, .sequence: return false
        case .binding(let index): return hops(bindings[index], bindings: bindings)
        case .zip(let a, let b), .append(let a, let b): return hops(a, bindings: bindings) || hops(b, bindings: bindings)
        case .unary(let upstream, let op):
            if case .receiveOnMain = op { return true }
            return hops(upstream, bindings: bindings)
        }
    }

    private mutating func unary() -> GeneratedScenario.Unary {
        switch int(0...18) {
        case 0: return .timesTen
        case 1: return .plusOne
        case 2: return .keepEven
        case 3: return .runningTotal
        case 4: return .buffer(size: int(1...3), keepFull: chance(0.5), dropOldest: chance(0.5))
        case 5: return .prefix(int(1...3))
        case 6: return .dropFirst(int(1...2))
        case 7: return .removeDuplicates
        case 8: return .flatMap(maxPublishers: chance(0.5) ? int(1...2) : nil, inner: inner())
        case 9: return .switchToLatest(inner: inner())
        case 10: return .receiveOnMain
        case 11: return .debounce(int(1...2))
        case 12: return .throttle(int(1...3), latest: chance(0.5))
        case 13: return .delay(int(1...2))
        case 14: return .catchCold(marbles(length: int(1...3), digits: "9", ending: "|"))
        case 15: return .retry(int(1...2))
        case 16: return .replaceError(0)
        case 17: return .share
        default: return .multicastAutoconnect
        }
    }

    private mutating func inner() -> String {
        ["x|", "-x|", "--x|", "-x-x|", "x-x|", "-x#", "-x--x|"][int(0...6)]
    }

    /// Dashes and digits, then `|`, `#` or nothing.
    private mutating func marbles(length: Int, digits: String, ending: String? = nil) -> String {
        var text = ""
        let choices = Array(digits)
        for _ in 0..<length {
            text.append(chance(0.5) ? "-" : choices[int(0...(choices.count - 1))])
        }
        if let ending { return text + ending }
        switch int(0...9) {
        case 0...5: return text + "|"
        case 6...7: return text + "#"
        default: return text
        }
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
}
