import Reactive
import XCTest

/// RxSwift's `Observable<Int>.timer` and `interval` on RxTest's scheduler, subscribed at 200,
/// against what RxSwift 6.10.2 recorded for rxtest-timer, rxtest-timer-period and rxtest-interval.
final class RxTimerTests: XCTestCase {
    private let clock = VirtualTimeScheduler()
    private lazy var rx = RxTestScheduler(clock: clock)

    private func events(_ made: AnyPublisher<Int, TestError>, until end: Int = 1000) -> [String] {
        let observer = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { made.subscribe(observer) }
        _ = clock.run(through: end)
        return observer.events
    }

    func testTimerSendsZeroThenCompletes() {
        XCTAssertEqual(events(RxTimers.timer(due: 50, period: nil, scheduler: rx)), ["next(250, 0)", "completed(250)"])
    }

    func testTimerWithAPeriodCounts() {
        XCTAssertEqual(events(RxTimers.timer(due: 300, period: 200, scheduler: rx), until: 999), ["next(500, 0)", "next(700, 1)", "next(900, 2)"])
    }

    func testIntervalIsATimerOfItsPeriod() {
        XCTAssertEqual(events(RxTimers.timer(due: 10, period: 10, scheduler: rx), until: 235), ["next(210, 0)", "next(220, 1)", "next(230, 2)"])
    }
}
