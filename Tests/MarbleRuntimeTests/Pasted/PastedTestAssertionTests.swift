import MarbleDSL
import MarbleRuntime
import MarbleTrace
import XCTest

/// Pasted `XCTAssert...` and `#expect` lines: checked on the file's variables at the time
/// the test scheduler stands where they are written, with exact messages.
final class PastedTestAssertionTests: XCTestCase {
    /// Each assertion's failure message, `nil` where it held; fails the test if the file
    /// does not run.
    private func outcomes(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String?] {
        let (parsed, parseDiagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(parseDiagnostics, [], file: file, line: line)
        let result = MarbleRunner.run(parsed)
        XCTAssertEqual(DiagnosticFormatter(fileName: "t.marble", source: source).format(result.diagnostics), "", file: file, line: line)
        return result.assertions.map(\.failure)
    }

    private func errors(_ source: String) -> String {
        let (parsed, parseDiagnostics) = MarbleParser.parse(source)
        let diagnostics = parseDiagnostics.isEmpty ? MarbleRunner.run(parsed).diagnostics : parseDiagnostics
        return DiagnosticFormatter(fileName: "t.marble", source: source).format(diagnostics)
    }

    private let debounce = """
        let scheduler = DispatchQueue.test
        let query = PassthroughSubject<String, Never>()
        var searches: [String] = []
        var count = 0
        var cancellables = Set<AnyCancellable>()
        query
            .debounce(for: .seconds(2), scheduler: scheduler)
            .sink { searches.append($0) }
            .store(in: &cancellables)
        query.debounce(for: .seconds(2), scheduler: scheduler).sink { _ in count += 1 }.store(in: &cancellables)

        """

    /// Each stands after the `advance` before it: the debounce has let "com" through by
    /// tick 3, not "combine" by tick 5, and has at tick 9.
    func testEachAssertionSeesTheVariablesAsTheyStandAfterThePrecedingAdvance() {
        XCTAssertEqual(outcomes(debounce + """
            query.send("com")
            scheduler.advance(by: 3)
            XCTAssertEqual(searches, ["com"])
            #expect(count == 1)
            query.send("combine")
            scheduler.advance(by: 1)
            XCTAssertEqual(searches, ["com", "combine"])
            XCTAssertEqual(count, 1, "combine is still held")
            scheduler.advance(by: 5)
            XCTAssertEqual(searches, ["com", "combine"])
            #expect(searches.count == 2)
            XCTAssertTrue(searches.contains("combine"))
            XCTAssertFalse(searches.isEmpty)
            XCTAssertGreaterThan(count, 1)
            XCTAssertLessThanOrEqual(count, 1)
            XCTAssertNotEqual(count, 2)
            #expect(searches.isEmpty, "nothing yet")
            """), [nil, nil, #"searches: expected ["com", "combine"], got ["com"] at tick 4"#, nil, nil, nil, nil, nil,
                   nil, "count: expected <= 1, got 2 at tick 9", "count: expected anything but 2, got 2 at tick 9",
                   "searches.isEmpty: expected true, got false at tick 9"])
    }

    /// A send after the last advance reaches the sink at once, as Combine's subject delivers
    /// it; a value `receive(on:)` still holds for the scheduler does not, until it advances.
    func testASendBeforeTheAssertionIsDeliveredButScheduledWorkWaits() {
        XCTAssertEqual(outcomes("""
            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var direct: [Int] = []
            var hopped: [Int] = []
            var cancellables = Set<AnyCancellable>()
            subject.sink { direct.append($0) }.store(in: &cancellables)
            subject.receive(on: scheduler).sink { hopped.append($0) }.store(in: &cancellables)
            scheduler.advance(by: 1)
            subject.send(1)
            XCTAssertEqual(direct, [1])
            XCTAssertEqual(hopped, [])
            scheduler.advance()
            XCTAssertEqual([1], hopped)
            XCTAssertEqual([2], hopped)
            """), [nil, nil, nil, "hopped: expected [2], got [1] at tick 1"])
    }

    /// Without a test scheduler to advance, an assertion checks what the whole run left.
    func testWithoutATestSchedulerAnAssertionChecksTheEndOfTheRun() {
        XCTAssertEqual(outcomes("""
            var received: [Int] = []
            s = cold("-1-2-3|")
            let kept = s.sink { received.append($0) }
            XCTAssertEqual(received, [1, 2, 3])
            XCTAssertEqual(received.count, 2)
            """), [nil, "received.count: expected 2, got 3 after the run"])
    }

    func testDoublesCompareWithinAnAccuracy() {
        XCTAssertEqual(outcomes("""
            var total = 0.0
            let kept = Just(0.1).sink { total += $0 * 3 }
            XCTAssertEqual(total, 0.3, accuracy: 0.001)
            XCTAssertEqual(total, 0.5, accuracy: 0.001)
            """), [nil, "total: expected 0.5, got 0.30000000000000004 after the run"])
    }

    func testAssertionsADiagramCannotMakeAreNamedErrors() {
        XCTAssertEqual(errors("""
            var last = 0
            XCTAssertNil(last)
            """), """
            t.marble:2:1: error: 'XCTAssertNil' cannot be checked: a diagram's values are never nil
             2 | XCTAssertNil(last)
               | ^~~~~~~~~~~~ expected XCTAssertEqual, XCTAssertNotEqual, XCTAssertTrue, XCTAssertFalse, XCTAssertGreaterThan (and kin) or #expect

            """)
        XCTAssertEqual(errors("""
            var seen: [Int] = []
            XCTAssertEqual(received, [1])
            """), """
            t.marble:2:16: error: 'received' is not a variable of the file
             2 | XCTAssertEqual(received, [1])
               |                ^~~~~~~~ expected a name bound to a value above, e.g. var count = 0

            """)
    }

    /// `subject.value` of a declared `CurrentValueSubject` reads its value where the assertion
    /// stands: after each `advance`, as the test reads it; a failure says what it was.
    func testASubjectsValueIsReadWhereTheAssertionStands() {
        XCTAssertEqual(outcomes(#"""
            let scheduler = DispatchQueue.test
            let total = CurrentValueSubject<Int, Never>(0)
            let clicks = PassthroughSubject<Int, Never>()
            var cancellables = Set<AnyCancellable>()
            clicks
                .delay(for: .seconds(1), scheduler: scheduler)
                .scan(0, +)
                .assign(to: \.value, on: total)
                .store(in: &cancellables)
            XCTAssertEqual(total.value, 0)
            clicks.send(2)
            clicks.send(3)
            scheduler.advance(by: 1)
            XCTAssertEqual(total.value, 5)
            #expect(total.value > 4)
            total.value = 10
            XCTAssertEqual(total.value, 10)
            XCTAssertEqual(total.value, 11, "set by hand")
            """#), [nil, nil, nil, nil, "total.value: expected 11, got 10 at tick 1"])
    }

    /// `.value` of anything but a `CurrentValueSubject` is still no variable of the file.
    func testValueOfAPassthroughSubjectIsNoVariable() {
        XCTAssertEqual(errors("""
            let s = PassthroughSubject<Int, Never>()
            XCTAssertEqual(s.value, 1)
            """), """
            t.marble:2:16: error: 's' is not a variable of the file
             2 | XCTAssertEqual(s.value, 1)
               |                ^ expected a name bound to a value above, e.g. var count = 0

            """)
    }

    /// A failed assertion knows the lanes whose sinks filled what it reads, by the time it
    /// ran, and the tick: where its failure diagram marks it.
    func testAFailedAssertionNamesTheLanesThatFilledWhatItReads() {
        let source = debounce + """
            XCTAssertEqual(searches, ["com"])
            query.send("com")
            scheduler.advance(by: 3)
            XCTAssertEqual(searches, ["combine"])
            #expect(count == 5)
            XCTAssertEqual(searches.count, count + 1)
            """
        let result = MarbleRunner.run(MarbleParser.parse(source).file)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.assertions.map(\.lanes), [[], ["sink1"], ["sink2"], ["sink1", "sink2"]])
        XCTAssertEqual(result.assertions.map(\.tick), [0, 3, 3, 3])
        XCTAssertEqual(result.assertions.map { $0.failure != nil }, [true, true, true, true])
    }
}
