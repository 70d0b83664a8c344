/// Requests made at ticks closer together than their labels can be drawn side by side (a
/// subscriber asking `request(1)` each tick), gathered into one label: `request(1) ×4204`,
/// spanning the first to the last request, the requests themselves on hover. Each label of
/// such a run would hang under the next one's leader, a staircase as deep as the run with
/// leaders as long: a diagram as tall as its requests are many, and quadratic dashes.
///
/// As with a `Burst` of values, a run of up to `Burst.largestStack` labels is drawn as it is:
/// a hand-written diagram's few crowded requests read best one by one.
struct RequestRun {
    /// A tick's requests, in the order they were made.
    struct Requests {
        var tick: Int
        var demands: [Int?]
        /// Where the label's leader stands.
        var x: Double
        /// How wide its own label (`request(1), request(2)`) is.
        var width: Double
    }

    /// The requests gathered, by tick, in tick order (more than `Burst.largestStack` ticks).
    let members: [Requests]

    /// `requests` (in tick order) split into runs: consecutive ticks whose labels, each right
    /// of its leader, would reach the next leader (`gap` short of it), with a run of at most
    /// `Burst.largestStack` ticks given back a tick at a time.
    static func gather(_ requests: [Requests], gap: Double) -> [[Requests]] {
        var result: [[Requests]] = []
        var run: [Requests] = []
        func close() {
            if run.count > Burst.largestStack { result.append(run) } else { result += run.map { [$0] } }
            run = []
        }
        for request in requests {
            if let last = run.last, last.x + LaneGeometry.annotationInset + last.width + gap <= request.x { close() }
            run.append(request)
        }
        close()
        return result
    }

    /// One tick's label: `request(1)`, or `request(1), request(2)` for two at that tick.
    static func text(_ demands: [Int?]) -> String {
        demands.map { "request(\($0.map(String.init) ?? "∞"))" }.joined(separator: ", ")
    }

    init(_ members: [Requests]) {
        self.members = members
    }

    /// How many requests the run holds.
    var count: Int { members.reduce(0) { $0 + $1.demands.count } }

    /// The label: `request(1) ×4204` when every request asked the same, otherwise the first
    /// and last demands and what they add up to, `request(1)…(3) ×12, Σ 20`.
    var label: String {
        let demands = members.flatMap(\.demands)
        let text = { (demand: Int?) in demand.map(String.init) ?? "∞" }
        if demands.allSatisfy({ $0 == demands[0] }) { return "request(\(text(demands[0]))) ×\(count)" }
        // Demand adds up as Combine's does, saturating at unlimited.
        let total = demands.reduce(Int?(0)) { sum, demand in
            guard let sum, let demand, case let (added, overflow) = sum.addingReportingOverflow(demand), !overflow else { return nil }
            return added
        }
        let sum = total.map(String.init) ?? "∞"
        return "request(\(text(demands[0])))…(\(text(demands[demands.count - 1]))) ×\(count), Σ \(sum)"
    }

    /// The text on hover: every tick's requests, the first and last `Burst.listedAtEachEnd`
    /// ticks when there are more.
    var tooltip: String {
        let describe = { (requests: Requests) in RequestRun.text(requests.demands) + " at \(requests.tick)" }
        let text = "\(count) requests at ticks \(members[0].tick)–\(members[members.count - 1].tick): "
        let listed = Burst.listedAtEachEnd
        guard members.count > 2 * listed else { return text + members.map(describe).joined(separator: "; ") }
        return text + elidedList(head: members.prefix(listed).map(describe), skipped: members.count - 2 * listed,
                                 tail: members.suffix(listed).map(describe), separator: "; ", more: "more ticks")
    }
}
