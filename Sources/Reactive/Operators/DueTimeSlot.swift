/// The value a debounce holds until `dueTime` ticks pass on `scheduler` without another one:
/// each new value takes the waiting one's place and starts the clock again, and only the
/// timer of the value still waiting can hand it out.
///
/// Combine's `debounce` and RxSwift's share it; what each does with a due value (a drop
/// without demand, or not) and with the value still waiting at the end (discarded, or sent)
/// stays in the operator.
final class DueTimeSlot<Value> {
    let dueTime: Int
    let scheduler: any Scheduler
    /// Counts the values held, so that a timer knows whether its value is still the one waiting.
    private var generation = 0
    private var value: Value?
    private var timer: (any Cancellable)?

    init(dueTime: Int, scheduler: any Scheduler) {
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    /// Holds `value` in place of the one waiting and arms its timer: `dueTime` ticks later
    /// `whenDue` gets it, unless another value took its place or it was taken or cleared.
    func hold(_ value: Value, whenDue: @escaping (Value) -> Void) {
        generation &+= 1
        let mine = generation
        self.value = value
        let previous = timer
        timer = nil
        // A repeating timer stopped at its first firing, as Combine arms it (the scheduler
        // repeats at least one tick apart); on the immediate scheduler it fires inside this
        // call, and `whenDue` may hold another value before it returns.
        let armed = scheduler.schedule(at: scheduler.tick(after: dueTime), interval: Swift.max(dueTime, 1)) { [weak self] in
            guard let self, let value = self.take(mine) else { return }
            whenDue(value)
        }
        if generation == mine, timer == nil, self.value != nil {
            timer = armed
        } else {
            armed.cancel()
        }
        previous?.cancel()
    }

    /// The value still waiting, taken out (its timer is left to `clear()`): RxSwift's
    /// completion sends it.
    func takeWaiting() -> Value? {
        defer { value = nil }
        return value
    }

    /// Stops the timer and discards the value still waiting.
    func clear() {
        timer?.cancel()
        timer = nil
        value = nil
    }

    /// The value of generation `mine`, with its timer stopped, if it is still the one waiting.
    private func take(_ mine: Int) -> Value? {
        guard mine == generation, let value else { return nil }
        timer?.cancel()
        timer = nil
        self.value = nil
        return value
    }
}
