// The seed book's tests of one subscriber and several publishers: a Subscribers.Sink takes
// only its first subscription (testMultipleSubscribe); a PassthroughSubject can subscribe to
// several upstreams and pass all their values on (testMultipleSubjectSubscribe); the book's
// MergeInput does so and keeps the upstream subscriptions itself (testMergeInput); and a
// sink that has finished cannot be subscribed again (testSinkReactivation).
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapters
// "Combine 中的多重订阅 - I/II" (multiple subscriptions); the book's test functions as
// printed, without the PDF's line numbers. testSinkReactivation is shown three times, each
// listing continuing the one before ("// The same as before..."): the three are put
// together here, in order, as the final version.
// All four hold against OpenCombine 0.14.0 on Linux (scripts/check-seeds.sh).

import Combine
import XCTest

final class MultipleSubscriptionTests: XCTestCase {
    func testMultipleSubscribe() {
        let subject1 = PassthroughSubject<Int, Never>()
        let subject2 = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()

        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: {
            received.append(.complete($0))
        }, receiveValue: {
            received.append(.value($0))
        })

        subject1.subscribe(sink)
        subject2.subscribe(sink)

        subject1.send(sequence: 1...2, completion: .finished)
        subject2.send(sequence: 3...4, completion: .finished)

        XCTAssertEqual(received, (1...2).asEvents(completion: .finished))
    }

    func testMultipleSubjectSubscribe() {
        let subject1 = PassthroughSubject<Int, Never>()
        let subject2 = PassthroughSubject<Int, Never>()
        let multiSubject = PassthroughSubject<Int, Never>()

        let cancellable1 = subject1.subscribe(multiSubject)
        let cancellable2 = subject2.subscribe(multiSubject)

        var received = [Subscribers.Event<Int, Never>]()

        let sink = multiSubject.sink(receiveCompletion: {
            received.append(.complete($0))
        }, receiveValue: {
            received.append(.value($0))
        })

        subject1.send(sequence: 1...2, completion: nil)
        subject2.send(sequence: 3...4, completion: .finished)

        XCTAssertEqual(received, [1, 2, 3, 4].asEvents(completion: .finished))

        cancellable1.cancel()
        cancellable2.cancel()
        sink.cancel()
    }

    func testMergeInput() {
        let subject1 = PassthroughSubject<Int, Never>()
        let subject2 = PassthroughSubject<Int, Never>()
        let input = MergeInput<Int>()

        subject1.merge(into: input)
        subject2.merge(into: input)

        var received = [Subscribers.Event<Int, Never>]()

        let sink = input.sink(receiveCompletion: {
            received.append(.complete($0))
        }, receiveValue: {
            received.append(.value($0))
        })

        subject1.send(sequence: 1...2, completion: .finished)
        subject2.send(sequence: 3...4, completion: .finished)

        XCTAssertEqual(received, [1, 2, 3, 4].asEvents(completion: nil))

        sink.cancel()
    }

    func testSinkReactivation() {
        var received = [Subscribers.Event<Int, Never>]()
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: {
            received.append(.complete($0))
        }, receiveValue: {
            received.append(.value($0))
        })

        weak var weakSubject: PassthroughSubject<Int, Never>?

        do {
            let subject = PassthroughSubject<Int, Never>()
            weakSubject = subject
            subject.subscribe(sink)

            subject.send(1)
        }

        XCTAssertNotNil(weakSubject)

        weakSubject?.send(completion: .finished)
        XCTAssertNil(weakSubject)
        XCTAssertEqual(received, [1].asEvents(completion: .finished))

        let subject2 = PassthroughSubject<Int, Never>()
        subject2.subscribe(sink)
        subject2.send(2)

        XCTAssertEqual(received, [1].asEvents(completion: .finished))
    }
}
