import MarbleTrace
import TestSupport
import XCTest

/// RxSwift's `AsyncSubject` pasted: what it was sent and never emits is drawn on its lane, a
/// drop where a newer value superseded it or where a failure ended it, so that the diagram
/// says why its subscriber got nothing but the last value, or only the error.
final class RxAsyncSubjectDropTests: XCTestCase {
    func testEachValueButTheLastIsSupersededAndTheLastIsEmittedAtCompletion() {
        let trace = runTrace("""
            let bag = DisposeBag()
            let s = AsyncSubject<String>()
            s.subscribe { print($0) }.disposed(by: bag)
            s.onNext("a")
            s.onNext("b")
            s.onCompleted()
            """)
        XCTAssertEqual(trace?.printed, ["next(b)", "completed"])
        assertLanes(trace, [
            lane("s", .subject, "AsyncSubject<String>()", [.drop(3, "a", .superseded), .value(4, "b"), .finished(4)]),
            lane("sink1", .subscriber, "s.subscribe { print($0) }", [.subscribe(1), .value(4, "b"), .finished(4)]),
        ])
    }

    /// Example 93, the seed chapter's demo: 1, 2 and 3 are superseded, 4 is lost at the error,
    /// and the subscriber gets only the error.
    func testTheErrorLosesTheLastValue() throws {
        let error = #"Error Domain=❌ Code=120 "(null)"UserInfo={NSLocalizedDescription=急救中心}"#
        assertLanes(runTrace(try Repository.example("93-rx-async-subject")), [
            lane("asynSub", .subject, "AsyncSubject<Int>.init()", [
                .drop(2, 1, .superseded), .drop(4, 2, .superseded), .drop(5, 3, .superseded), .drop(6, 4, .lostAtFailure),
                .failure(6, error)]),
            lane("sink1", .subscriber, "asynSub.subscribe{ print(\"订阅到了:\",$0)}", [.subscribe(3), .failure(6, error)]),
        ])
    }
}
