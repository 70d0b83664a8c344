// The seed book's tests of `receive(on:)`, the bug its author met in his app: on the
// Combine of 2019, `receive(on:)` passed the sink's request through the scheduler, so a
// value sent before the scheduler ran was dropped (testReceiveOnFailure,
// testReceiveWithDebug, which watches it with the book's `debug` operator), unless a
// `buffer` before the hop kept it (testBufferedReceiveOn). testReceiveOnImmediate is the
// synchronous case.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "Combine 中的异步事件调度" (asynchronous scheduling in Combine); the book's test functions as
// printed, without the PDF's line numbers. The imports are not in the book.
//
// What happens against OpenCombine 0.14.0 on Linux (scripts/check-seeds.sh):
// testReceiveOnImmediate and testBufferedReceiveOn hold. testReceiveOnFailure holds too,
// although the book marks its assertion "The following assert will FAIL!": OpenCombine (and
// Apple's Combine since iOS 13.3 / macOS 10.15.2) hands the subscription to the sink at
// once and only the values travel through the queue, so nothing is dropped and received is
// [1] + finished. For the same reason testReceiveWithDebug does not hold: value 1 is not
// dropped but waits on the main queue, so its "Phase 2" and "Phase 3" assertions (received
// still empty) fail with received == [1], and its "Phase 4" assertion fails with [1, 2]
// where the book expects [2]. Its `debug()` prints "request unlimited" at subscription,
// before "Phase 1...", and "output 1" in phase 1, where the book's console shows the
// request only in phase 2 and no output 1. The assertions are kept as the book prints
// them: they record what Combine did in 2019.

import Combine
import Foundation
import XCTest

final class ReceiveOnTests: XCTestCase {
    func testReceiveOnImmediate() {
        let e = expectation(description: "")
        let subject = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()

        let sink = subject.receive(on: ImmediateScheduler.shared)
        .sink(receiveCompletion: {
            received.append(.complete($0))
            e.fulfill()
        }, receiveValue: {
            received.append(.value($0))
        })

        subject.send(1)
        subject.send(completion: .finished)

        wait(for: [e], timeout: 5.0)

        XCTAssertEqual(received, [1].asEvents(completion: .finished))

        sink.cancel()
    }

    func testReceiveOnFailure() {
        let queue = DispatchQueue(label: "test")
        let e = expectation(description: "")
        let subject = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()
        print(Thread.current)
        let sink = subject.receive(on: queue)
        .sink(receiveCompletion: {
            print(Thread.current)
            received.append(.complete($0))
            e.fulfill()
        }, receiveValue: {
            received.append(.value($0))
        })

        subject.send(1)
        subject.send(completion: .finished)

        wait(for: [e], timeout: 5.0)
        // The following assert will FAIL!
        XCTAssertEqual(received, [1].asEvents(completion: .finished))

        sink.cancel()
    }

    func testReceiveWithDebug() {
        let subject = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()

        print("Start...")
        let cancellable = subject
            .debug()
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: { received.append(.value($0)) })

        print("Phase 1...")
        subject.send(1)
        XCTAssertEqual(received, [].asEvents(completion: nil))

        print("Phase 2...")
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.001))
        XCTAssertEqual(received, [].asEvents(completion: nil))

        print("Phase 3...")
        subject.send(2)
        XCTAssertEqual(received, [].asEvents(completion: nil))

        print("Phase 4...")
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.001))
        XCTAssertEqual(received, [2].asEvents(completion: nil))

        cancellable.cancel()
    }

    func testBufferedReceiveOn() {
        let subject = PassthroughSubject<Int, Never>()
        let e = expectation(description: "")
        var received = [Subscribers.Event<Int, Never>]()

        let cancellable = subject
            .buffer(size: Int.max, prefetch: .byRequest, whenFull: .dropNewest)
            .receive(on: DispatchQueue(label: "test"))
            .sink(receiveCompletion: {
                received.append(.complete($0))
                e.fulfill()
            }, receiveValue: {
                received.append(.value($0))
            })

        subject.send(1)
        subject.send(completion: .finished)

        wait(for: [e], timeout: 5.0)
        XCTAssertEqual(received, [1].asEvents(completion: .finished))

        cancellable.cancel()
    }
}
