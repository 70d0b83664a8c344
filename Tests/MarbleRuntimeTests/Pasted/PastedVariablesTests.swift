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

    /// A value sent after the sink cancelled is not collected; one the delay still holds at
    /// the last advance is not either, as in the test.
    func testOnlyWhatArrivedBeforeTheCancelIsCollected() {
        let result = variables("""
            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let cancellable = subject
                .delay(for: .seconds(2), scheduler: scheduler)
                .sink { received.append($0) }
            subject.send(1)
            scheduler.advance(by: 1)
            subject.send(2)
            scheduler.advance(by: 1)
            cancellable.cancel()
            scheduler.advance(by: 2)
            """)
        XCTAssertEqual(result["received"], .array([1]))
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
