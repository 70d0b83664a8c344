/// Where an operator runs its work, as Combine's `Scheduler`, with virtual ticks for time:
/// a date is a tick and a stride is a number of ticks.
///
/// Three kinds exist on the virtual clock: `ImmediateScheduler` (runs work at once, in the
/// caller's stack), `QueueScheduler` with latency 0 (`main`: work runs at the current tick,
/// after everything already queued for it) and `QueueScheduler` with a latency (every job
/// runs that many ticks later than on `main`).
public protocol Scheduler: AnyObject {
    /// The scheduler's current tick.
    var now: Int { get }

    /// Runs `action` as soon as the scheduler can (Combine's `schedule(options:_:)`).
    func schedule(_ action: @escaping () -> Void)

    /// Runs `action` at tick `date` (Combine's `schedule(after:tolerance:options:_:)`,
    /// whose `after` is a date, not a delay).
    func schedule(at date: Int, _ action: @escaping () -> Void)

    /// Runs `action` at `date` and then every `interval` ticks until the returned
    /// cancellable is cancelled (Combine's `schedule(after:interval:tolerance:options:_:)`).
    func schedule(at date: Int, interval: Int, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    /// The tick `delay` ticks from now (`tick(after:from:)`).
    public func tick(after delay: Int) -> Int {
        Reactive.tick(after: delay, from: now)
    }
}

/// The tick `delay` ticks after `now`, or the last tick there is: a delay of `Int.max` is
/// "never", not a wrap into the past.
func tick(after delay: Int, from now: Int) -> Int {
    let (tick, overflow) = now.addingReportingOverflow(delay)
    return overflow ? Int.max : tick
}
