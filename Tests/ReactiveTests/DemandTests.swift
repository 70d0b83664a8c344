import Reactive
import XCTest

final class DemandTests: XCTestCase {
    func testArithmeticAsCombine() {
        XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Subscribers.Demand.max(2) + .unlimited, .unlimited)
        XCTAssertEqual(Subscribers.Demand.unlimited - .max(3), .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(2) - .max(3), .none)
        XCTAssertEqual(Subscribers.Demand.max(2) - .unlimited, .none)
        XCTAssertEqual(Subscribers.Demand.max(Int.max) + 1, .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(-4), .none)
    }

    func testComparisons() {
        XCTAssertTrue(Subscribers.Demand.unlimited > 1_000_000)
        XCTAssertFalse(Subscribers.Demand.none > 0)
        XCTAssertTrue(Subscribers.Demand.max(3) < .unlimited)
        XCTAssertFalse(Subscribers.Demand.unlimited < .max(3))
        XCTAssertEqual(Subscribers.Demand.unlimited.description, "unlimited")
        XCTAssertEqual(Subscribers.Demand.max(3).description, "max(3)")
    }
}
