import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// RxSwift's operator closures are all `throws`: what one throws ends the observable with that
/// error (`map`, `filter`, `compactMap`, `scan`, `reduce`, and `distinctUntilChanged`'s key
/// selector), where before it was logged against the closure as a run error, and the element
/// dropped or let through.
final class RxThrowingClosureTests: XCTestCase {
    private let prelude = """
        enum TestError: Error { case boom }
        let disposeBag = DisposeBag()

        """

    private func printed(_ pipeline: String, file: StaticString = #filePath, line: UInt = #line) -> [String]? {
        runTrace(prelude + pipeline + "\n    .subscribe { print($0) }\n    .disposed(by: disposeBag)", file: file, line: line)?.printed
    }

    func testAThrowingMapEndsTheObservableWithItsError() {
        XCTAssertEqual(printed("""
            Observable.of(1, 2, 3)
                .map { value -> Int in
                    if value == 2 { throw TestError.boom }
                    return value * 10
                }
            """), ["next(10)", "error(boom)"])
    }

    func testAThrowingFilterCompactMapScanAndReduceEndTheObservable() {
        XCTAssertEqual(printed("""
            Observable.of(1, 2, 3).filter { if $0 == 3 { throw TestError.boom }; return true }
            """), ["next(1)", "next(2)", "error(boom)"])
        XCTAssertEqual(printed("""
            Observable.of(1, 2).compactMap { value -> Int? in
                guard value < 2 else { throw TestError.boom }
                return value
            }
            """), ["next(1)", "error(boom)"])
        XCTAssertEqual(printed("""
            Observable.of(1, 2, 3).scan(0) { sum, value in
                if value == 3 { throw TestError.boom }
                return sum + value
            }
            """), ["next(1)", "next(3)", "error(boom)"])
        XCTAssertEqual(printed("""
            Observable.of(1, 2).reduce(0) { sum, value in
                if value == 2 { throw TestError.boom }
                return sum + value
            }
            """), ["error(boom)"])
    }

    func testAThrowingKeySelectorEndsTheObservable() {
        XCTAssertEqual(printed("""
            Observable.of(1, 2, 2, 3)
                .distinctUntilChanged { value -> Int in
                    if value == 3 { throw TestError.boom }
                    return value
                }
            """), ["next(1)", "next(2)", "error(boom)"])
    }

    /// In Combine, `map`'s closure cannot throw (Swift refuses it); the run says so at the
    /// closure and names the operators whose closures may, where it printed
    /// `ClosureThrow(value: MyError)` before.
    func testAThrowInACombineMapIsAnErrorThatNamesTheTryOperators() {
        XCTAssertEqual(runErrors("""
            struct MyError: Error {}
            s = Just(1)
            C = s.map { v -> Int in throw MyError() }.sink()
            """), """
            test.marble:3:11: error: the closure threw MyError(), but this closure cannot throw
             3 | C = s.map { v -> Int in throw MyError() }.sink()
               |           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected a try operator (tryMap, tryFilter, tryScan, ...), whose closure's error fails the stream

            """)
    }

    /// `try? subject.value()` and `try! subject.value()` read the value as `try` does.
    func testTryMarksOnASubjectsValue() {
        let trace = runTrace("""
            import RxSwift
            let subject = BehaviorSubject<Int>(value: 4)
            print("forced:", try! subject.value())
            print("optional:", (try? subject.value()) ?? -1)
            """)
        XCTAssertEqual(trace?.printed, ["forced: 4", "optional: 4"])
    }
}
