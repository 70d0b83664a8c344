/// RxTest's `TestScheduler` on the virtual clock: one tick is one of its virtual time units.
///
/// It simulates processing delay, as RxTest's does by default: work asked for at or before
/// the current tick runs one tick later (`scheduleRelative(0)` and a `schedule` "now" both
/// run at `now + 1`). Work at equal ticks runs in the order it was asked for.
public final class RxTestScheduler: Scheduler {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private let clock: VirtualTimeScheduler

    public init(clock: VirtualTimeScheduler) {
        self.clock = clock
    }

    public var now: Int { clock.now }

    public func schedule(_ action: @escaping () -> Void) {
        schedule(at: clock.now, action)
    }

    public func schedule(at date: Int, _ action: @escaping () -> Void) {
        clock.schedule(at: due(date), action)
    }

    public func schedule(at date: Int, interval: Int, _ action: @escaping () -> Void) -> any Cancellable {
        clock.scheduleRepeating(at: due(date), interval: interval, action)
    }

    /// Where RxTest moves work asked for at `date`: never earlier than the next tick.
    private func due(_ date: Int) -> Int {
        date > clock.now ? date : Self.adding(clock.now, 1)
    }

    private static func adding(_ tick: Int, _ ticks: Int) -> Int {
        let (sum, overflow) = tick.addingReportingOverflow(ticks)
        return overflow ? Int.max : sum
    }

    /// RxTest's conversion of a duration to virtual time units: `Int(seconds / resolution +
    /// 0.5)`; at the default resolution (one unit a second) `.milliseconds(300)` is 0 units and
    /// `.milliseconds(500)` is 1; at `TestScheduler(initialClock: 0, resolution: 0.001)`, 300.
    public static func units(nanoseconds: Int, resolution: Double = 1) -> Int {
        let units = Double(nanoseconds) / 1_000_000_000 / resolution + 0.5
        return units < Double(Int.max) ? Int(units) : Int.max
    }
}
