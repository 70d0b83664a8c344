import Reactive
import XCTest

/// RxSwift's `take(n)` completes with its n-th element and unsubscribes at once (RxSwift
/// 6.10.2 recorded it so for the snippet rxtest-take); this engine's Combine `prefix(n)`, after
/// Combine's `output(in:)`, finishes only when the next element arrives.
final class RxTakeTests: XCTestCase {
    private let clock = VirtualTimeScheduler()

    private func run<P: Publisher>(_ made: P, _ source: PublishSubject<Int, TestError>) -> [String]
    where P.Output == Int, P.Failure == TestError {
        for (tick, value) in [(210, 1), (220, 2), (230, 3)] { clock.schedule(at: tick) { source.send(value) } }
        clock.schedule(at: 300) { source.send(completion: .finished) }
        let observer = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { made.subscribe(observer) }
        _ = clock.run(through: 1000)
        return observer.events
    }

    func testTakeCompletesWithItsLastElement() {
        let xs = PublishSubject<Int, TestError>()
        XCTAssertEqual(run(xs.rxTake(2), xs), ["next(210, 1)", "next(220, 2)", "completed(220)"])
    }

    func testPrefixFinishesWhenTheNextElementArrives() {
        let xs = PublishSubject<Int, TestError>()
        XCTAssertEqual(run(xs.prefix(2), xs), ["next(210, 1)", "next(220, 2)", "completed(230)"])
    }

    func testTakeZeroCompletesAtTheSubscription() {
        let xs = PublishSubject<Int, TestError>()
        XCTAssertEqual(run(xs.rxTake(0), xs), ["completed(200)"])
    }
}
