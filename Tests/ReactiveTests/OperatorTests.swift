import Reactive
import XCTest

final class OperatorTests: XCTestCase {
    func testScanComputesPerSubscription() {
        let subject = PassthroughSubject<Int, TestError>()
        let scan = subject.scan(10, +)
        let c = TrackingSubscriber<Int>(), d = TrackingSubscriber<Int>()
        scan.subscribe(c)
        subject.send(1)
        subject.send(2)
        scan.subscribe(d)
        subject.send(3)
        subject.send(4)
        subject.send(completion: .finished)
        XCTAssertEqual(c.history, [.subscription, .value(11), .value(13), .value(16), .value(20), .finished])
        XCTAssertEqual(d.history, [.subscription, .value(13), .value(17), .finished])
    }

    func testFilterGivesBackDemandForRejectedValues() {
        let tracking = TrackingSubscriber<Int>(demand: .max(2))
        Publishers.Sequence<Int, TestError>([1, 2, 3, 4, 5]).filter { $0 % 2 == 0 }.subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription, .value(2), .value(4)])
    }

    func testMapAndTryMap() {
        let tracking = TrackingSubscriber<Int>()
        Publishers.Sequence<Int, TestError>([1, 2, 3])
            .map { $0 * 10 }
            .tryMap { (value: Int) throws(TestError) -> Int in
                if value == 20 { throw TestError("twenty") }
                return value
            }
            .subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription, .value(10), .failure(TestError("twenty"))])
    }

    func testJustWaitsForDemandAndHandlesReentrantRequests() {
        let tracking = TrackingSubscriber<Int>(demand: .none, onValue: { _ in .max(1) })
        Publishers.Sequence<Int, TestError>([1, 2, 3]).subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription])
        tracking.subscription?.request(.max(1))
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2), .value(3), .finished])
    }
}
