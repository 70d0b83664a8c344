import MarbleDSL
import MarbleRuntime
import MarbleTrace
import XCTest

/// A sink's closure runs against the file's own variables, so after the run they hold what
/// the test the file was pasted from would assert on.
final class PastedVariablesTests: XCTestCase {
    private func variables(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String: MarbleValue] {
        let (parsed, parseDiagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(parseDiagnostics, [], file: file, line: line)
        let result = MarbleRunner.run(parsed)
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        return result.variables
    }

    func testAppendCountAndAssignmentCollectWhatTheSinksReceive() {
        let result = variables("""
            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            var count = 0
            var last = -1
            var cancellables = Set<AnyCancellable>()
            subject
                .map { $0 * 10 }
                .sink { value in received.append(value) }
                .store(in: &cancellables)
            subject.sink { _ in count += 1 }.store(in: &cancellables)
            subject.sink(receiveCompletion: { _ in }, receiveValue: { last = $0 }).store(in: &cancellables)
            subject.sink { print($0) }.store(in: &cancellables)
            subject.send(1)
            scheduler.advance(by: 1)
            subject.send(2)
            scheduler.advance(by: 1)
            """)
        XCTAssertEqual(result["received"], .array([10, 20]))
        XCTAssertEqual(result["count"], 2)
        XCTAssertEqual(result["last"], 2)
    }

    /// A value the debounce still holds when the sink cancels is never collected; what the
    /// loop sent before then is.
    func testOnlyWhatArrivedBeforeTheCancelIsCollected() {
        let result = variables("""
            let clock = DispatchQueue.test
            let typed = PassthroughSubject<String, Never>()
            var seen: [String] = []
            var lengths = 0
            var bag = Set<AnyCancellable>()
            let kept = typed
                .debounce(for: .milliseconds(300), scheduler: clock)
                .sink { text in seen.append(text); }
            typed.sink { lengths += $0.count }.store(in: &bag)
            for word in ["a", "ab", "abc"] { typed.send(word); clock.advance(by: .milliseconds(400)) }
            typed.send("abcd")
            kept.cancel()
            clock.advance(by: .seconds(1))
            """)
        XCTAssertEqual(result["seen"], .array(["a", "ab", "abc"]))
        XCTAssertEqual(result["lengths"], 10)
    }

    func testAssigningToANameThatIsNotAVariableIsAnError() {
        XCTAssertEqual(runErrorsOf("""
            let s = PassthroughSubject<Int, Never>()
            s.sink { total += $0 }.store(in: &s)
            s.send(1)
            """), """
            test.marble:2:10: error: 'total' is not a variable of the file
             2 | s.sink { total += $0 }.store(in: &s)
               |          ^~~~~ expected a name bound to a value above, e.g. var count = 0

            """)
    }

    private func runErrorsOf(_ source: String) -> String {
        let (parsed, _) = MarbleParser.parse(source)
        return DiagnosticFormatter(fileName: "test.marble", source: source).format(MarbleRunner.run(parsed).diagnostics)
    }
}
