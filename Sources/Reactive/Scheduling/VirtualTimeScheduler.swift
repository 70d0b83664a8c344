/// A virtual clock of integer ticks and a fair queue of work, ordered by (tick, insertion):
/// work scheduled for the same tick runs first in, first out. Nothing real-time happens.
public final class VirtualTimeScheduler {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// The current tick. Read by every recorded signal; only the scheduler's own loop sets it,
    /// never while it is read.
    @exclusivity(unchecked) public private(set) var now = 0
    private var queue = BinaryHeap<ScheduledAction>()
    private var nextSequence = 0

    public init() {}

    /// The tick of the earliest work queued, `nil` when none is.
    public var nextTick: Int? { queue.peek()?.tick }

    /// Runs `action` at `tick` (never earlier than now), after everything already queued for
    /// that tick.
    public func schedule(at tick: Int, _ action: @escaping () -> Void) {
        queue.insert(ScheduledAction(tick: Swift.max(tick, now), sequence: nextSequence, action: action))
        nextSequence += 1
    }

    /// Runs `action` `delay` ticks from now.
    public func schedule(after delay: Int, _ action: @escaping () -> Void) {
        let (tick, overflow) = now.addingReportingOverflow(delay)
        schedule(at: overflow ? Int.max : tick, action)
    }

    /// Runs `action` at `tick`, then every `interval` ticks (at least 1) until the returned
    /// cancellable is cancelled. Every repetition keeps the place in line of the first one,
    /// as a test scheduler's repeating timer does: at a tick shared with other work, it runs
    /// before work queued after the timer was created.
    public func scheduleRepeating(at tick: Int, interval: Int, _ action: @escaping () -> Void) -> any Cancellable {
        let timer = RepeatingTimer()
        let sequence = nextSequence
        nextSequence += 1
        let step = Swift.max(1, interval)
        func fire(at tick: Int) -> () -> Void {
            return { [unowned self] in
                guard !timer.isCancelled else { return }
                action()
                // Queued after the action, so an action that cancels its own timer (a
                // timeout firing) leaves nothing behind; the place in line is the same.
                let (next, overflow) = tick.addingReportingOverflow(step)
                if !overflow, !timer.isCancelled {
                    queue.insert(ScheduledAction(tick: next, sequence: sequence, action: fire(at: next)))
                }
            }
        }
        let first = Swift.max(tick, now)
        queue.insert(ScheduledAction(tick: first, sequence: sequence, action: fire(at: first)))
        return timer
    }

    /// Drops the work still queued, unrun: at the end of a run, where it would keep what its
    /// closures hold (subscriptions, subjects) alive with the clock.
    public func discardPendingWork() {
        queue = BinaryHeap()
    }

    /// How a run ended.
    public enum Outcome: Equatable, Sendable {
        /// No work left.
        case settled
        /// Stopped with work still queued after `tick` (the given end of time).
        case stopped(at: Int)
        /// More than the allowed number of actions ran: something keeps scheduling work.
        case runaway(at: Int)
    }

    /// Runs queued work in order until none is left, the next work lies after `lastTick`,
    /// `maxActions` actions have run, or `halted` says to stop (checked after every action;
    /// the run then reports `.stopped` at the current tick).
    public func run(through lastTick: Int? = nil, maxActions: Int = 1_000_000, halted: () -> Bool = { false }) -> Outcome {
        var count = 0
        while let next = queue.peek() {
            if let lastTick, next.tick > lastTick { return .stopped(at: lastTick) }
            if halted() { return .stopped(at: now) }
            if count == maxActions { return .runaway(at: now) }
            _ = queue.popMin()
            now = next.tick
            count += 1
            next.action()
        }
        return .settled
    }
}

/// The handle of a repeating schedule; cancelling it stops the repetitions still queued.
private final class RepeatingTimer: Cancellable {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    private(set) var isCancelled = false
    func cancel() { isCancelled = true }
}

private struct ScheduledAction: Comparable {
    let tick: Int
    let sequence: Int
    let action: () -> Void

    static func < (lhs: ScheduledAction, rhs: ScheduledAction) -> Bool {
        (lhs.tick, lhs.sequence) < (rhs.tick, rhs.sequence)
    }

    static func == (lhs: ScheduledAction, rhs: ScheduledAction) -> Bool {
        (lhs.tick, lhs.sequence) == (rhs.tick, rhs.sequence)
    }
}
