import TestSupport
import XCTest

/// Bad arguments to the combining operators, and closures that do not build publishers.
final class CombiningDiagnosticTests: XCTestCase {
    func testBadArgumentsAreReportedWhereTheyAre() {
        XCTAssertEqual(runErrors("""
            s = PassthroughSubject<Int>()
            m = s.merge(s)
            z = s.zip()
            r = s.retry("x")
            p = s.append(1, s)
            """), """
            test.marble:2:5: error: missing argument 'with:' to 'merge'
             2 | m = s.merge(s)
               |     ^~~~~~~~~~ expected a publisher to merge with
            test.marble:3:5: error: 'zip' takes one, two or three publishers
             3 | z = s.zip()
               |     ^~~~~~~ expected 'zip(p)', 'zip(p, q)' or 'zip(p, q, r)', optionally with a closure
            test.marble:4:13: error: '"x"' is not a whole number
             4 | r = s.retry("x")
               |             ^~~ expected a whole number of retries
            test.marble:5:17: error: 's' cannot be appended here
             5 | p = s.append(1, s)
               |                 ^ expected one publisher, or values such as 1, 2

            """)
    }

    /// `output(in:)` takes a range of indexes; `print` writes to the console only.
    func testOutputInAndPrintArgumentsAreChecked() {
        XCTAssertEqual(runErrors("""
            s = PassthroughSubject<Int>()
            a = s.output(in: 5...3)
            b = s.output(in: 4)
            c = s.print("log", to: stream)
            d = s.print(5)
            """), """
            test.marble:2:18: error: '5...3' is not a range of indexes
             2 | a = s.output(in: 5...3)
               |                  ^~~~~ expected a range such as 3...5 or 0..<2
            test.marble:3:18: error: '4' is not a range of indexes
             3 | b = s.output(in: 4)
               |                  ^ expected a range such as 3...5 or 0..<2
            test.marble:4:24: error: print writes to the console, not to 'stream'
             4 | c = s.print("log", to: stream)
               |                        ^~~~~~ expected to: nil, or no to:
            test.marble:5:13: error: '5' is not a label for print
             5 | d = s.print(5)
               |             ^ expected a string, e.g. print("numbers")

            """)
    }

    func testClosuresThatDoNotMakePublishersFailTheRun() {
        XCTAssertEqual(runErrors("""
            s = PassthroughSubject<Int>()
            A = s.flatMap { $0 + 1 }.sink()
            B = s.switchToLatest().sink()
            s.send("-1|")
            """), """
            test.marble:2:15: error: the flatMap closure returned the value 2 (Int), not a publisher
             2 | A = s.flatMap { $0 + 1 }.sink()
               |               ^~~~~~~~~~ expected a closure that builds a publisher, such as { cold("-a|") }
            test.marble:3:7: error: switchToLatest received Int '1', not a publisher
             3 | B = s.switchToLatest().sink()
               |       ^~~~~~~~~~~~~~ expected a publisher of publishers, such as s.map { cold("-a|") }

            """)
    }
}
