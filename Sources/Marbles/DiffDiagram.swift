import MarbleRuntime

extension MarbleTestResult {
    /// The diagram of the run with, under each lane whose expectation failed, the expected
    /// lane drawn ghosted, and the marbles that differ ringed (in both lanes); each failed
    /// pasted assertion barred where it was checked on the lanes that filled what it reads.
    public func diffDiagram(_ format: ImageFormat, options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        var diffTrace = trace
        var ghosts: [(ghost: String, actual: String, ticks: [Int], view: LaneView)] = []
        for failure in failures where failure.assertion == nil {
            guard let index = diffTrace.lanes.firstIndex(where: { $0.name == failure.lane }) else { continue }
            let actual = diffTrace.lanes[index]
            let name = "\(failure.expectations[0].laneReference) expected"
            let ghost = Lane(LaneID(binding: name), role: actual.role, label: "", events: failure.expected.map { Self.traceEvent($0, in: failure.view) })
            diffTrace.lanes.insert(ghost, at: index + 1)
            ghosts.append((name, actual.name, failure.differingTicks, failure.view))
        }
        var layout = try DiagramRenderer.layout(diffTrace, theme: options.theme)
        for (ghost, actual, ticks, view) in ghosts {
            let rings = ticks.flatMap { [(lane: ghost, tick: $0), (lane: actual, tick: $0)] }
            layout = layout.ghosting(lane: ghost, above: actual, ringing: rings, kinds: Self.markKinds(view),
                                     color: Self.ringColor, theme: options.theme)
        }
        // A pasted assertion names no lane: marked where it was checked, on the lanes that
        // filled what it reads, with what it expected and got.
        for failure in failures {
            guard let assertion = failure.assertion else { continue }
            let text = "line \(assertion.range.start.line) failed here: " + failure.message
            layout = layout.flaggingAssertion(lanes: assertion.lanes, at: assertion.tick ?? diffTrace.ticks, text: text,
                                              color: Self.ringColor, theme: options.theme)
        }
        return try DiagramRenderer.render(layout, format: format, options: options, title: diffTrace.title)
    }

    /// The marks that show a view's events: only these are ringed.
    private static func markKinds(_ view: LaneView) -> Set<Mark.Kind> {
        switch view {
        case .received: return [.value, .replay, .finished, .failure]
        case .subscriptions: return [.subscribe, .cancel, .connect]
        case .requests: return [.request]
        case .drops: return [.drop]
        case .replays: return [.replay]
        }
    }

    /// Red, as a failing test is.
    static let ringColor = RGBA(hex: 0xE0245E)

    private static func traceEvent(_ event: ViewEvent, in view: LaneView) -> TraceEvent {
        let kind: TraceEvent.Kind
        switch (event.kind, view) {
        case (.value(let value), .drops): kind = .drop(value, reason: .noDemand)
        case (.value(let value), .replays): kind = .replay(value, from: event.tick)
        case (.value(let value), _): kind = .value(value)
        case (.finished, _): kind = .finished
        case (.failure(let error), _): kind = .failure(error)
        case (.subscribe, _): kind = .subscribe
        case (.cancel, _): kind = .cancel
        case (.connect, _): kind = .connect
        case (.request(let count), _): kind = .request(count)
        }
        return TraceEvent(tick: event.tick, kind: kind)
    }
}
