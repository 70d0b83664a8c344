/// A virtual clock of integer ticks and a fair queue of work, ordered by (tick, insertion):
/// work scheduled for the same tick runs first in, first out. Nothing real-time happens.
public final class VirtualTimeScheduler {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    /// The current tick. Read by every recorded signal; only the scheduler's own loop sets it,
    /// never while it is read.
    @exclusivity(unchecked) public private(set) var now = 0
    /// Unchecked for exclusive access, as the engine's per-value fields are: every access is
    /// one call of `BinaryHeap` and ends before any action runs, and the check (about 0.26k
    /// instructions a queued action, its push and its pop) was the scheduler's largest cost
    /// after the heap's.
    @exclusivity(unchecked) fileprivate var queue = BinaryHeap<ScheduledAction>()
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
        schedule(at: tick(after: delay, from: now), action)
    }

    /// Runs `action(i)` at `ticks[i]` for every index, exactly as if each were scheduled with
    /// `schedule(at:)` now, one after the other: each keeps the place in line (the sequence)
    /// it would have had, so at a tick shared with other work it runs where that would have
    /// run, and `run`, `nextTick`, `maxActions`, halting and `discardPendingWork` see the same
    /// actions in the same order. Only the next one waits in the queue, so a long timeline
    /// (a marble string of 100,000 values) costs neither a queued action each nor a deeper
    /// heap for every other action.
    public func schedule(atEach ticks: [Int], _ action: @escaping (_ index: Int) -> Void) {
        guard !ticks.isEmpty else { return }
        let timeline = QueuedTimeline(ticks: ticks, earliest: now, firstSequence: nextSequence, scheduler: self, action: action)
        nextSequence += ticks.count
        queue.insert(timeline.nextAction())
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

/// A timeline queued by `schedule(atEach:)`: its actions in the order they run, only the next
/// of them in the scheduler's queue, each with the tick and sequence `schedule(at:)` would
/// have given it.
private final class QueuedTimeline {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    private let ticks: [Int]
    /// The clock when the timeline was queued: an earlier tick runs then, as `schedule(at:)`
    /// has it.
    private let earliest: Int
    /// The sequence of the first action; the others follow it in the timeline's order.
    private let firstSequence: Int
    /// The indices in the order they run, when the ticks are not in order.
    private let order: [Int]?
    /// How many of the actions have run (or are running).
    @exclusivity(unchecked) private var position = 0
    private unowned let scheduler: VirtualTimeScheduler
    private let action: (Int) -> Void

    init(ticks: [Int], earliest: Int, firstSequence: Int, scheduler: VirtualTimeScheduler, action: @escaping (Int) -> Void) {
        self.ticks = ticks
        self.earliest = earliest
        self.firstSequence = firstSequence
        self.scheduler = scheduler
        self.action = action
        if zip(ticks, ticks.dropFirst()).allSatisfy({ $0 <= $1 }) {
            order = nil
        } else {
            order = ticks.indices.sorted { (Swift.max(ticks[$0], earliest), $0) < (Swift.max(ticks[$1], earliest), $1) }
        }
    }

    /// The queue entry of the next action.
    func nextAction() -> ScheduledAction {
        let index = order?[position] ?? position
        return ScheduledAction(tick: Swift.max(ticks[index], earliest), sequence: firstSequence + index) { self.runNext() }
    }

    /// Runs the next action, the one after it queued first: an action that discards the
    /// scheduler's work discards the rest of the timeline too, as it would every action
    /// queued up front.
    private func runNext() {
        let index = order?[position] ?? position
        position += 1
        if position < ticks.count { scheduler.queue.insert(nextAction()) }
        action(index)
    }
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
