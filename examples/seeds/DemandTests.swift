// The seed book's test of demand: the book's CustomDemandSink asks for two values, a
// PassthroughSubject sends three, and the third is dropped because nobody asked for it; two
// more are asked for later, and again the third of the next three is dropped.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "Combine 事件供给机制的回顾" (demand revisited); the book's test function as printed,
// without the PDF's line numbers.
// It holds against OpenCombine 0.14.0 on Linux (scripts/check-seeds.sh).

import Combine
import XCTest

final class DemandTests: XCTestCase {
    func testDemand() {
        var received = [Subscribers.Event<Int, Never>]()
        let subject = PassthroughSubject<Int, Never>()
        let sink = CustomDemandSink<Int, Never>(
            demand: 2,
            receiveValue: { received.append(.value($0)) },
            receiveCompletion: { received.append(.complete($0)) }
        )

        subject.subscribe(sink)

        subject.send(sequence: 1...3, completion: nil)
        sink.increaseDemand(2)
        subject.send(sequence: 4...6, completion: .finished)
        sink.increaseDemand(2)

        XCTAssertEqual(received, [1, 2, 4, 5].asEvents(completion: .finished))
    }
}
