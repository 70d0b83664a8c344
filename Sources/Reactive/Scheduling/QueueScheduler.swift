/// A serial queue on the virtual clock. With latency 0 it is the language's `main`: work
/// runs at the tick it asks for, after every statement action and every piece of work
/// already queued for that tick (the clock is first in, first out at equal ticks). With a
/// latency (`queue(latency: n)`) every job runs `n` ticks later than it would on `main`:
/// a queue that is always that far behind.
public final class QueueScheduler: Scheduler {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private let clock: VirtualTimeScheduler
    /// Ticks every job waits beyond the tick it was scheduled for.
    public let latency: Int

    public init(clock: VirtualTimeScheduler, latency: Int = 0) {
        self.clock = clock
        self.latency = Swift.max(0, latency)
    }

    public var now: Int { clock.now }

    public func schedule(_ action: @escaping () -> Void) {
        clock.schedule(after: latency, action)
    }

    public func schedule(at date: Int, _ action: @escaping () -> Void) {
        clock.schedule(at: Self.adding(date, latency), action)
    }

    public func schedule(at date: Int, interval: Int, _ action: @escaping () -> Void) -> any Cancellable {
        clock.scheduleRepeating(at: Self.adding(date, latency), interval: interval, action)
    }

    private static func adding(_ tick: Int, _ ticks: Int) -> Int {
        let (sum, overflow) = tick.addingReportingOverflow(ticks)
        return overflow ? Int.max : sum
    }
}
