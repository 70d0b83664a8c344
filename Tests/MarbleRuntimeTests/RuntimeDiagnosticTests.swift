import TestSupport
import XCTest

/// Every build and run error is reported with its place, the line and a caret, by exact text.
final class RuntimeDiagnosticTests: XCTestCase {
    func testEveryBuildErrorInAFileIsReported() {
        let source = """
            s = PassthroughSubject<Int>()
            b = s.scna(10, +)
            C = x.sink()
            s.send("-1-(2")
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:7: error: unknown operator 'scna'
             2 | b = s.scna(10, +)
               |       ^~~~ expected an operator: did you mean 'scan'?
            test.marble:3:5: error: unknown name 'x'
             3 | C = x.sink()
               |     ^ expected one of: s
            test.marble:4:12: error: unclosed group '('
             4 | s.send("-1-(2")
               |            ^ expected ')'

            """)
    }

    func testArgumentsAreChecked() {
        let source = """
            s = PassthroughSubject<Int>()
            E = s.sink(at: 3, until: 1)
            s.request(2)
            s.send("1", at: -2)
            F = s.sink(demnd: 2)
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:5: error: 'until:' is before 'at:'
             2 | E = s.sink(at: 3, until: 1)
               |     ^~~~~~~~~~~~~~~~~~~~~~~ expected a tick at or after 3
            test.marble:3:3: error: a subject cannot 'request'
             3 | s.request(2)
               |   ^~~~~~~ expected a subscriber bound with 'C = p.sink()'
            test.marble:4:17: error: tick -2 is out of range
             4 | s.send("1", at: -2)
               |                 ^~ expected a tick from 0 to 1000000
            test.marble:5:12: error: 'sink' has no argument 'demnd:'
             5 | F = s.sink(demnd: 2)
               |            ^~~~~ expected a label: did you mean 'demand:'?

            """)
    }

    func testAMisspeltLabelIsNamedFromTheOperatorsLabels() {
        let source = """
            s = PassthroughSubject<Int>()
            G = s.merge(wth: s)
            H = s.map(by: 2) { $0 }
            I = s.prefix(untilOutputFrm: s)
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:13: error: 'merge' has no argument 'wth:'
             2 | G = s.merge(wth: s)
               |             ^~~ expected a label: did you mean 'with:'?
            test.marble:3:11: error: 'map' has no argument 'by:'
             3 | H = s.map(by: 2) { $0 }
               |           ^~ expected no labelled arguments
            test.marble:4:14: error: 'prefix' has no argument 'untilOutputFrm:'
             4 | I = s.prefix(untilOutputFrm: s)
               |              ^~~~~~~~~~~~~~ expected a label: did you mean 'untilOutputFrom:'?

            """)
    }

    func testClosureErrorsWhileRunningPointAtTheClosure() {
        let source = """
            s = PassthroughSubject<Int>()
            D = s.map { $0 * "a" }.sink()
            F = s.filter { $0 }.sink()
            s.send("-1-2|")
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:13: error: cannot apply '*' to Int and String
             2 | D = s.map { $0 * "a" }.sink()
               |             ^~~~~~~~
            test.marble:3:14: error: the filter returned Int, not Bool
             3 | F = s.filter { $0 }.sink()
               |              ^~~~~~

            """)
    }

    func testARedefinedNameIsAnError() {
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\ns = PassthroughSubject<Int>()"), """
            test.marble:2:1: error: 's' is already defined
             2 | s = PassthroughSubject<Int>()
               | ^ expected a new name

            """)
    }

    func testTryMapTurnsAClosureErrorIntoAFailure() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            C = s.tryMap { 10 / $0 }.sink()
            s.send("-5-0-2|")
            """)
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 2), .failure(3, "division by zero")])
    }

    func testDiscardedSinkIsCancelledAtOnce() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            _ = s.sink()
            C = s.sink()
            s.send("-1|")
            """)
        XCTAssertEqual(trace?.lanes.map(\.name), ["s", "C"])
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .finished(2)])
    }
}
