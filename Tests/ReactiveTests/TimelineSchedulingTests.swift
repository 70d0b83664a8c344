import Reactive
import XCTest

/// `VirtualTimeScheduler.schedule(atEach:)` queues only a timeline's next action, and must run
/// each action exactly where scheduling them all with `schedule(at:)` would have: every
/// scenario runs both ways and asserts the same exact log of each.
final class TimelineSchedulingTests: XCTestCase {
    /// How a scenario puts a timeline on the clock.
    private enum Way: CaseIterable {
        case eachScheduledAt, timeline

        func schedule(_ ticks: [Int], on scheduler: VirtualTimeScheduler, _ action: @escaping (Int) -> Void) {
            switch self {
            case .eachScheduledAt:
                for (index, tick) in ticks.enumerated() { scheduler.schedule(at: tick) { action(index) } }
            case .timeline:
                scheduler.schedule(atEach: ticks, action)
            }
        }
    }

    /// Runs `scenario` both ways, each on a new clock; asserts each logged `expected`.
    private func assertBothWays(_ expected: [String], file: StaticString = #filePath, line: UInt = #line,
                                _ scenario: (Way, VirtualTimeScheduler, Log) -> Void) {
        for way in Way.allCases {
            let log = Log()
            scenario(way, VirtualTimeScheduler(), log)
            XCTAssertEqual(log.lines, expected, "\(way)", file: file, line: line)
        }
    }

    func testTwoTimelinesAndOtherWorkAtSharedTicksRunInSchedulingOrder() {
        assertBothWays([
            "x@1", "a0@1", "a1@1", "y@1", "b0@1",
            "a2@2", "z@2", "b1@2", "b2@2", "w@2",
            "a3@3", "b3@4", "settled, next nil"
        ]) { way, scheduler, log in
            scheduler.schedule(at: 1) { log.add("x", scheduler) }
            way.schedule([1, 1, 2, 3], on: scheduler) { index in
                log.add("a\(index)", scheduler)
                // Work queued while a timeline runs goes after every action it still has queued.
                if index == 2 { scheduler.schedule(at: 2) { log.add("w", scheduler) } }
            }
            scheduler.schedule(at: 1) { log.add("y", scheduler) }
            scheduler.schedule(at: 2) { log.add("z", scheduler) }
            way.schedule([1, 2, 2, 4], on: scheduler) { index in log.add("b\(index)", scheduler) }
            log.lines.append("\(scheduler.run()), next \(scheduler.nextTick.map(String.init) ?? "nil")")
        }
    }

    func testATimelineScheduledWhileRunningStartsNowAndKeepsItsOrderOutOfTickOrder() {
        // Queued at tick 3: ticks 1 and 3 run at 3, in the timeline's order, before the work
        // queued after it at tick 3; ticks given out of order run in tick order.
        assertBothWays([
            "before@3", "c1@3", "c2@3", "after@3", "c4@4", "c0@5", "c3@5"
        ]) { way, scheduler, log in
            scheduler.schedule(at: 3) {
                scheduler.schedule(at: 3) { log.add("before", scheduler) }
                way.schedule([5, 1, 3, 5, 4], on: scheduler) { index in log.add("c\(index)", scheduler) }
                scheduler.schedule(at: 3) { log.add("after", scheduler) }
            }
            _ = scheduler.run()
        }
    }

    func testRunLimitsStopAndResumeAtTheSameActions() {
        assertBothWays([
            "d0@1", "d1@2", "stopped(at: 2), next 3",
            "d2@3", "d3@4", "runaway(at: 4), next 5",
            "d4@5", "stopped(at: 5), next 6",
            "discarded, next nil", "settled"
        ]) { way, scheduler, log in
            way.schedule([1, 2, 3, 4, 5, 6], on: scheduler) { index in log.add("d\(index)", scheduler) }
            func next() -> String { "next \(scheduler.nextTick.map(String.init) ?? "nil")" }
            log.lines.append("\(scheduler.run(through: 2)), \(next())")
            log.lines.append("\(scheduler.run(maxActions: 2)), \(next())")
            log.lines.append("\(scheduler.run(halted: { log.lines.count == 7 })), \(next())")
            scheduler.discardPendingWork()
            log.lines.append("discarded, \(next())")
            log.lines.append("\(scheduler.run())")
        }
    }

    func testWorkDiscardedByATimelineActionTakesTheRestOfTheTimeline() {
        assertBothWays(["e0@1", "e1@2", "settled, next nil"]) { way, scheduler, log in
            scheduler.schedule(at: 3) { log.add("other", scheduler) }
            way.schedule([1, 2, 3, 4], on: scheduler) { index in
                log.add("e\(index)", scheduler)
                if index == 1 { scheduler.discardPendingWork() }
            }
            log.lines.append("\(scheduler.run()), next \(scheduler.nextTick.map(String.init) ?? "nil")")
        }
    }

    func testAnEmptyTimelineQueuesNothing() {
        let scheduler = VirtualTimeScheduler()
        scheduler.schedule(atEach: []) { _ in XCTFail("no action") }
        XCTAssertNil(scheduler.nextTick)
        XCTAssertEqual(scheduler.run(), .settled)
    }
}

/// What the actions of a scenario log, each with the tick it ran at.
private final class Log {
    var lines: [String] = []

    func add(_ name: String, _ scheduler: VirtualTimeScheduler) {
        lines.append("\(name)@\(scheduler.now)")
    }
}
