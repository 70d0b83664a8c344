import TestSupport
import XCTest

/// Bad arguments to the one-upstream operators and the new sources give errors with their
/// place, by exact text; closure errors while running point at the closure.
final class OperatorDiagnosticTests: XCTestCase {
    func testOperatorArgumentsAreChecked() {
        let source = """
            s = PassthroughSubject<Int>()
            a = s.prefix(-1)
            b = s.collect(0)
            c = s.dropFirst("x")
            d = s.replaceError(0)
            e = s.output(2)
            f = s.first(where: 3)
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:14: error: '-1' is negative
             2 | a = s.prefix(-1)
               |              ^~ expected how many values to keep
            test.marble:3:15: error: 'collect(0)' would never publish an array
             3 | b = s.collect(0)
               |               ^ expected a count of 1 or more
            test.marble:4:17: error: '"x"' is not a whole number
             4 | c = s.dropFirst("x")
               |                 ^~~ expected how many values to skip
            test.marble:5:5: error: missing argument 'with:' to 'replaceError'
             5 | d = s.replaceError(0)
               |     ^~~~~~~~~~~~~~~~~ expected the value that replaces a failure
            test.marble:6:5: error: missing argument 'at:' to 'output'
             6 | e = s.output(2)
               |     ^~~~~~~~~~~ expected the index of the value to keep, from 0
            test.marble:7:20: error: '3' is not a closure
             7 | f = s.first(where: 3)
               |                    ^ expected a closure such as '{ $0 * 2 }'

            """)
    }

    func testRunErrorsOfTheNewOperatorsAndSources() {
        let source = """
            s = PassthroughSubject<Int>()
            g = s.compactMap { nil + 1 }.sink()
            h = Deferred { 42 }.sink()
            k = s.max().sink()
            m = s.drop(while: { $0 }).sink()
            s.send("-1-a|", values: [a: "a"])
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:20: error: cannot apply '+' to nil and Int
             2 | g = s.compactMap { nil + 1 }.sink()
               |                    ^~~~~~~
            test.marble:3:14: error: the closure of Deferred built the value 42 (Int), not a publisher
             3 | h = Deferred { 42 }.sink()
               |              ^~~~~~
            test.marble:4:5: error: cannot compare Int and String
             4 | k = s.max().sink()
               |     ^~~~~~~
            test.marble:5:19: error: the predicate returned Int, not Bool
             5 | m = s.drop(while: { $0 }).sink()
               |                   ^~~~~~

            """)
    }

    func testAClosureErrorInATryOperatorIsAFailureNotAnError() {
        assertLanes(runTrace("""
            s = PassthroughSubject<Int>()
            C = s.tryFilter { 6 / $0 > 2 }.sink()
            s.send("-1-0-2|")
            """), [
            lane("s", .subject, "PassthroughSubject<Int>()", [.value(1, 1), .value(3, 0), .value(5, 2), .finished(6)]),
            lane("C", .subscriber, "s.tryFilter { 6 / $0 > 2 }.sink()", [
                .subscribe(0), .unlimited(0), .value(1, 1), .failure(3, "division by zero"),
            ]),
        ])
    }
}
