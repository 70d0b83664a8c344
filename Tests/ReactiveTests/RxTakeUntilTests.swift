import Reactive
import XCTest

/// RxSwift's `take(until:)` (RxSwift 6's TakeWithPredicate.swift; rxtest-take-until recorded
/// under RxSwift 6.10.2): the other's element completes the result and unsubscribes both.
final class RxTakeUntilTests: XCTestCase {
    private let clock = VirtualTimeScheduler()

    func testTheOthersElementCompletesAndUnsubscribesBoth() {
        let xs = PublishSubject<Int, TestError>(), stop = PublishSubject<Int, TestError>()
        var log: [String] = []
        for (tick, value) in [(210, 1), (220, 2), (240, 3)] { clock.schedule(at: tick) { xs.send(value) } }
        clock.schedule(at: 230) { stop.send(0) }
        let observer = TimedSubscriber<Int>(clock: clock)
        let watchedStop = stop.handleEvents(receiveCancel: { log.append("stop cancelled at \(self.clock.now)") })
        let watchedXs = xs.handleEvents(receiveCancel: { log.append("xs cancelled at \(self.clock.now)") })
        clock.schedule(at: 200) { watchedXs.rxTakeUntil(watchedStop).subscribe(observer) }
        _ = clock.run(through: 1000)
        XCTAssertEqual(observer.events, ["next(210, 1)", "next(220, 2)", "completed(230)"])
        XCTAssertEqual(log.sorted(), ["stop cancelled at 230", "xs cancelled at 230"])
    }
}
