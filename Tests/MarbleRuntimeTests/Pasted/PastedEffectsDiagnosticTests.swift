import TestSupport
import XCTest

/// Mistakes in the constructs pasted tests act with are located errors that say what works:
/// a duration Combine has not, `assign(to:on:)` onto what has no value, a `let` assigned, a
/// subscription assigned again, case patterns that bind badly.
final class PastedEffectsDiagnosticTests: XCTestCase {
    func testDurationsCombineHasNotAndAssignOntoWhatHasNoValue() {
        XCTAssertEqual(runErrors(#"""
            let scheduler = DispatchQueue.test
            let s = PassthroughSubject<Int, Never>()
            let total = CurrentValueSubject<Int, Never>(0)
            var kept = s.sink { print($0) }
            s.debounce(for: .interval(1), scheduler: scheduler).sink { print($0) }
            s.assign(to: \.count, on: total)
            s.assign(to: \.value, on: s)
            kept = s.sink { print($0) }
            """#), #"""
            test.marble:5:17: error: '.interval' is not a duration of Combine's schedulers
             5 | s.debounce(for: .interval(1), scheduler: scheduler).sink { print($0) }
               |                 ^~~~~~~~~ expected .seconds(n), .milliseconds(n), .microseconds(n), .nanoseconds(n), or a number of seconds
            test.marble:6:14: error: assign(to:on:) cannot assign to the key path \.count
             6 | s.assign(to: \.count, on: total)
               |              ^~~~~~~ expected assign(to: \.value, on: subject), onto a CurrentValueSubject the file declares
            test.marble:7:27: error: assign(to:on:) cannot assign to a subject without a value
             7 | s.assign(to: \.value, on: s)
               |                           ^ expected assign(to: \.value, on: subject), onto a CurrentValueSubject the file declares
            test.marble:8:1: error: 'kept' holds a subscriber, which a diagram does not assign again
             8 | kept = s.sink { print($0) }
               | ^~~~ expected an assignment to a var holding a value (var count = 0); for another subscription, a new name

            """#)
    }

    func testAssigningALetConstant() {
        XCTAssertEqual(runErrors(#"""
            let factor = 2
            var count = 0
            factor = 3
            count += 1
            factor += 1
            """#), #"""
            test.marble:3:1: error: cannot assign to 'factor': it is declared with let on line 1
             3 | factor = 3
               | ^~~~~~ expected a name declared with var to assign it again
            test.marble:5:1: error: cannot assign to 'factor': it is declared with let on line 1
             5 | factor += 1
               | ^~~~~~ expected a name declared with var to assign it again

            """#)
    }

    func testCasePatternsThatBindBadly() {
        XCTAssertEqual(runErrors(#"""
            let a = [1].publisher.map { x in
                switch x {
                case .a(let): return 1
                default: return 0
                }
            }
            let b = [1].publisher.map { x in
                switch x {
                case .b(let y, let z): return 2
                default: return 0
                }
            }
            let c = [1].publisher.map { x in
                switch x {
                case let .c(y), .d(z): return 3
                default: return 0
                }
            }
            let d = [1].publisher.map { x in
                switch x {
                case 1 where: return 4
                default: return 0
                }
            }
            let e = [1].publisher.map { if case = $0 { return 1 }; return 0 }
            let k = \.
            """#), #"""
            test.marble:3:16: error: unexpected ')'
             3 |     case .a(let): return 1
               |                ^ expected a name to bind
            test.marble:9:24: error: unexpected 'z'
             9 |     case .b(let y, let z): return 2
               |                        ^ expected one name to bind, such as .badStatus(let code)
            test.marble:15:24: error: unexpected 'z'
             15 |     case let .c(y), .d(z): return 3
                |                        ^ expected one name bound in a case; write a case for each pattern
            test.marble:21:17: error: unexpected ':'
             21 |     case 1 where: return 4
                |                 ^ expected an expression
            test.marble:25:37: error: unexpected '='
             25 | let e = [1].publisher.map { if case = $0 { return 1 }; return 0 }
                |                                     ^ expected an expression
            test.marble:26:10: error: unexpected '.'
             26 | let k = \.
                |          ^ expected a property after '\', such as \.value

            """#)
    }
}
