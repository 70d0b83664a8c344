/// RxSwift's `Observable<Int>.timer(_:period:scheduler:)` and `interval(_:scheduler:)`: cold
/// counters, started by each subscription. `timer(due)` sends 0 after `due` ticks and
/// completes; with a period it sends 0 after `due`, then 1, 2, ... every `period`, and never
/// completes; `interval(p)` is `timer(p, period: p)`. Work due at the subscription's own tick
/// runs as `scheduler` runs it (RxTest's scheduler: one tick later).
public enum RxTimers {
    public static func timer<Failure: Error>(due: Int, period: Int?, scheduler: any Scheduler) -> AnyPublisher<Int, Failure> {
        Deferred { () -> Publishers.HandleEvents<PassthroughSubject<Int, Failure>> in
            let subject = PassthroughSubject<Int, Failure>()
            let state = TimerState()
            state.clock = scheduler.rxTimer(after: due, every: period) { [weak subject] in
                guard let subject else { return }
                subject.send(state.count)
                state.count += 1
                guard period == nil else { return }
                state.clock?.cancel()
                state.clock = nil
                subject.send(completion: .finished)
            }
            return subject.handleEvents(receiveCancel: {
                state.clock?.cancel()
                state.clock = nil
            })
        }.eraseToAnyPublisher()
    }

    /// One subscription's count and clock.
    private final class TimerState {
        var count = 0
        var clock: (any Cancellable)?
    }
}
