import TestSupport
import XCTest

/// Top-level `func` declarations in pasted code, called from closures: labels, `_`, `throws`
/// and `try`, recursion, and the errors of calls that do not match.
final class PastedFunctionTests: XCTestCase {
    func testAFunctionWithLabelsIsCalledFromAClosure() {
        assertPasted(#"""
            func describe(_ value: Int, unit: String) -> String {
                if value == 1 { return "one \(unit)" }
                return "\(value) \(unit)s"
            }
            let c = [1, 3].publisher.map { describe($0, unit: "tick") }.sink { print($0) }
            """#, trace: """
            c  (^,one tick,3 ticks,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["one tick", "3 ticks"])
    }

    func testAThrowingFunctionFailsATryMap() {
        assertPasted(#"""
            enum ParseError: Error { case negative }
            func checked(from: Int) throws -> Int {
                guard from >= 0 else { throw ParseError.negative }
                return from * 10
            }
            let c = [2, -1, 3].publisher
                .tryMap { try checked(from: $0) }
                .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
            """#, trace: """
            c  (^,20,#)
            """, ticks: 1, unit: nil, lane: "c", prints: ["20"], failures: ["negative"])
    }

    /// A function that throws for a negative number.
    private static let checked = """
        enum ParseError: Error { case negative }
        func checked(from: Int) throws -> Int {
            guard from >= 0 else { throw ParseError.negative }
            return from * 10
        }

        """

    /// `try?` makes a thrown error `nil`; `try!` stops the run at itself, as Swift traps.
    func testTryQuestionMarkIsNilWhereTheCallThrows() {
        assertPasted(Self.checked + #"""
            let c = [2, -1, 3].publisher.map { try? checked(from: $0) }.sink { _ in }
            """#, trace: """
            c  (^,20,nil,30,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["20", "nil", "30"])
    }

    func testTryExclamationMarkStopsTheRunWhereTheCallThrows() {
        XCTAssertEqual(runErrors(Self.checked + """
            let c = [2, -1].publisher.map { try! checked(from: $0) }.sink { _ in }
            """), """
            test.marble:6:33: error: 'try!' expression unexpectedly raised an error: negative; the run stops, as Swift traps
             6 | let c = [2, -1].publisher.map { try! checked(from: $0) }.sink { _ in }
               |                                 ^~~~~~~~~~~~~~~~~~~~~~ expected no error; 'try?' makes it nil, a try operator's closure fails the stream with it

            """)
    }

    func testARecursiveFunction() {
        assertPasted(#"""
            func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
            let c = [3, 5].publisher.map { factorial($0) }.sink { print($0) }
            """#, trace: """
            c  (^,6,120,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["6", "120"])
    }

    func testEndlessRecursionAndMismatchedLabelsAreRunErrors() {
        XCTAssertEqual(runErrors("""
            func forever(_ n: Int) -> Int { forever(n + 1) }
            func f(x: Int) -> Int { x }
            let c = [1].publisher.map { forever($0) }.sink { print($0) }
            let d = [1].publisher.map { f($0) }.sink { print($0) }
            """), """
            test.marble:1:33: error: the function forever calls itself more than 64 levels deep
             1 | func forever(_ n: Int) -> Int { forever(n + 1) }
               |                                 ^~~~~~~~~~~~~~ expected a function that ends its recursion
            test.marble:4:29: error: the arguments of this call do not match the function f(x:)
             4 | let d = [1].publisher.map { f($0) }.sink { print($0) }
               |                             ^~~~~ expected one argument for each parameter, with its label

            """)
    }

    func testAMalformedDeclarationSaysWhatWasExpected() {
        XCTAssertEqual(runErrors("""
            func f(x: Int = 3) -> Int { x }
            """), """
            test.marble:1:15: error: unexpected '='
             1 | func f(x: Int = 3) -> Int { x }
               |               ^ expected ',' or ')'

            """)
    }
}
