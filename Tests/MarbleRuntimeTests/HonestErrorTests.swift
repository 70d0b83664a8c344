import MarbleTrace
import TestSupport
import XCTest

/// Bad input a new user met (issue 23), each reported where it is, saying what to write.
final class HonestErrorTests: XCTestCase {
    func testAnEmptyFileIsAnErrorNotAnEmptyAxis() {
        let expected = """
            test.marble:1:1: error: the file has no statements: there is nothing to draw
             1 | %@
               | ^ expected a source and a subscriber, e.g. s = hot("-1-2|") and C = s.sink()

            """
        XCTAssertEqual(runErrors(""), expected.replacingOccurrences(of: " %@", with: ""))
        XCTAssertEqual(runErrors("# a comment only\n"), expected.replacingOccurrences(of: "%@", with: "# a comment only"))
    }

    /// A symbol sent into a subject of `Int`s is located, not drawn as a string (nor left to
    /// fail in a later closure).
    func testASymbolSentIntoAnIntSubjectIsLocated() {
        XCTAssertEqual(runErrors("""
            s = PassthroughSubject<Int>()
            C = s.map { $0 * 2 }.sink()
            s.send("-1-2-!|")
            """), """
            test.marble:3:14: error: '!' is not a number, and this subject sends numbers
             3 | s.send("-1-2-!|")
               |              ^ expected a digit, '-' for a tick, '|' to finish or '#' to fail (a letter needs values: [a: 10])

            """)
        // With values: a letter is what it maps to.
        XCTAssertEqual(runTrace("s = PassthroughSubject<Int>()\nC = s.sink()\ns.send(\"-a|\", values: [a: 10])")?.lanes.last?.events,
                       [.subscribe(0), .unlimited(0), .value(1, 10), .finished(2)])
    }

    func testPublishersSequenceSuggestsTheArraysPublisher() {
        XCTAssertEqual(runErrors("C = Publishers.Sequence(sequence: [1, 2, 3]).sink()"), """
            test.marble:1:5: error: 'Publishers.Sequence' is written as the sequence's publisher here
             1 | C = Publishers.Sequence(sequence: [1, 2, 3]).sink()
               |     ^~~~~~~~~~~~~~~~~~~ expected [1, 2, 3].publisher (the same Publishers.Sequence in Combine)

            """)
    }

    func testDispatchQueueAsyncAfterSaysThereIsNoRealClock() {
        XCTAssertEqual(runErrors("""
            let s = PassthroughSubject<Int, Never>()
            let c = s.sink { print($0) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                s.send(1)
            }
            """), """
            test.marble:3:1: error: DispatchQueue.main.asyncAfter runs its closure on the real clock, which marbles does not have
             3 | DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
               | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected the statements at a virtual time: scheduler.advance(by: 1) before them, or s.send(1, at: 1)

            """)
    }

    /// `send(i)` worked; `send(i * 10)` evaluated without the loop's variable.
    func testALoopVariableInAnExpression() {
        let trace = runTrace("""
            let scheduler = DispatchQueue.test
            let s = PassthroughSubject<Int, Never>()
            let c = s.sink { print($0) }
            for i in 1...3 {
                s.send(i * 10)
                scheduler.advance(by: 1)
            }
            """)
        XCTAssertEqual(trace?.lanes.first?.events, [.value(0, 10), .value(1, 20), .value(2, 30)])
    }

    /// `var failure: NetworkError?` is `nil` until a closure assigns it, as in Swift.
    func testAnOptionalVarWithoutAValueIsNil() throws {
        let result = try XCTUnwrap(runResult("""
            enum NetworkError: Error { case offline }
            var failure: NetworkError?
            var c: AnyCancellable?
            let s = PassthroughSubject<Int, NetworkError>()
            c = s.sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failure = error }
            }, receiveValue: { _ in })
            s.send(completion: .failure(.offline))
            """))
        XCTAssertEqual(result.variables["failure"], .string("offline"))
        XCTAssertEqual(result.trace?.lanes.map(\.name), ["s", "c"])
    }

    /// Swift prints an error case's String payload in quotes, and its labels.
    func testAnErrorsStringPayloadKeepsItsQuotes() {
        let trace = runTrace(#"""
            enum ParseError: Error {
                case notANumber(String)
                case labelled(reason: String, code: Int)
            }
            let s = PassthroughSubject<String, Error>()
            let c = s.tryMap { text -> Int in
                guard let n = Int(text) else { throw ParseError.notANumber(text) }
                return n
            }.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
            let t = PassthroughSubject<Int, Error>()
            let d = t.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
            s.send("42x")
            t.send(completion: .failure(ParseError.labelled(reason: "a \"b\"", code: 3)))
            """#)
        XCTAssertEqual(trace?.lanes.first { $0.name == "c" }?.events.last, .failure(0, #"notANumber("42x")"#))
        XCTAssertEqual(trace?.lanes.first { $0.name == "d" }?.events.last, .failure(0, #"labelled(reason: "a \"b\"", code: 3)"#))
    }
}
