import MarbleDSL
import MarbleTrace

/// An expectation that the run did not meet: the lane view, what was expected, what ran,
/// and the first tick where they part.
public struct ExpectationFailure: Hashable, Sendable {
    /// The `expect` lines of this lane view (usually one), in file order; none for a pasted
    /// assertion.
    public var expectations: [Expectation]
    /// What the `expect` lines state, in tick order.
    public var expected: [ViewEvent]
    /// What the lane view showed in the run, in tick order.
    public var actual: [ViewEvent]
    /// The first tick whose events differ.
    public var tick: Int
    /// In words: `C: expected 13 at tick 4, got 16`.
    public var message: String
    /// The pasted assertion that failed (`XCTAssertEqual(received, [1, 2])`), which states
    /// no lane: `expectations`, `expected` and `actual` are empty.
    public var assertion: PastedAssertion?
    /// What to look at instead, when the failure is likely a wrong lane rather than a wrong
    /// expectation: `expect(C.drops, ...)` where C's chain drops on the upstream lane `d`.
    /// `marbles test --update` leaves such an expectation as written.
    public var hint: String?

    /// The lane's name in the trace (empty for a pasted assertion).
    public var lane: String { expectations.first?.lane ?? "" }
    /// What of the lane was expected.
    public var view: LaneView { expectations.first?.view ?? .received }
    /// Where to point: the first `expect` line's marble string, or the assertion.
    public var range: SourceRange { assertion?.range ?? expectations[0].marblesRange }

    /// Every tick whose events differ, the first one included.
    public var differingTicks: [Int] {
        let ticks = Set(expected.map(\.tick)).union(actual.map(\.tick)).sorted()
        return ticks.filter { ExpectationCheck.differ(expected, actual, at: $0) }
    }
}

/// Checks expectations against the trace of the run.
public enum ExpectationCheck {
    /// Expectations naming a lane the trace does not have, as located errors (with the
    /// nearest lane names).
    public static func unknownLanes(_ expectations: [Expectation], in trace: Trace) -> [Diagnostic] {
        let names = trace.lanes.map(\.name)
        return expectations.compactMap { expectation in
            guard trace[lane: expectation.lane] == nil else { return nil }
            if expectation.endIsDisposal, disposals(of: expectation.lane, in: trace) != nil { return nil }
            let rows = trace.lanes.filter { $0.id.stream.description == expectation.lane && $0.name != expectation.lane }.map(\.name)
            let expected: String
            if !rows.isEmpty {
                expected = "one of its rows, written as a string: " + rows.map { MarbleLiteral.quoted($0) }.joined(separator: ", ")
            } else {
                expected = NameSuggestion.expected(for: expectation.lane, among: names, what: "a lane",
                                                   fallback: "a lane of this diagram: " + names.joined(separator: ", "))
            }
            return RuntimeError.noSuchLane(expectation.lane, expected: expected, at: expectation.laneRange).diagnostic
        }
    }

    /// The failures, one per lane view, in file order. Several `expect` lines on one lane
    /// view are one expectation: together they state all its events.
    public static func check(_ expectations: [Expectation], against trace: Trace) -> [ExpectationFailure] {
        var order: [String] = []
        var groups: [String: [Expectation]] = [:]
        for expectation in expectations {
            let key = expectation.laneReference
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(expectation)
        }
        return order.compactMap { key in
            let group = groups[key]!
            let actual: [ViewEvent]
            if group[0].endIsDisposal, let all = disposals(of: group[0].lane, in: trace) {
                actual = all
            } else if let lane = trace[lane: group[0].lane] {
                actual = sortedByTick(lane.events(in: group[0].view))
            } else {
                return nil
            }
            let lane = trace[lane: group[0].lane]
            let expected = sortedByTick(group.flatMap(\.events))
            guard let tick = firstDifference(expected, actual) else { return nil }
            let message = "\(key): expected \(words(expected, at: tick)) at tick \(tick), got \(words(actual, at: tick))"
            let hint = group[0].view == .drops && actual.isEmpty ? lane.flatMap { upstreamDrops(of: $0, in: trace) } : nil
            return ExpectationFailure(expectations: group, expected: expected, actual: actual, tick: tick, message: message, hint: hint)
        }
    }

    /// The subscriptions of the stream `name`, over all its rows (`xs`, or `xs[1]`, `xs[2]`
    /// when several subscriptions split it), each ended by its disposal as `disposals(of:)`
    /// reads it; `nil` when the trace has no such stream.
    public static func disposals(of name: String, in trace: Trace) -> [ViewEvent]? {
        let rows = trace.lanes.filter { $0.name == name || $0.id.stream.description == name }
        guard !rows.isEmpty else { return nil }
        return sortedByTick(rows.flatMap { disposals(of: $0) })
    }

    /// The subscriptions view of `lane` with each row's completion or error as its disposal
    /// (RxSwift disposes a subscription once it has ended), unless the row was cancelled then,
    /// or its observer subscribed to it directly (`Lane.endsWithoutDisposal`), which nothing
    /// disposes at the end.
    public static func disposals(of lane: Lane) -> [ViewEvent] {
        var events: [ViewEvent] = []
        for event in lane.events {
            switch event.kind {
            case .subscribe: events.append(ViewEvent(tick: event.tick, kind: .subscribe))
            case .cancel: events.append(ViewEvent(tick: event.tick, kind: .cancel))
            case .finished where !lane.endsWithoutDisposal, .failure where !lane.endsWithoutDisposal:
                events.append(ViewEvent(tick: event.tick, kind: .cancel))
            default: break
            }
        }
        return events
    }

    /// The nearest lane upstream of `lane` that has drops, as an `expect` line to write
    /// instead: a value lost above an operator is drawn where it was lost.
    static func upstreamDrops(of lane: Lane, in trace: Trace) -> String? {
        var queue = lane.inputs
        var seen: Set<LaneID> = []
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted, let input = trace[id] else { continue }
            let drops = input.events(in: .drops)
            if !drops.isEmpty {
                let lines = TraceMarbles.notations(drops, in: .drops, preferring: [:])
                    .map { "expect(\(input.name).drops, \($0.arguments))" }
                return "\(lane.name) has no drops: they are drawn on \(input.name), upstream, where they were lost: "
                    + lines.joined(separator: " ")
            }
            queue += input.inputs
        }
        return nil
    }

    /// The pasted assertions that did not hold, as failures.
    public static func failures(of assertions: [PastedAssertion]) -> [ExpectationFailure] {
        assertions.compactMap { assertion in
            guard let message = assertion.failure else { return nil }
            return ExpectationFailure(expectations: [], expected: [], actual: [], tick: assertion.tick ?? 0,
                                      message: message, assertion: assertion)
        }
    }

    /// Stable: events of one tick keep their order.
    static func sortedByTick(_ events: [ViewEvent]) -> [ViewEvent] {
        events.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
    }

    /// The first tick at which the two differ; `nil` when they are the same.
    static func firstDifference(_ expected: [ViewEvent], _ actual: [ViewEvent]) -> Int? {
        let ticks = Set(expected.map(\.tick)).union(actual.map(\.tick)).sorted()
        return ticks.first { differ(expected, actual, at: $0) }
    }

    /// Whether the events of `tick` differ, in kind, value or order.
    static func differ(_ expected: [ViewEvent], _ actual: [ViewEvent], at tick: Int) -> Bool {
        expected.filter { $0.tick == tick }.map(\.description) != actual.filter { $0.tick == tick }.map(\.description)
    }

    /// `13`, `13 and finished`, `nothing`.
    private static func words(_ events: [ViewEvent], at tick: Int) -> String {
        let here = events.filter { $0.tick == tick }.map(\.description)
        return here.isEmpty ? "nothing" : here.joined(separator: " and ")
    }
}
