import Reactive
import XCTest

final class VirtualTimeSchedulerTests: XCTestCase {
    func testOrderedByTickThenInsertion() {
        let scheduler = VirtualTimeScheduler()
        var order: [String] = []
        scheduler.schedule(at: 2) { order.append("b@2") }
        scheduler.schedule(at: 1) { order.append("a@1") }
        scheduler.schedule(at: 2) {
            order.append("c@2")
            scheduler.schedule(at: 2) { order.append("e@2 (scheduled while running)") }
        }
        scheduler.schedule(at: 2) { order.append("d@2") }
        XCTAssertEqual(scheduler.run(), .settled)
        XCTAssertEqual(order, ["a@1", "b@2", "c@2", "d@2", "e@2 (scheduled while running)"])
        XCTAssertEqual(scheduler.now, 2)
    }

    func testStopsAtTheEndOfTimeAndCatchesRunaways() {
        let scheduler = VirtualTimeScheduler()
        scheduler.schedule(at: 5) {}
        scheduler.schedule(at: 50) {}
        XCTAssertEqual(scheduler.run(through: 10), .stopped(at: 10))
        XCTAssertEqual(scheduler.now, 5)

        let spinning = VirtualTimeScheduler()
        func spin() { spinning.schedule(after: 0, spin) }
        spin()
        XCTAssertEqual(spinning.run(maxActions: 100), .runaway(at: 0))
    }
}
