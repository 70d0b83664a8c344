// The seed book's tests of what keeps a subscription alive: an AnyCancellable cancels when
// it goes (testAnyCancellable); a Subscribers.Sink subscribed by hand outlives its scope
// until cancelled (testSinkCancellation); and a subject and sink that nothing outside holds
// stay alive until the subject finishes (testOwnership).
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "有些意外的 Subject 生命周期" (the surprising lifetime of a Subject); the book's test
// functions as printed, without the PDF's line numbers. One repair: testAnyCancellable's
// `XCTAssertEqualNil(weakCancellable)` is not an XCTest function (its prose says the
// AnyCancellable "becomes nil"): it is `XCTAssertNil` here.
// All three hold against OpenCombine 0.14.0 on Linux (scripts/check-seeds.sh).

import Combine
import XCTest

final class LifetimeTests: XCTestCase {
    func testAnyCancellable() {
        let subject = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()

        weak var weakCancellable: AnyCancellable?

        do {
            let anyCancellable = subject.sink(event: { received.append($0) })
            weakCancellable = anyCancellable

            subject.send(1)
        }

        XCTAssertNil(weakCancellable)

        subject.send(2)
        XCTAssertEqual(received, [1].asEvents(completion: nil))
    }

    func testSinkCancellation() {
        let subject = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()

        weak var weakSink: Subscribers.Sink<Int, Never>?

        do {
            let sink = Subscribers.Sink<Int, Never>(
                receiveCompletion: { received.append(.complete($0)) },
                receiveValue: { received.append(.value($0)) })

            weakSink = sink
            subject.subscribe(sink)

            subject.send(1)
        }

        XCTAssertNotNil(weakSink)

        subject.send(2)
        weakSink?.cancel()
        subject.send(3)

        XCTAssertEqual(received, [1, 2].asEvents(completion: nil))
    }

    func testOwnership() {
        var received = [Subscribers.Event<Int, Never>]()

        weak var weakSubject: PassthroughSubject<Int, Never>?
        weak var weakSink: Subscribers.Sink<Int, Never>?

        do {
            let subject = PassthroughSubject<Int, Never>()
            weakSubject = subject

            let sink = Subscribers.Sink<Int, Never>(
                receiveCompletion: { received.append(.complete($0))},
                receiveValue: { received.append(.value($0))})
            weakSink = sink

            subject.subscribe(sink)
        }

        XCTAssertNotNil(weakSubject)
        XCTAssertNotNil(weakSink)

        weakSubject?.send(1)
        weakSubject?.send(completion: .finished)

        XCTAssertNil(weakSubject)
        XCTAssertNil(weakSink)

        XCTAssertEqual(received, [1].asEvents(completion: .finished))
    }
}
