import TestSupport
import XCTest

/// Closure bodies as Swift writes them: local names, `if`/`else`, `guard`, `switch`,
/// `return` and `throw`, separated by line breaks or `;`.
final class PastedClosureStatementTests: XCTestCase {
    func testLocalsAndIfElseIfElse() {
        assertPasted(#"""
            let c = [1, 5, 12].publisher
                .map { value -> String in
                    let doubled = value * 2
                    var label = "small"
                    if doubled > 20 {
                        label = "big"
                    } else if doubled > 5 {
                        label = "medium"
                    }
                    return "\(label) \(doubled)"
                }
                .sink { print($0) }
            """#, trace: """
            c  (^,small 2,medium 10,big 24,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["small 2", "medium 10", "big 24"])
    }

    func testGuardThrowFailsATryMapWithTheDeclaredCase() {
        assertPasted(#"""
            enum APIError: Error { case badValue, timeout }
            let c = [3, 1, -2, 4].publisher
                .tryMap { guard $0 > 0 else { throw APIError.badValue }; return $0 * 10 }
                .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
            """#, trace: """
            c  (^,30,10,#)
            """, ticks: 1, unit: nil, lane: "c", prints: ["30", "10"], failures: ["badValue"])
    }

    func testSwitchOverValuesAndErrorCases() {
        assertPasted(#"""
            enum APIError: Error { case timeout, badStatus(Int) }
            let s = PassthroughSubject<Int, Never>()
            let c = s
                .tryMap { code -> String in
                    switch code {
                    case 200, 204: return "ok"
                    case 404:
                        throw APIError.badStatus(code)
                    default:
                        return "other"
                    }
                }
                .mapError { error -> APIError in
                    switch error {
                    case .timeout: return .timeout
                    case let .badStatus(code): return .badStatus(code + 1)
                    default: return .timeout
                    }
                }
                .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
            s.send(200)
            s.send(500)
            s.send(404)
            """#, trace: """
            s       (200,500,404)-
            tryMap  (^,ok,other,#)
            c       (^,ok,other,#)
            """, ticks: 1, unit: nil, lane: "c", prints: ["ok", "other"], failures: ["badStatus(404)", "badStatus(405)"])
    }

    func testImplicitErrorCaseInMapErrorAndCatch() {
        assertPasted(#"""
            enum APIError: Error { case timeout, offline }
            let s = PassthroughSubject<Int, Error>()
            let c = s
                .mapError { _ in APIError.timeout }
                .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
            let d = s
                .catch { _ in Just(0) }
                .sink { print($0) }
            s.send(1)
            s.send(completion: .failure(.offline))
            """#, trace: """
            s  (1,#)
            c  (^,1,#)
            d  (^,1,0,|)
            """, ticks: 1, unit: nil, lane: "d", prints: ["1", "0"], failures: ["offline", "timeout"])
    }

    /// A closure written over several lines is labelled on one line as Swift would read it
    /// there: statements separated by "; ", comments left out.
    func testAMultiLineClosureIsLabelledWithItsStatementsSeparatedBySemicolons() {
        guard let trace = runResult(#"""
            let numbers = [1, 2, 3].publisher
            let running = numbers
                .scan(0) { acc, v in
                    // the running total
                    let total = acc + v
                    return total
                }
                .sink { print($0) }
            """#)?.trace else { return }
        XCTAssertEqual(trace.lanes.map(\.label), [
            "[1, 2, 3].publisher", "numbers.scan(0) { acc, v in let total = acc + v; return total }.sink { print($0) }",
        ])
    }
}

/// Mistakes in closure statements are located errors that say what was expected.
final class PastedClosureStatementDiagnosticTests: XCTestCase {
    func testAGuardThatFallsThroughAndAssignmentsToAParameterOrAnUnknownName() {
        XCTAssertEqual(runErrors(#"""
            let c = [1].publisher
                .map { value -> Int in guard value > 5 else { value = 1 }; return value }
                .sink { print($0) }
            let d = [1].publisher
                .map { guard $0 > 5 else { print($0) }; return $0 }
                .sink { print($0) }
            let e = [1].publisher
                .map { total += $0; return $0 }
                .sink { print($0) }
            """#), #"""
            test.marble:2:51: error: 'value' is a parameter of the closure, which cannot change
             2 |     .map { value -> Int in guard value > 5 else { value = 1 }; return value }
               |                                                   ^~~~~ expected a local copy to change, e.g. var copy = value
            test.marble:5:18: error: the 'else' of this guard does not leave the closure
             5 |     .map { guard $0 > 5 else { print($0) }; return $0 }
               |                  ^~~~~~ expected 'return' or 'throw' at the end of the else block
            test.marble:8:12: error: 'total' is not a variable of the file
             8 |     .map { total += $0; return $0 }
               |            ^~~~~ expected a name bound to a value above, e.g. var count = 0

            """#)
    }
}
