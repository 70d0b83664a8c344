import MarbleTrace
import TestSupport
import XCTest

/// A tuple reaching a closure spreads over `$0, $1` only when the closure takes its
/// elements, as in Swift; `$0.1` picks an element of the whole tuple.
final class TupleClosureTests: XCTestCase {
    func testTupleSpreadsOnlyWhenTheClosureUsesItsElements() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            C = s.zip(s.map { $0 * 10 }).map { $0.1 + $0.0 }.sink()
            D = s.zip(s).map { $0 + $1 }.sink()
            E = s.zip(s).map { "\\($0)" }.sink()
            F = s.zip(s).map { a, b in a - b }.sink()
            s.send("-1|")
            """)
        XCTAssertEqual(trace?.lanes.filter { $0.role == .subscriber }.map { "\($0.name) \($0.events)" }, [
            "C [subscribe @ 0, request(unlimited) @ 0, value(11) @ 1, finished @ 2]",
            "D [subscribe @ 0, request(unlimited) @ 0, value(2) @ 1, finished @ 2]",
            "E [subscribe @ 0, request(unlimited) @ 0, value((1, 1)) @ 1, finished @ 2]",
            "F [subscribe @ 0, request(unlimited) @ 0, value(0) @ 1, finished @ 2]",
        ])
    }
}
