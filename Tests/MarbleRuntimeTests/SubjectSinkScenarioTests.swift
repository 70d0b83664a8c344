import MarbleTrace
import TestSupport
import XCTest

/// Scenarios 1, 2, 3 and 5: subjects, sinks, and a cold `scan` between them.
final class SubjectSinkScenarioTests: XCTestCase {
    private let subjectLane = lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .finished(6)])

    func testSubjectSink() throws {
        assertLanes(runTrace(try Repository.example("01-subject-sink")), [
            subjectLane,
            lane("C", .subscriber, "s.sink()", [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .value(5, 3), .finished(6)]),
        ])
    }

    func testScan() throws {
        let scanned: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .finished(6)]
        assertLanes(runTrace(try Repository.example("02-scan")), [
            subjectLane,
            lane("b", .operator, "s.scan(10, +)", scanned),
            lane("C", .subscriber, "b.sink()", scanned),
        ])
    }

    func testTwoSubscribersToAColdScanGetOneRowEach() throws {
        let scanned: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .finished(6)]
        assertLanes(runTrace(try Repository.example("03-cold-scan-two-subscribers")), [
            subjectLane,
            lane("b[1]", .operator, "s.scan(10, +)", feeds: "C", scanned),
            lane("b[2]", .operator, "s.scan(10, +)", feeds: "D", scanned),
            lane("C", .subscriber, "b.sink()", scanned),
            lane("D", .subscriber, "b.sink()", scanned),
        ])
    }

    func testHotSubjectColdScanLateSubscriberStartsOver() throws {
        let forC: [TraceEvent] = [.subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]
        let forD: [TraceEvent] = [.subscribe(4), .unlimited(4), .value(5, 13), .value(7, 17), .finished(8)]
        assertLanes(runTrace(try Repository.example("05-hot-subject-cold-scan")), [
            lane("a", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]),
            lane("b[1]", .operator, "a.scan(10, +)", feeds: "C", forC),
            lane("b[2]", .operator, "a.scan(10, +)", feeds: "D", forD),
            lane("C", .subscriber, "b.sink()", forC),
            lane("D", .subscriber, "b.sink(at: 4)", forD),
        ])
    }
}
