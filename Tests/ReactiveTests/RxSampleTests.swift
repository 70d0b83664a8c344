import Reactive
import XCTest

/// RxSwift's `sample(_:)` (RxSwift 6's Sample.swift; rxtest-sample recorded under RxSwift
/// 6.10.2): the latest new element at each sampler element; the source's completion waits for
/// the sampler; a sampler that completes first leaves the result waiting.
final class RxSampleTests: XCTestCase {
    private let clock = VirtualTimeScheduler()

    private func run(source: [(Int, Int?)], sampler: [(Int, String?)]) -> [String] {
        let xs = PublishSubject<Int, TestError>(), ticks = PublishSubject<String, TestError>()
        for (tick, value) in source {
            clock.schedule(at: tick) { if let value { xs.send(value) } else { xs.send(completion: .finished) } }
        }
        for (tick, value) in sampler {
            clock.schedule(at: tick) { if let value { ticks.send(value) } else { ticks.send(completion: .finished) } }
        }
        let observer = TimedSubscriber<Int>(clock: clock)
        clock.schedule(at: 200) { xs.rxSample(ticks).subscribe(observer) }
        _ = clock.run(through: 1000)
        return observer.events
    }

    func testTheLatestNewElementAtEachSample() {
        let events = run(source: [(210, 1), (220, 2), (260, 3), (300, nil)],
                         sampler: [(230, "tick"), (250, "tick"), (270, "tick"), (400, nil)])
        XCTAssertEqual(events, ["next(230, 2)", "next(270, 3)", "completed(400)"])
    }

    func testASamplerThatEndsFirstLeavesTheResultWaiting() {
        let events = run(source: [(210, 1), (300, nil)], sampler: [(250, nil)])
        XCTAssertEqual(events, ["next(250, 1)"])
    }
}
