import Foundation
import Reactive
import XCTest

/// The engine's Rx operators against RxSwift itself: each scenario is one of the recorded
/// snippets of Tests/RxFixtures/snippets, wired here by hand on the engine (the RxSwift front
/// end that would read the snippet is not in yet), and its events must be the ones RxSwift
/// 6.10.2 recorded in Tests/RxFixtures/rxswift, to the tick.
final class RxFixtureEngineTests: XCTestCase {
    private let clock = VirtualTimeScheduler()
    private lazy var rx = RxTestScheduler(clock: clock)

    /// The observer `name`'s events as RxSwift recorded them for the snippet `snippet`.
    private func recorded(_ snippet: String, observer name: String = "res") throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RxFixtures/rxswift/\(snippet).json")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let observers = try XCTUnwrap(json["observers"] as? [[String: Any]])
        let observer = try XCTUnwrap(observers.first { $0["name"] as? String == name })
        return try XCTUnwrap(observer["events"] as? [[String: Any]]).map { event in
            let time = event["time"] as? Int ?? -1
            switch event["kind"] as? String {
            case "next": return "next(\(time), \(event["value"] as? String ?? "?"))"
            case "completed": return "completed(\(time))"
            default: return "error(\(time), \(event["error"] as? String ?? "?"))"
            }
        }
    }

    /// `scheduler.createHotObservable(...)`: `nil` is the completion.
    private func hot<T>(_ events: [(Int, T?)]) -> PublishSubject<T, TestError> {
        let subject = PublishSubject<T, TestError>()
        for (tick, value) in events {
            clock.schedule(at: tick) {
                if let value { subject.send(value) } else { subject.send(completion: .finished) }
            }
        }
        return subject
    }

    /// `scheduler.createColdObservable(...)`: the events at their offsets from each subscription.
    private func cold<T>(_ events: [(Int, T?)]) -> Deferred<PublishSubject<T, TestError>> {
        Deferred { [clock] in
            let subject = PublishSubject<T, TestError>()
            for (offset, value) in events {
                clock.schedule(at: clock.now + offset) {
                    if let value { subject.send(value) } else { subject.send(completion: .finished) }
                }
            }
            return subject
        }
    }

    /// `scheduler.start { ... }`: created at 100, subscribed at 200.
    private func start<P: Publisher>(_ make: @escaping () -> P) -> TimedSubscriber<P.Output> where P.Failure == TestError {
        let observer = TimedSubscriber<P.Output>(clock: clock)
        var made: P?
        clock.schedule(at: 100) { made = make() }
        clock.schedule(at: 200) { made?.subscribe(observer) }
        _ = clock.run(through: 1000)
        return observer
    }

    func testThrottleCompleted() throws {
        let xs = hot([(210, 1), (215, 2), (220, 3), (225, nil)])
        let res = start { xs.rxThrottle(20, scheduler: self.rx) }
        XCTAssertEqual(res.events, try recorded("rxtest-throttle-completed"))
    }

    func testZip() throws {
        let xs = hot([(210, 1), (220, 2), (240, nil)])
        let ys = hot([(215, "a"), (230, "b"), (250, "c"), (300, nil)])
        let res = start {
            Publishers.RxZip([xs.map { "\($0)" }.eraseToAnyPublisher(), ys.eraseToAnyPublisher()]).map { $0.joined() }
        }
        XCTAssertEqual(res.events, try recorded("rxtest-zip"))
    }

    func testBuffer() throws {
        let xs = hot([(210, 1), (220, 2), (230, 3), (240, 4), (300, 5), (320, nil)])
        let res = start { xs.rxBuffer(timeSpan: 50, count: 3, scheduler: self.rx) }
        XCTAssertEqual(res.events, try recorded("rxtest-buffer"))
    }

    func testWithLatestFrom() throws {
        let xs = hot([(215, 1), (225, 2), (240, 3), (260, nil)])
        let ys = hot([(220, "a"), (230, "b"), (300, nil)])
        let res = start { xs.rxWithLatestFrom(ys) }
        XCTAssertEqual(res.events, try recorded("rxtest-with-latest-from"))
    }

    func testDebounceOfMillisecondsOnRxTestsScheduler() throws {
        let xs = hot([(210, 1), (211, 2), (220, 3), (230, nil)])
        let res = start { xs.rxDebounce(RxTestScheduler.units(nanoseconds: 300_000_000), scheduler: self.rx) }
        XCTAssertEqual(res.events, try recorded("rxtest-debounce-milliseconds"))
    }

    func testConcatMapQueuesTheSecondInner() throws {
        let ys = cold([(10, "a"), (20, "b"), (30, nil)])
        let xs = hot([(210, 1), (215, 2), (220, nil)])
        let res = start { xs.rxConcatMap { n in ys.map { "\($0)\(n)" } } }
        XCTAssertEqual(res.events, try recorded("rxtest-concat-map"))
    }

    func testRetryMeansAttemptsInAll() throws {
        let xs = Deferred { [clock] () -> PublishSubject<Int, TestError> in
            let subject = PublishSubject<Int, TestError>()
            clock.schedule(at: clock.now + 5) { subject.send(1) }
            clock.schedule(at: clock.now + 10) { subject.send(completion: .failure(TestError())) }
            return subject
        }
        // RxSwift's retry(3) is three attempts: Combine's retry(2).
        let res = start { xs.retry(2) }
        XCTAssertEqual(res.events, try recorded("rxtest-retry"))
    }

    private func shared(_ scope: RxShareScope) -> (TimedSubscriber<Int>, TimedSubscriber<Int>) {
        let shared = cold([(10, 1), (20, 2), (30, nil)]).rxShare(replay: 1, scope: scope)
        let first = TimedSubscriber<Int>(clock: clock), second = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { shared.subscribe(first) }
        clock.schedule(at: 250) { shared.subscribe(second) }
        _ = clock.run(through: 1000)
        return (first, second)
    }

    func testShareWhileConnectedSubscribesAgain() throws {
        let (first, second) = shared(.whileConnected)
        XCTAssertEqual(first.events, try recorded("rxtest-share-while-connected", observer: "first"))
        XCTAssertEqual(second.events, try recorded("rxtest-share-while-connected", observer: "second"))
    }

    func testShareForeverReplaysTheEndedSource() throws {
        let (first, second) = shared(.forever)
        XCTAssertEqual(first.events, try recorded("rxtest-share-forever", observer: "first"))
        XCTAssertEqual(second.events, try recorded("rxtest-share-forever", observer: "second"))
    }
}
