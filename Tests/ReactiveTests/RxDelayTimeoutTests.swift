import Reactive
import XCTest

/// RxSwift's `delay` and `timeout` on RxTest's scheduler, against the events RxSwift 6.10.2
/// recorded for the snippets rxtest-delay-error, rxtest-timeout and rxtest-timeout-other
/// (Tests/RxFixtures), and against Combine's delay on the same input where they differ.
final class RxDelayTimeoutTests: XCTestCase {
    private let clock = VirtualTimeScheduler()
    private lazy var rx = RxTestScheduler(clock: clock)
    private lazy var main = QueueScheduler(clock: clock)

    /// A hot source: `.success(v)` an element, `.failure` the error, `nil` the completion.
    private func hot(_ events: [(Int, Result<Int, TestError>?)]) -> PublishSubject<Int, TestError> {
        let subject = PublishSubject<Int, TestError>()
        for (tick, event) in events {
            clock.schedule(at: tick) {
                switch event {
                case .success(let value)?: subject.send(value)
                case .failure(let error)?: subject.send(completion: .failure(error))
                case nil: subject.send(completion: .finished)
                }
            }
        }
        return subject
    }

    private func start<P: Publisher>(_ made: P) -> TimedSubscriber<Int> where P.Output == Int, P.Failure == TestError {
        let observer = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { made.subscribe(observer) }
        _ = clock.run(through: 1000)
        return observer
    }

    func testDelayShiftsElementsAndTheCompletion() {
        let xs = hot([(210, .success(1)), (240, .success(2)), (250, nil)])
        XCTAssertEqual(start(xs.rxDelay(30, scheduler: rx)).events, ["next(240, 1)", "next(270, 2)", "completed(280)"])
    }

    /// RxSwift: the error goes out at once and 2, still waiting, is dropped; Combine delays it.
    func testDelayPassesAnErrorAtOnce() {
        let xs = hot([(210, .success(1)), (240, .success(2)), (250, .failure(TestError()))])
        XCTAssertEqual(start(xs.rxDelay(30, scheduler: rx)).events, ["next(240, 1)", "error(250, boom)"])
    }

    func testDelayOfCombineDelaysTheErrorToo() {
        let xs = hot([(210, .success(1)), (240, .success(2)), (250, .failure(TestError()))])
        XCTAssertEqual(start(xs.delay(for: 30, scheduler: main)).events, ["next(240, 1)", "next(270, 2)", "error(280, boom)"])
    }

    func testTimeoutFailsAfterAQuietStretch() {
        let xs = hot([(210, .success(1)), (230, .success(2)), (300, .success(3)), (400, nil)])
        let timedOut = xs.rxTimeout(30, error: TestError("Sequence timeout."), scheduler: rx)
        XCTAssertEqual(start(timedOut).events, ["next(210, 1)", "next(230, 2)", "error(260, Sequence timeout.)"])
    }

    func testTimeoutSwitchesToTheOther() {
        let xs = hot([(210, .success(1)), (300, .success(3)), (400, nil)])
        let ys = hot([(250, .success(100)), (270, .success(200)), (280, nil)])
        let switched = xs.rxTimeout(30, error: TestError(), other: ys.eraseToAnyPublisher(), scheduler: rx)
        // Quiet from 210: at 240 the hot ys takes over, from its next element.
        XCTAssertEqual(start(switched).events, ["next(210, 1)", "next(250, 100)", "next(270, 200)", "completed(280)"])
    }
}
