/// Runs work at once, in the caller's stack, as Combine's `ImmediateScheduler`: it ignores
/// dates, so `delay` on it does not delay and a `timeout` on it fires as soon as it is armed.
///
/// Its `now` reads the virtual clock (Combine's immediate scheduler has a constant `now`;
/// since every date is ignored, no operator can tell the difference).
public final class ImmediateScheduler: Scheduler {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private let clock: VirtualTimeScheduler

    public init(clock: VirtualTimeScheduler) {
        self.clock = clock
    }

    public var now: Int { clock.now }

    public func schedule(_ action: @escaping () -> Void) {
        action()
    }

    public func schedule(at date: Int, _ action: @escaping () -> Void) {
        action()
    }

    /// Runs `action` once, now, as Combine's immediate scheduler does; nothing repeats.
    public func schedule(at date: Int, interval: Int, _ action: @escaping () -> Void) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
