extension Scheduler {
    /// Runs `action` `dueTime` ticks after `start` (now by default; the end of time when that
    /// overflows), then every `period` (`dueTime` unless given, at least one tick) until the
    /// returned cancellable is cancelled: the scheduler's cancellable schedule, which the Rx
    /// operators' one-shot timers cancel at their first firing.
    func rxTimer(from start: Int? = nil, after dueTime: Int, every period: Int? = nil, _ action: @escaping () -> Void) -> any Cancellable {
        let (due, overflow) = (start ?? now).addingReportingOverflow(dueTime)
        return schedule(at: overflow ? Int.max : due, interval: Swift.max(period ?? dueTime, 1), action)
    }
}
