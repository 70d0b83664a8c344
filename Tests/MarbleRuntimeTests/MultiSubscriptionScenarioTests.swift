import MarbleTrace
import TestSupport
import XCTest

/// Scenarios 11 to 14: one sink and several publishers, a subject and several publishers,
/// `MergeInput`, and a sink that subscribes again after it finished.
final class MultiSubscriptionScenarioTests: XCTestCase {
    func testOneSinkTwoSubjectsOnlyTheFirstSubscriptionCounts() throws {
        assertLanes(runTrace(try Repository.example("11-one-sink-two-subjects")), [
            lane("s1", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .finished(4)]),
            lane("s2", .subject, "PassthroughSubject<Int>()", [.value(4, 3), .value(6, 4), .finished(7)]),
            lane("C", .subscriber, "Sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .finished(4)]),
        ])
    }

    func testSubjectFedByTwoPublishersEndsAtTheFirstFinish() throws {
        assertLanes(runTrace(try Repository.example("12-subject-two-upstreams")), [
            lane("s1", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .finished(7)]),
            lane("s2", .subject, "PassthroughSubject<Int>()", [.value(4, 3), .value(6, 4), .value(9, 5), .finished(10)]),
            lane("m", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(4, 3), .value(6, 4), .finished(7)]),
            lane("C", .subscriber, "m.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(4, 3), .value(6, 4), .finished(7)]),
        ])
    }

    func testMergeInputRepublishesAndNeverCompletes() throws {
        assertLanes(runTrace(try Repository.example("13-merge-input")), [
            lane("s1", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .finished(4)]),
            lane("s2", .subject, "PassthroughSubject<Int>()", [.value(5, 3), .value(7, 4), .finished(8)]),
            lane("input", .subject, "MergeInput<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4)]),
            lane("C", .subscriber, "input.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4)]),
        ])
    }

    func testFinishedSinkIsNotReactivated() throws {
        assertLanes(runTrace(try Repository.example("14-sink-reactivation")), [
            lane("s1", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .finished(2)]),
            lane("s2", .subject, "PassthroughSubject<Int>()", [.value(5, 2), .value(7, 3), .finished(8)]),
            lane("C", .subscriber, "s1.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .finished(2)]),
        ])
    }

    func testMergeInputFromATickOnwardAndWithoutDemand() {
        // Merged at tick 2, s1's 1 is missed; C asks for one value, so 3 is a drop.
        let trace = runTrace("""
            s1 = PassthroughSubject<Int>()
            input = MergeInput<Int>()
            s1.merge(into: input, at: 2)
            C = input.sink(demand: 1)
            s1.send("-1-2-3|")
            """)
        assertLanes(trace, [
            lane("s1", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .finished(6)]),
            lane("input", .subject, "MergeInput<Int>()", [.request(0, 1), .value(3, 2), .value(5, 3)]),
            lane("C", .subscriber, "input.sink(demand: 1)", [.subscribe(0), .request(0, 1), .value(3, 2), .drop(5, 3)]),
        ])
    }

    func testMergeInputTakesAColdPublisherAndAFailingOne() {
        // A failing input only detaches: the failure does not reach C.
        let trace = runTrace("""
            input = MergeInput<Int>()
            C = input.sink()
            cold("-1-2|").merge(into: input)
            cold("--#", error: "boom").merge(into: input)
            """)
        assertLanes(trace, [
            lane("input", .subject, "MergeInput<Int>()", [.value(1, 1), .value(3, 2)]),
            lane("C", .subscriber, "input.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2)]),
        ])
    }
}
