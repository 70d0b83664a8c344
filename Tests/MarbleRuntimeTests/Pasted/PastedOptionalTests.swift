import TestSupport
import XCTest

/// Swift's optionals in pasted code: `nil` as a value (drawn `nil`), `x!`, `x?.name`, `??`,
/// `if let` / `guard let`, `Int("12")`, and the operators made for them.
final class PastedOptionalTests: XCTestCase {
    func testNilTravelsAndIsDrawnNil() {
        assertPasted(#"""
            let values: [Int?] = [1, nil, 3]
            let c = values.publisher.sink { print($0) }
            """#, trace: """
            c  (^,1,nil,3,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["1", "nil", "3"])
    }

    func testIntOfAStringIsOptionalAndCompactMapDropsNil() {
        assertPasted(#"""
            let c = ["12", "x", "7"].publisher
                .compactMap { Int($0) }
                .sink { print($0) }
            """#, trace: """
            c  (^,12,7,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["12", "7"])
    }

    func testNilCoalescingOptionalChainingAndIfLet() {
        assertPasted(#"""
            let c = ["12", "x", "7"].publisher
                .map { text -> String in
                    let number: Int? = Int(text)
                    if let number, number > 10 {
                        return "big \(number)"
                    }
                    let shown = number?.description ?? "none"
                    return shown
                }
                .sink { print($0) }
            """#, trace: """
            c  (^,big 12,none,7,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["big 12", "none", "7"])
    }

    func testGuardLetBindsForTheRestOfTheBody() {
        assertPasted(#"""
            let c = ["3", "a", "5"].publisher
                .map { text -> Int in
                    guard let n = Int(text) else { return -1 }
                    return n * 2
                }
                .sink { print($0) }
            """#, trace: """
            c  (^,6,-1,10,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["6", "-1", "10"])
    }

    func testForceUnwrapOfAValue() {
        assertPasted(#"""
            let c = ["3", "5"].publisher.map { Int($0)! + 1 }.sink { print($0) }
            """#, trace: """
            c  (^,4,6,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["4", "6"])
    }

    func testForceUnwrapOfNilIsARunErrorAtTheUnwrap() {
        XCTAssertEqual(runErrors("""
            let c = ["3", "x"].publisher.map { Int($0)! }.sink { print($0) }
            """), """
            test.marble:1:36: error: 'Int($0)' is nil: the force unwrap '!' stops the run, as Swift traps
             1 | let c = ["3", "x"].publisher.map { Int($0)! }.sink { print($0) }
               |                                    ^~~~~~~~ expected a value; '?? default', 'if let' or 'guard let' handle nil

            """)
    }

    func testDoubleNanAndReplaceNil() {
        assertPasted(#"""
            let values: [Double?] = [1.5, nil]
            let c = values.publisher.replaceNil(with: Double.nan).sink { print($0) }
            """#, trace: """
            c  (^,1.5,nan,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["1.5", "nan"])
    }

    func testAQuestionMarkNotFollowedByADotIsNamed() {
        XCTAssertEqual(runErrors("""
            let c = [1].publisher.map { $0? + 1 }.sink { print($0) }
            """), """
            test.marble:1:33: error: unexpected '+'
             1 | let c = [1].publisher.map { $0? + 1 }.sink { print($0) }
               |                                 ^ expected '.' after '?' (optional chaining, such as name?.count)

            """)
    }

    func testSubscriptsOfDictionariesAndArrays() {
        assertPasted(#"""
            let names = [1: "one", 2: "two"]
            let order = [10, 20, 30]
            let c = [2, 0, 1].publisher.map { "\(names[$0] ?? "?") \(order[$0])" }.sink { print($0) }
            """#, trace: """
            c  (^,two 30,? 10,one 20,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["two 30", "? 10", "one 20"])
    }

    func testSubscriptErrorsAreLocated() {
        XCTAssertEqual(runErrors("""
            let order = [10, 20]
            let c = [5].publisher.map { order[$0] }.sink { print($0) }
            let d = [1].publisher.map { [1: "a", 1: "b"][$0] }.sink { print($0) }
            let e = [1].publisher.map { $0[0] }.sink { print($0) }
            """), """
            test.marble:2:29: error: index 5 is out of range: the array has 2 element(s)
             2 | let c = [5].publisher.map { order[$0] }.sink { print($0) }
               |                             ^~~~~~~~~ expected an index from 0 to 1
            test.marble:3:38: error: the key 1 is in this dictionary twice
             3 | let d = [1].publisher.map { [1: "a", 1: "b"][$0] }.sink { print($0) }
               |                                      ^ expected each key once
            test.marble:4:29: error: cannot subscript Int with Int
             4 | let e = [1].publisher.map { $0[0] }.sink { print($0) }
               |                             ^~~~~ expected a dictionary with a key, or an array with an Int

            """)
    }
}
