import Reactive
import XCTest

final class TimelineTests: XCTestCase {
    typealias Timeline = Publishers.Timeline<Int, TestError>

    func testEachSubscriberGetsItsOwnCopyFromItsSubscriptionTick() {
        let scheduler = VirtualTimeScheduler()
        let timeline = Timeline([.init(tick: 1, .value(1)), .init(tick: 2, .completion(.finished))], scheduler: scheduler)
        var log: [String] = []
        func subscribe(_ name: String) {
            timeline.sink(receiveCompletion: { _ in log.append("\(name) | @\(scheduler.now)") },
                          receiveValue: { log.append("\(name) \($0) @\(scheduler.now)") })
        }
        scheduler.schedule(at: 0) { subscribe("C") }
        scheduler.schedule(at: 4) { subscribe("D") }
        XCTAssertEqual(scheduler.run(), .settled)
        XCTAssertEqual(log, ["C 1 @1", "C | @2", "D 1 @5", "D | @6"])
    }

    func testValuesWaitForDemandAndTheCompletionWaitsBehindThem() {
        let scheduler = VirtualTimeScheduler()
        let timeline = Timeline([.init(tick: 0, .value(1)), .init(tick: 1, .value(2)), .init(tick: 2, .completion(.finished))], scheduler: scheduler)
        let tracking = TrackingSubscriber<Int>(demand: .max(1))
        timeline.subscribe(tracking)
        _ = scheduler.run()
        XCTAssertEqual(tracking.history, [.subscription, .value(1)])
        tracking.subscription?.request(.max(5))
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2), .finished])
    }

    /// Each entry keeps its place in line among other work at its tick, as if each had been
    /// scheduled in the entries' order when the subscriber subscribed, work that a tick-0
    /// entry's delivery queues included (the entries are out of tick order on purpose).
    func testEntriesKeepTheirPlaceAmongOtherWorkAtTheSameTicks() {
        let scheduler = VirtualTimeScheduler()
        let timeline = Timeline([
            .init(tick: 1, .value(1)), .init(tick: 0, .value(0)), .init(tick: 1, .value(2)), .init(tick: 2, .completion(.finished)),
        ], scheduler: scheduler)
        var log: [String] = []
        scheduler.schedule(at: 3) {
            timeline.sink(receiveCompletion: { _ in log.append("| @\(scheduler.now)") }, receiveValue: { value in
                log.append("\(value) @\(scheduler.now)")
                if value == 0 { scheduler.schedule(at: 4) { log.append("queued by 0 @\(scheduler.now)") } }
            })
            scheduler.schedule(at: 4) { log.append("queued after subscribing @\(scheduler.now)") }
        }
        XCTAssertEqual(scheduler.run(), .settled)
        XCTAssertEqual(log, ["0 @3", "1 @4", "queued by 0 @4", "2 @4", "queued after subscribing @4", "| @5"])
    }
}
