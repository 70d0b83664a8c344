import Marbles
import XCTest

/// `Trace.check(expectations:)`: `expect(...)` lines checked against a trace no run of them
/// made (a recorder's, a saved one).
final class TraceExpectationsTests: XCTestCase {
    private let trace = Trace(ticks: 5, lanes: [
        Lane("C", role: .subscriber, label: "s.sink()", events: [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2), .finished(4)]),
    ])

    func testExpectationsThatHoldGiveNoFailure() throws {
        XCTAssertEqual(try trace.check(expectations: """
            expect(C, "-1-2|")
            expect(C.requests, "*")
            """), [])
    }

    func testAnExpectationThatFailsSaysWhere() throws {
        let failures = try trace.check(expectations: #"expect(C, "-1--2|")"#)
        XCTAssertEqual(failures.map(\.message), ["C: expected nothing at tick 3, got 2"])
        XCTAssertEqual(failures.map(\.tick), [3])
    }

    func testALineThatIsNoExpectationIsALocatedError() {
        XCTAssertThrowsError(try trace.check(expectations: "s = PassthroughSubject<Int>()\n", fileName: "x.marble")) { error in
            XCTAssertTrue("\(error)".hasPrefix("x.marble:1:1: error: only expect(...) lines can be checked against a trace"), "\(error)")
        }
    }

    func testAnUnknownLaneIsALocatedError() {
        XCTAssertThrowsError(try trace.check(expectations: #"expect(D, "-1")"#)) { error in
            XCTAssertTrue("\(error)".hasPrefix("<expectations>:1:8: error: "), "\(error)")
        }
    }
}
