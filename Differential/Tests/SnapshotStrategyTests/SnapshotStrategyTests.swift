import MarbleRecorder
import MarbleSnapshotTesting
import Marbles
import OpenCombine
import SnapshotTesting
import XCTest

/// The swift-snapshot-testing strategies against committed references (`__Snapshots__/`): a
/// recording compares equal with its reference, and one that differs fails with a message.
final class SnapshotStrategyTests: XCTestCase {
    /// A subject into a sink with a limited demand (two values, the third a drop) and, through
    /// `map`, into a sink that takes everything.
    private func demandRecording(lastValue: Int = 3) -> MarbleRecorder {
        let recorder = MarbleRecorder(title: "sink(demand: 2) and map { $0 * 10 }")
        let s = recorder.subject(PassthroughSubject<Int, Never>(), "s", label: "PassthroughSubject<Int>()")
        s.marble("C", in: recorder, label: "s.sink(demand: 2)", inputs: ["s"], step: "sink(demand: 2)", role: .subscriber)
            .subscribe(LimitedSink(demand: 2))
        s.map { $0 * 10 }
            .marble("m", in: recorder, label: "s.map { $0 * 10 }", inputs: ["s"], step: "map { $0 * 10 }")
            .marble("D", in: recorder, label: "m.sink()", inputs: ["m"], step: "sink()", role: .subscriber)
            .sink { _ in }
            .store(in: &kept)
        for (tick, value) in [(1, 1), (3, 2), (5, lastValue)] {
            recorder.advance(to: tick)
            s.send(value)
        }
        recorder.advance(to: 6)
        s.send(completion: .finished)
        return recorder
    }

    private var kept: [AnyCancellable] = []

    func testMarblesText() {
        assertSnapshot(of: demandRecording(), as: .marbles)
    }

    func testMarblesSVG() {
        assertSnapshot(of: demandRecording(), as: .marblesSVG)
    }

    func testMarblesPNG() {
        assertSnapshot(of: demandRecording(), as: .marblesPNG)
    }

    func testADifferentRecordingFailsAgainstTheReference() throws {
        // Compared with the references the tests above recorded (with none, verifySnapshot would
        // record this recording as the reference).
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotStrategyTests")
        for name in ["testMarblesText.1.txt", "testMarblesPNG.1.png"] {
            guard FileManager.default.fileExists(atPath: references.appendingPathComponent(name).path) else {
                return XCTFail("no reference \(name): run testMarblesText and testMarblesPNG first")
            }
        }
        let text = verifySnapshot(of: demandRecording(lastValue: 4), as: .marbles, named: nil,
                                  record: false, testName: "testMarblesText()")
        XCTAssertTrue(try XCTUnwrap(text).contains("−expect(s, \"-1-2-3|\")"), text ?? "")
        let png = verifySnapshot(of: demandRecording(lastValue: 4), as: .marblesPNG, named: nil,
                                 record: false, testName: "testMarblesPNG()")
        XCTAssertTrue(try XCTUnwrap(png).contains("the diagram differs: "), png ?? "")
    }
}

/// A subscriber that asks for `demand` values once and never more.
private final class LimitedSink: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    private let demand: Int

    init(demand: Int) {
        self.demand = demand
    }

    func receive(subscription: any Subscription) {
        subscription.request(.max(demand))
    }

    func receive(_ input: Int) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Never>) {}
}
