import Reactive
import XCTest

final class SubjectTests: XCTestCase {
    func testPassthroughDropsWithoutDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>(demand: .max(2))
        subject.subscribe(tracking)
        for value in 1...3 { subject.send(value) }
        tracking.subscription?.request(.max(2))
        for value in 4...6 { subject.send(value) }
        subject.send(completion: .finished)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2), .value(4), .value(5), .finished])
    }

    /// The drop reaches the first probe below the loss as the value that lane would have shown.
    func testDropsAreReportedToTheProbeBelowAsItsOwnValue() {
        let recorder = StringRecorder()
        let subject = PassthroughSubject<Int, TestError>()
        let tracking = TrackingSubscriber<Int>(demand: .max(1))
        subject.map { $0 * 10 }.probe(lane: "C", recorder: recorder).subscribe(tracking)
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(recorder.log, ["C@0 subscribe", "C@0 request(max(1))", "C@0 value(10)", "C@0 drop(20, noDemand)"])
    }

    func testDropNoticesPassThroughOperatorsAsWhatTheyWouldHaveEmitted() {
        let recorder = StringRecorder()
        let subject = PassthroughSubject<Int, TestError>()
        subject.filter { $0 > 1 }.scan(10, +).probe(lane: "b", recorder: recorder).subscribe(TrackingSubscriber<Int>(demand: .max(1)))
        for value in 1...4 { subject.send(value) }
        // 1 would have been filtered: no drop. 2 arrives (12). 3 and 4 are lost as 15 and 16,
        // the steps they would have added to 12.
        XCTAssertEqual(recorder.log, ["b@0 subscribe", "b@0 request(max(1))", "b@0 value(12)", "b@0 drop(15, noDemand)", "b@0 drop(16, noDemand)"])
    }

    func testReplayMarkDoesNotLeakThroughASubjectDownstream() {
        let recorder = StringRecorder()
        let memory = CurrentValueSubject<Int, TestError>(7)
        memory.tap = Tap(recorder: recorder, lane: nil)
        let relay = PassthroughSubject<Int, TestError>()
        relay.tap = Tap(recorder: recorder, lane: "m")
        relay.probe(lane: "C", recorder: recorder).subscribe(TrackingSubscriber<Int>())
        let link = memory.subscribe(relay)
        XCTAssertEqual(recorder.log, ["C@0 subscribe", "C@0 request(unlimited)", "m@0 value(7)", "C@0 value(7)"])
        link.cancel()
    }

    func testLateSubscriberToFinishedSubjectGetsTheCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(TestError("late")))
        let tracking = TrackingSubscriber<Int>()
        subject.subscribe(tracking)
        XCTAssertEqual(tracking.history, [.subscription, .failure(TestError("late"))])
    }

    func testCurrentValueDeliversCurrentOnFirstRequest() {
        let subject = CurrentValueSubject<Int, TestError>(0)
        subject.send(13)
        let tracking = TrackingSubscriber<Int>(demand: .none)
        subject.subscribe(tracking)
        subject.send(14)
        subject.send(15)
        XCTAssertEqual(tracking.history, [.subscription])
        tracking.subscription?.request(.max(1))
        XCTAssertEqual(tracking.history, [.subscription, .value(15)])
        XCTAssertEqual(subject.value, 15)
    }

    func testCurrentValueMarksItsMemoryAsReplay() {
        let recorder = StringRecorder()
        let subject = CurrentValueSubject<Int, TestError>(0)
        subject.tap = Tap(recorder: recorder, lane: "s")
        recorder.now = 3
        subject.send(13)
        recorder.now = 4
        subject.probe(lane: "D", recorder: recorder).subscribe(TrackingSubscriber<Int>())
        XCTAssertEqual(recorder.log, ["s@3 value(13)", "D@4 subscribe", "D@4 request(unlimited)", "D@4 replay(13 from 3)"])
    }

    func testSubjectFedByTwoPublishersStopsAtTheFirstFinish() {
        let first = PassthroughSubject<Int, TestError>(), second = PassthroughSubject<Int, TestError>()
        let shared = PassthroughSubject<Int, TestError>()
        let links = [first.subscribe(shared), second.subscribe(shared)]
        let tracking = TrackingSubscriber<Int>()
        shared.subscribe(tracking)
        first.send(1)
        second.send(2)
        first.send(completion: .finished)
        second.send(3)
        XCTAssertEqual(tracking.history, [.subscription, .value(1), .value(2), .finished])
        XCTAssertEqual(links.count, 2)
    }
}
