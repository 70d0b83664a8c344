import MarbleTrace

/// What a tick is in compiled mode. A program records times in nanoseconds of its test
/// scheduler's clock; one tick is then the largest step dividing every duration written in
/// the file (interpreted mode's rule), every time something happened and the time the run
/// ended at (so a duration computed at run time, `.milliseconds(n * 100)`, still falls on a
/// tick). Without a test scheduler every time is 0, as interpreted mode puts every statement of
/// such a file at tick 0, and a tick is a second.
public struct TickScale: Equatable, Sendable {
    public static let second = 1_000_000_000

    /// The longest axis an exact tick may give. Past it (a 1 ns step in a run of seconds gives
    /// billions of ticks, drawn as one column at the edge) times are rounded to a readable
    /// step, and the axis label says so.
    public static let maximumTicks = 1_000

    /// Nanoseconds per tick.
    public let nanoseconds: Int
    /// Whether times were rounded to the nearest tick (no exact tick kept the axis readable).
    public let rounded: Bool

    /// The scale for `trace` (in nanoseconds) that ended at `end`, in a file whose written
    /// durations have `durationStep` as their largest common step (0: none): the exact tick
    /// when its axis is at most `maximumTicks` long; else the written step, if that is short
    /// enough; else the smallest 1, 2 or 5 × 10ⁿ ns that is.
    public init(trace: Trace, end: Int, durationStep: Int) {
        var divisor = DurationUnits.gcd(durationStep, end)
        var latest = max(end, 0)
        for lane in trace.lanes {
            for event in lane.events {
                divisor = DurationUnits.gcd(divisor, event.tick)
                latest = max(latest, event.tick)
                if case .replay(_, let from) = event.kind { divisor = DurationUnits.gcd(divisor, from) }
            }
        }
        let exact = divisor > 0 ? divisor : Self.second
        if latest / exact < Self.maximumTicks {
            (nanoseconds, rounded) = (exact, false)
        } else if durationStep > 0, latest / durationStep < Self.maximumTicks {
            (nanoseconds, rounded) = (durationStep, true)
        } else {
            (nanoseconds, rounded) = (Self.readableStep(spanning: latest), true)
        }
    }

    /// The smallest 1, 2 or 5 × 10ⁿ ns giving an axis of at most `maximumTicks` up to `latest`.
    static func readableStep(spanning latest: Int) -> Int {
        var decade = 1
        while true {
            for factor in [1, 2, 5] where latest / (factor * decade) < maximumTicks {
                return factor * decade
            }
            decade *= 10
        }
    }

    /// `time` (ns) in ticks: exact, or the nearest tick.
    private func ticks(_ time: Int) -> Int {
        rounded ? (time / nanoseconds) + (time % nanoseconds * 2 >= nanoseconds ? 1 : 0) : time / nanoseconds
    }

    /// `trace` in ticks, its axis long enough for `end`.
    public func apply(to trace: Trace, end: Int) -> Trace {
        var scaled = trace
        var last = ticks(end)
        for laneIndex in scaled.lanes.indices {
            for eventIndex in scaled.lanes[laneIndex].events.indices {
                var event = scaled.lanes[laneIndex].events[eventIndex]
                event.tick = ticks(event.tick)
                if case .replay(let value, let from) = event.kind { event.kind = .replay(value, from: ticks(from)) }
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

    /// `× 250 ms`, as interpreted mode labels a tick other than a second; `× 5 ms, times
    /// rounded` when they were.
    public var axisLabel: String? {
        let note = rounded ? ", times rounded" : ""
        guard nanoseconds != Self.second else { return rounded ? "× 1 s" + note : nil }
        for (unit, size) in [("s", 1_000_000_000), ("ms", 1_000_000), ("µs", 1_000)] where nanoseconds % size == 0 {
            return "× \(nanoseconds / size) \(unit)" + note
        }
        return "× \(nanoseconds) ns" + note
    }
}
