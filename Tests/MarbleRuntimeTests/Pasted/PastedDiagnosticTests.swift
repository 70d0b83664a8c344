import TestSupport
import XCTest

/// Pasted Swift that is no part of a diagram, and mistakes in pasted Combine code: each a
/// located error that names the construct, with "did you mean" where a name is close.
final class PastedDiagnosticTests: XCTestCase {
    func testSwiftDeclarationsAreNamedNotUnexpected() {
        XCTAssertEqual(runErrors(#"""
            import Combine
            import UIKit

            final class ViewModel {
                var x = 1
            }
            protocol Loader {}
            func load() async {}
            let s = PassthroughSubject<Int, Never>()
            """#), #"""
            test.marble:2:8: error: module 'UIKit' has nothing for a diagram
             2 | import UIKit
               |        ^~~~~ expected import Combine, Foundation, CombineSchedulers, XCTest, Testing, RxSwift, RxTest or RxRelay
            test.marble:4:1: error: a class declaration needs compiled mode, which compiles the file with swiftc and runs it
             4 | final class ViewModel {
               | ^~~~~ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings
            test.marble:7:1: error: a protocol declaration needs compiled mode, which compiles the file with swiftc and runs it
             7 | protocol Loader {}
               | ^~~~~~~~ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings
            test.marble:8:13: error: an async function needs compiled mode, which compiles the file with swiftc and runs it
             8 | func load() async {}
               |             ^~~~~ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings

            """#)
    }

    /// `@Published`: an attribute, which only compiled mode compiles.
    func testAnAttributeNeedsCompiledMode() {
        XCTAssertEqual(runErrors(#"""
            @Published var count = 0
            """#), #"""
            test.marble:1:1: error: an attribute ('@Published') needs compiled mode, which compiles the file with swiftc and runs it
             1 | @Published var count = 0
               | ^ expected compiled mode: marbles render test.marble --compile -o test.png

            """#)
    }

    func testATypeCastIsNamed() {
        XCTAssertEqual(runErrors(#"""
            let subject = PassthroughSubject<Any, Never>()
            let ints = subject.compactMap { $0 as? Int }.sink()
            let strings = subject.filter { $0 is String }.sink()
            """#), #"""
            test.marble:2:36: error: a type cast ('as?') is not part of a diagram
             2 | let ints = subject.compactMap { $0 as? Int }.sink()
               |                                    ^~~ expected the value itself: a diagram's values carry no static type to cast to or test
            test.marble:3:35: error: a type cast ('is') is not part of a diagram
             3 | let strings = subject.filter { $0 is String }.sink()
               |                                   ^~ expected the value itself: a diagram's values carry no static type to cast to or test

            """#)
    }

    /// A struct's braces left open up to the end of the file, with its members on lines of
    /// their own (a type ends at its line's end, so a line may start with `let` after `]`).
    func testAStructLeftOpenIsAMissingBrace() {
        XCTAssertEqual(runErrors("struct P {\n    let a: [Int]\n    let b: Int\n"), """
            test.marble:3:15: error: unexpected end of file
             3 |     let b: Int
               |               ^ expected '}'

            """)
    }

    func testAStructHasStoredPropertiesOnly() {
        XCTAssertEqual(runErrors(#"""
            struct Point { var x = 1 }
            struct Boom: Error { let code: Int = 3 }
            struct Bang: Error {
                let code: Int
                func describe() -> String { "bang" }
            }
            struct Fine: Error, Equatable {}
            f = Fail(error: Fine(code: 1))
            """#), #"""
            test.marble:1:22: error: a stored property with a default value needs compiled mode, which compiles the file with swiftc and runs it
             1 | struct Point { var x = 1 }
               |                      ^ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings
            test.marble:2:36: error: a stored property with a default value needs compiled mode, which compiles the file with swiftc and runs it
             2 | struct Boom: Error { let code: Int = 3 }
               |                                    ^ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings
            test.marble:5:5: error: a struct's member other than a stored property needs compiled mode, which compiles the file with swiftc and runs it
             5 |     func describe() -> String { "bang" }
               |     ^~~~ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings

            """#)
        XCTAssertEqual(runErrors(#"""
            struct Wrapped: Error { let code: Int; var reason: String }
            f = Fail<Int, Wrapped>(error: Wrapped(reason: "late", code: 504))
            """#), #"""
            test.marble:2:31: error: 'Wrapped' is made with its properties' labels, in order
             2 | f = Fail<Int, Wrapped>(error: Wrapped(reason: "late", code: 504))
               |                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected 'Wrapped(code: …, reason: …)', as the file declares it

            """#)
        XCTAssertEqual(runErrors(#"""
            struct Bang: Error, Equatable {}
            f = Fail<Int, Bang>(error: Bang(code: 1))
            """#), #"""
            test.marble:2:28: error: 'Bang' takes no arguments
             2 | f = Fail<Int, Bang>(error: Bang(code: 1))
               |                            ^~~~~~~~~~~~~ expected 'Bang()', as the file declares it

            """#)
    }

    func testAdvanceToAnInstantSaysToAdvanceBy() {
        XCTAssertEqual(runErrors(#"""
            let scheduler = DispatchQueue.test
            scheduler.advance(to: scheduler.now.advanced(by: 2))
            """#), #"""
            test.marble:2:23: error: 'advance(to:)' cannot be followed: its instant is a time of the test scheduler's own clock
             2 | scheduler.advance(to: scheduler.now.advanced(by: 2))
               |                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected advance(by:) the time from where the scheduler stands, e.g. advance(by: .seconds(2))

            """#)
    }

    func testMisspeltNamesGetSuggestionsAndEarlyUsesSayWhereTheNameIsBound() {
        XCTAssertEqual(runErrors(#"""
            let s = ReplayingSubject<Int, Never>(bufferSize: 1)
            let t = m.map { $0 }
            let m = PassthroughSubject<Int, Never>()
            let p = Publishers.Merj(m, m)
            enum APIError: Error { case timeout }
            let f = Fail<Int, APIError>(error: APIError.timout)
            m.send(completion: .done)
            """#), #"""
            test.marble:1:9: error: unknown publisher 'ReplayingSubject'
             1 | let s = ReplayingSubject<Int, Never>(bufferSize: 1)
               |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected a publisher: did you mean 'ReplaySubject'?
            test.marble:2:9: error: 'm' is used before it is bound
             2 | let t = m.map { $0 }
               |         ^ expected a name bound above; 'm' is bound on line 3
            test.marble:4:9: error: unknown publisher 'Publishers.Merj'
             4 | let p = Publishers.Merj(m, m)
               |         ^~~~~~~~~~~~~~~ expected a publisher: did you mean 'Publishers.Merge'?
            test.marble:6:45: error: 'APIError' has no case 'timout'
             6 | let f = Fail<Int, APIError>(error: APIError.timout)
               |                                             ^~~~~~ expected a case: did you mean 'timeout'?
            test.marble:7:20: error: '.done' is not a completion
             7 | m.send(completion: .done)
               |                    ^~~~~ expected .finished or .failure(error)

            """#)
    }

    func testCommentsOfBothKindsAndInoutArgumentsLex() {
        XCTAssertEqual(runErrors(#"""
            /* A block comment
               /* nested */ still a comment */
            let s = PassthroughSubject<Int, Never>() // a line comment
            var bag = Set<AnyCancellable>()
            s.sink { _ in }.store(in: &bag)
            """#), "")
    }

    func testRunEndsTheFile() {
        XCTAssertEqual(runErrors(#"""
            let scheduler = DispatchQueue.test
            let s = PassthroughSubject<Int, Never>()
            scheduler.run()
            scheduler.advance(by: 1)
            """#), #"""
            test.marble:4:1: error: nothing can happen after 'run()'
             4 | scheduler.advance(by: 1)
               | ^~~~~~~~~~~~~~~~~~~~~~~~ expected 'advance(by:)' to let time pass, and 'run()' last

            """#)
    }

    func testLoopsAndTheTickSetting() {
        XCTAssertEqual(runErrors(#"""
            tick 50
            let s = PassthroughSubject<Int, Never>()
            for i in 5 { s.send(i) }
            for j in 1...2 { s.send(j) s.send(j) }
            """#), #"""
            test.marble:4:28: error: unexpected 's'
             4 | for j in 1...2 { s.send(j) s.send(j) }
               |                            ^ expected ';', a new line or '}'

            """#)
        XCTAssertEqual(runErrors(#"""
            tick 50
            let s = PassthroughSubject<Int, Never>()
            for i in 5 { s.send(i) }
            """#), #"""
            test.marble:1:6: error: '50' is not a duration for a tick
             1 | tick 50
               |      ^~ expected a positive duration with a unit, e.g. .milliseconds(50)
            test.marble:3:10: error: '5' is not a sequence to loop over
             3 | for i in 5 { s.send(i) }
               |          ^ expected a range such as 1...5, or an array

            """#)
    }
}
