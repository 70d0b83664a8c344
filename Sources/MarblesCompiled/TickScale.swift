import MarbleTrace

/// What a tick is in compiled mode. A program records times in nanoseconds of its test
/// scheduler's clock; one tick is then the largest step dividing every duration written in
/// the file (interpreted mode's rule), every time something happened and the time the run
/// ended at (so a duration computed at run time, `.milliseconds(n * 100)`, still falls on a
/// tick). Without a test scheduler every time is 0, as interpreted mode puts every statement of
/// such a file at tick 0, and a tick is a second.
public struct TickScale: Equatable, Sendable {
    public static let second = 1_000_000_000

    /// Nanoseconds per tick.
    public let nanoseconds: Int

    /// The scale for `trace` (in nanoseconds) that ended at `end`, in a file whose written
    /// durations have `durationStep` as their largest common step (0: none).
    public init(trace: Trace, end: Int, durationStep: Int) {
        var divisor = DurationScan.gcd(durationStep, end)
        for lane in trace.lanes {
            for event in lane.events {
                divisor = DurationScan.gcd(divisor, event.tick)
                if case .replay(_, let from) = event.kind { divisor = DurationScan.gcd(divisor, from) }
            }
        }
        nanoseconds = divisor > 0 ? divisor : Self.second
    }

    /// `trace` in ticks, its axis long enough for `end`.
    public func apply(to trace: Trace, end: Int) -> Trace {
        var scaled = trace
        var last = end / nanoseconds
        for laneIndex in scaled.lanes.indices {
            for eventIndex in scaled.lanes[laneIndex].events.indices {
                var event = scaled.lanes[laneIndex].events[eventIndex]
                event.tick /= nanoseconds
                if case .replay(let value, let from) = event.kind { event.kind = .replay(value, from: from / nanoseconds) }
                last = max(last, event.tick)
                scaled.lanes[laneIndex].events[eventIndex] = event
            }
        }
        scaled.ticks = last + 1
        // A diagram in which no scheduler time passed has no time unit to speak of.
        let timePassed = end > 0 || trace.lanes.contains { $0.events.contains { $0.tick > 0 } }
        scaled.unit = timePassed ? axisLabel : nil
        return scaled
    }

    /// `× 250 ms`, as interpreted mode labels a tick other than a second.
    public var axisLabel: String? {
        guard nanoseconds != Self.second else { return nil }
        for (unit, size) in [("s", 1_000_000_000), ("ms", 1_000_000), ("µs", 1_000)] where nanoseconds % size == 0 {
            return "× \(nanoseconds / size) \(unit)"
        }
        return "× \(nanoseconds) ns"
    }
}
