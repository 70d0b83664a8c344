import MarbleDSL
@testable import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// `map`, `scan` and `reduce` apply a closure that is Int arithmetic (`{ $0 * 3 }`, `+`) in
/// place where the result is exact (`IntArithmetic`); every other value goes through the
/// closure as before, with the same value or the same error at the closure.
final class InPlaceArithmeticTests: XCTestCase {
    func testAnOverflowADivisionByZeroOrAStringGoesThroughTheClosure() {
        let source = """
            s = PassthroughSubject<Int>()
            C = s.map { $0 * 3 }.sink()
            D = s.scan(0, +).sink()
            E = s.reduce(100) { $0 / $1 }.sink()
            s.send("-1-m-0-x-2|", values: [m: 9223372036854775807, x: "x"])
            """
        let result = MarbleRunner.run(MarbleParser.parse(source).file)
        XCTAssertEqual(DiagnosticFormatter(fileName: "test.marble", source: source).format(result.diagnostics), """
            test.marble:2:13: error: arithmetic overflow
             2 | C = s.map { $0 * 3 }.sink()
               |             ^~~~~~
            test.marble:3:15: error: arithmetic overflow
             3 | D = s.scan(0, +).sink()
               |               ^
            test.marble:4:21: error: division by zero
             4 | E = s.reduce(100) { $0 / $1 }.sink()
               |                     ^~~~~~~

            """)
        // A run with errors gives no trace: the values are pinned by the next test.
        XCTAssertNil(result.trace)
    }

    func testDoublesAndStringsGoThroughTheClosure() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            C = s.map { $0 + 1 }.scan(0.5, +).sink()
            D = s.scan(0, +).sink()
            s.send("-1-x-2|", values: [x: "x"])
            """)
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 2.5), .value(3, "2.5x1"), .value(5, "2.5x13"), .finished(6)])
        XCTAssertEqual(trace?[lane: "D"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, "1x"), .value(5, "1x2"), .finished(6)])
    }
}
