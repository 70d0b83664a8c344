import MarbleTrace
import TestSupport
import XCTest

/// A closure written inside a closure that builds publishers reads the outer closure's names,
/// as Swift captures them: `flatMap { n in ys.map { "\($0)\(n)" } }`.
final class ClosureCaptureTests: XCTestCase {
    func testAnInnerClosureReadsTheOuterParameter() throws {
        let trace = try XCTUnwrap(runTrace("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { n in cold("-a|").map { "\\($0)\\(n)" } }.sink()
            s.send("-1--2|")
            """))
        XCTAssertEqual(trace[lane: "C"]?.events(in: .received), [
            ViewEvent(tick: 2, kind: .value(.string("a1"))), ViewEvent(tick: 5, kind: .value(.string("a2"))), ViewEvent(tick: 6, kind: .finished),
        ])
    }

    func testTheInnerClosuresOwnParameterHidesTheOuterOne() throws {
        let trace = try XCTUnwrap(runTrace("""
            s = PassthroughSubject<Int>()
            C = s.flatMap { n in cold("-5|").map { n in n * 10 } }.sink()
            s.send("-1|")
            """))
        XCTAssertEqual(trace[lane: "C"]?.events(in: .received).first, ViewEvent(tick: 2, kind: .value(.int(50))))
    }
}
