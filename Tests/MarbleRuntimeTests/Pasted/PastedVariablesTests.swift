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

    /// An operator's closure reads the file's variables as they stand when it runs, as a
    /// Swift closure captures them: `seen`, which the sink's closure grows, skips repeats.
    func testOperatorClosuresReadTheFileVariablesWhenTheyRun() {
        let (parsed, _) = MarbleParser.parse("""
            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            let factor = 10
            var seen: [Int] = []
            var cancellables = Set<AnyCancellable>()
            subject.filter { !seen.contains($0 * factor) && $0 > 1 }.map { $0 * factor }.sink { seen.append($0) }.store(in: &cancellables)
            subject.send(1)
            subject.send(2)
            scheduler.advance(by: 1)
            subject.send(2)
            subject.send(3)
            scheduler.advance(by: 1)
            """)
        let result = MarbleRunner.run(parsed)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.variables["seen"], .array([20, 30]))
        XCTAssertEqual(result.trace.map { TraceText.encode($0) }, "subject  (1,2)-(2,3)-\nfilter   (^,2)-3-----\nsink1    (^,20)30----\n")
    }

    /// `handleEvents`' closures act on the file's variables, as a sink's do.
    func testHandleEventsClosuresHaveSideEffects() {
        let result = variables("""
            let subject = PassthroughSubject<Int, Never>()
            var seen: [Int] = []
            var requests = 0
            var cancelled = false
            var finished = 0
            let kept = subject
                .handleEvents(receiveOutput: { seen.append($0 * 2) }, receiveCompletion: { _ in finished += 1 },
                              receiveCancel: { cancelled = true }, receiveRequest: { _ in requests += 1 })
                .sink(demand: 1)
            subject.send("-1-2-3")
            kept.request(1, at: 3)
            kept.cancel(at: 5)
            """)
        // 2 comes at tick 3 before the request written after it: the subject drops it.
        XCTAssertEqual(result["seen"], .array([2, 6]))
        XCTAssertEqual(result["requests"], 2)
        XCTAssertEqual(result["cancelled"], true)
        XCTAssertEqual(result["finished"], 0)
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
