import Reactive
import XCTest

/// The schedulers of the virtual clock and the operators that hop through them.
final class SchedulerTests: XCTestCase {
    func testMainRunsAfterTheWorkAlreadyQueuedForTheTickAndQueueAddsItsLatency() {
        let clock = VirtualTimeScheduler()
        let main = QueueScheduler(clock: clock)
        let slow = QueueScheduler(clock: clock, latency: 2)
        var order: [String] = []
        clock.schedule(at: 1) {
            main.schedule { order.append("main@\(clock.now)") }
            slow.schedule { order.append("slow@\(clock.now)") }
            slow.schedule(at: 3) { order.append("slow at 3@\(clock.now)") }
        }
        clock.schedule(at: 1) { order.append("statement@1") }
        XCTAssertEqual(clock.run(), .settled)
        XCTAssertEqual(order, ["statement@1", "main@1", "slow@3", "slow at 3@5"])
    }

    func testImmediateRunsAtOnceAndIgnoresDates() {
        let clock = VirtualTimeScheduler()
        let immediate = ImmediateScheduler(clock: clock)
        var order: [String] = []
        immediate.schedule(at: 50) { order.append("dated") }
        let repeating = immediate.schedule(at: 5, interval: 5) { order.append("repeating") }
        repeating.cancel()
        XCTAssertEqual(order, ["dated", "repeating"])
        XCTAssertEqual(clock.run(), .settled)
    }

    /// Repetitions keep the place in line of the first firing, as the reference test
    /// scheduler's do, and stop when cancelled.
    func testRepeatingScheduleKeepsItsPlaceAndStops() {
        let clock = VirtualTimeScheduler()
        var order: [String] = []
        var timer: (any Cancellable)?
        timer = clock.scheduleRepeating(at: 2, interval: 2) {
            order.append("timer@\(clock.now)")
            if clock.now == 6 { timer?.cancel() }
        }
        clock.schedule(at: 4) { order.append("later@4") }
        XCTAssertEqual(clock.run(), .settled)
        XCTAssertEqual(order, ["timer@2", "timer@4", "later@4", "timer@6"])
    }

    /// Apple's `receive(on:)` since iOS 13.3: the subscription is handed over at once, so
    /// the request reaches the subject before anything is sent; the value waits for the hop.
    func testReceiveOnHandsTheSubscriptionOverAtOnce() {
        let clock = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>()
        subject.receive(on: QueueScheduler(clock: clock)).subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription])
        subject.send(1)
        XCTAssertEqual(tracking.history, [.subscription])
        XCTAssertEqual(clock.run(), .settled)
        XCTAssertEqual(tracking.history, [.subscription, .value(1)])
    }

    /// Apple's `receive(on:)` in iOS 13.0–13.2: the subscription itself travels through the scheduler.
    func testReceiveOnHandsTheSubscriptionOverThroughTheScheduler() {
        let clock = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>()
        subject.receive(on: QueueScheduler(clock: clock), handOver: .scheduled).subscribe(tracking)
        XCTAssertEqual(tracking.history, [])
        subject.send(1)
        XCTAssertEqual(clock.run(), .settled)
        subject.send(2)
        XCTAssertEqual(tracking.history, [.subscription])
        XCTAssertEqual(clock.run(), .settled)
        XCTAssertEqual(tracking.history, [.subscription, .value(2)])
    }

    /// The loss at the subject is reported below the hop, on the lane of the first probe.
    func testReceiveOnPassesTheDropDown() {
        let clock = VirtualTimeScheduler()
        let recorder = StringRecorder()
        let subject = PassthroughSubject<Int, TestError>()
        subject.receive(on: QueueScheduler(clock: clock), handOver: .scheduled)
            .probe(lane: "C", recorder: recorder).subscribe(TrackingSubscriber<Int>())
        subject.send(1)
        _ = clock.run()
        XCTAssertEqual(recorder.log, ["C@0 drop(1, noDemand)", "C@0 subscribe", "C@0 request(unlimited)"])
    }

    /// A full buffer's losses go to the probe right below it: the buffer's own lane.
    func testBufferReportsEvictionsOnItsLane() {
        let recorder = StringRecorder()
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>(demand: .none)
        subject.buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest)
            .probe(lane: "b", recorder: recorder)
            .probe(lane: "C", recorder: recorder)
            .subscribe(tracking)
        subject.send(1)
        subject.send(2)
        tracking.subscription?.request(.max(1))
        XCTAssertEqual(tracking.values, [2])
        XCTAssertEqual(recorder.log, [
            "C@0 subscribe", "b@0 subscribe", "b@0 drop(1, bufferFull)",
            "C@0 request(max(1))", "b@0 request(max(1))", "b@0 value(2)", "C@0 value(2)",
        ])
    }

    func testTimeoutStopsItsClockSoTheRunSettles() {
        let clock = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>()
        subject.timeout(3, scheduler: QueueScheduler(clock: clock)).subscribe(tracking)
        XCTAssertEqual(clock.run(through: 1_000), .settled)
        XCTAssertEqual(tracking.history, [.subscription, .finished])
        XCTAssertEqual(clock.now, 3)
    }
}
