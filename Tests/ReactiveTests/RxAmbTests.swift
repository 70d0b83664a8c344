import Reactive
import XCTest

/// RxSwift's `amb(_:)` (RxSwift 6's Amb.swift; rxtest-amb recorded under RxSwift 6.10.2):
/// the first source to send anything is followed, the other unsubscribed then.
final class RxAmbTests: XCTestCase {
    private let clock = VirtualTimeScheduler()

    private func subject(_ events: [(Int, Int?)]) -> PublishSubject<Int, TestError> {
        let subject = PublishSubject<Int, TestError>()
        for (tick, value) in events {
            clock.schedule(at: tick) { if let value { subject.send(value) } else { subject.send(completion: .finished) } }
        }
        return subject
    }

    private func run(_ made: Publishers.RxAmb<PublishSubject<Int, TestError>, PublishSubject<Int, TestError>>) -> [String] {
        let observer = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { made.subscribe(observer) }
        _ = clock.run(through: 1000)
        return observer.events
    }

    func testTheFirstToSendIsFollowed() {
        let xs = subject([(230, 1), (300, nil)]), ys = subject([(220, 2), (240, 3), (250, nil)])
        XCTAssertEqual(run(xs.rxAmb(ys)), ["next(220, 2)", "next(240, 3)", "completed(250)"])
    }

    func testACompletionFirstWinsToo() {
        let xs = subject([(210, nil)]), ys = subject([(220, 2), (250, nil)])
        XCTAssertEqual(run(xs.rxAmb(ys)), ["completed(210)"])
    }
}
