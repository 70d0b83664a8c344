/// A `GeneratedScenario` as `.marble` text: subjects `s0`, `s1`, bindings `p0`, `p1`,
/// subscribers `C0`, `C1`, ...; statements in the order `GeneratedReference` schedules the
/// same actions (subscriptions, then requests and cancels, then sends).
enum GeneratedMarble {
    static func text(_ scenario: GeneratedScenario) -> String {
        var lines = ["ticks \(scenario.ticks)"]
        for (index, subject) in scenario.subjects.enumerated() {
            lines.append("s\(index) = " + (subject.isCurrentValue ? "CurrentValueSubject(0)" : "PassthroughSubject<Int>()"))
        }
        for (index, node) in scenario.bindings.enumerated() {
            lines.append("p\(index) = " + expression(node))
        }
        for (index, subscriber) in scenario.subscribers.enumerated() {
            var arguments: [String] = []
            if let demand = subscriber.demand { arguments.append("demand: \(demand)") }
            if subscriber.at > 0 { arguments.append("at: \(subscriber.at)") }
            let collect = subscriber.collect.map { ".collect(\($0))" } ?? ""
            lines.append("C\(index) = p\(subscriber.binding)\(collect).sink(\(arguments.joined(separator: ", ")))")
        }
        for (index, subscriber) in scenario.subscribers.enumerated() {
            for request in subscriber.requests {
                lines.append("C\(index).request(\(request.count), at: \(request.tick))")
            }
            if let tick = subscriber.cancelAt { lines.append("C\(index).cancel(at: \(tick))") }
        }
        for (index, subject) in scenario.subjects.enumerated() {
            lines.append("s\(index).send(\"\(subject.marbles)\")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func expression(_ node: GeneratedScenario.Node) -> String {
        switch node {
        case .subject(let index): return "s\(index)"
        case .cold(let marbles): return "cold(\"\(marbles)\")"
        case .sequence(let values): return "Deferred { [" + values.map(String.init).joined(separator: ", ") + "].publisher }"
        case .binding(let index): return "p\(index)"
        case .zip(let a, let b): return "\(expression(a)).zip(\(expression(b))).map { $0 * 10 + $1 }"
        case .append(let a, let b): return "\(expression(a)).append(\(expression(b)))"
        case .unary(let upstream, let op): return expression(upstream) + "." + operatorText(op)
        }
    }

    private static func operatorText(_ op: GeneratedScenario.Unary) -> String {
        switch op {
        case .timesTen: return "map { $0 * 10 }"
        case .plusOne: return "map { $0 + 1 }"
        case .keepEven: return "filter { $0 % 2 == 0 }"
        case .runningTotal: return "scan(0, +)"
        case .buffer(let size, let keepFull, let dropOldest):
            return "buffer(size: \(size), prefetch: \(keepFull ? ".keepFull" : ".byRequest"), whenFull: \(dropOldest ? ".dropOldest" : ".dropNewest"))"
        case .prefix(let n): return "prefix(\(n))"
        case .dropFirst(let n): return "dropFirst(\(n))"
        case .removeDuplicates: return "removeDuplicates()"
        case .flatMap(let maxPublishers, let inner):
            let limit = maxPublishers.map { "maxPublishers: .max(\($0))" } ?? ""
            return "flatMap(\(limit)) { cold(\"\(inner)\", values: [x: $0 * 10]) }"
        case .switchToLatest(let inner): return "map { cold(\"\(inner)\", values: [x: $0]) }.switchToLatest()"
        case .receiveOnMain: return "receive(on: main)"
        case .debounce(let n): return "debounce(for: \(n), scheduler: main)"
        case .throttle(let n, let latest): return "throttle(for: \(n), scheduler: main, latest: \(latest))"
        case .delay(let n): return "delay(for: \(n), scheduler: main)"
        case .catchCold(let marbles): return "catch { _ in cold(\"\(marbles)\") }"
        case .retry(let n): return "retry(\(n))"
        case .replaceError(let value): return "replaceError(with: \(value))"
        case .share: return "share()"
        case .multicastAutoconnect: return "multicast { PassthroughSubject<Int>() }.autoconnect()"
        }
    }
}
