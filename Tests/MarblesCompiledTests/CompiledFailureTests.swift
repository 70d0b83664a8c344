import MarbleTrace
import MarblesCompiled
import XCTest

/// XCTest classes run one diagram per test method; compile errors, assertion failures and a
/// program that never ends are reported at the user's file and line.
final class CompiledFailureTests: XCTestCase {
    private let testClass = """
        import Combine
        import CombineSchedulers
        import XCTest

        final class SearchTests: XCTestCase {
            var scheduler: TestSchedulerOf<DispatchQueue>!
            var cancellables = Set<AnyCancellable>()

            override func setUp() {
                scheduler = DispatchQueue.test
            }

            func testDebounce() {
                let query = PassthroughSubject<String, Never>()
                var searches: [String] = []
                query
                    .debounce(for: .milliseconds(500), scheduler: scheduler)
                    .sink { searches.append($0) }
                    .store(in: &cancellables)
                query.send("c")
                scheduler.advance(by: .milliseconds(250))
                query.send("co")
                scheduler.advance(by: .seconds(1))
                XCTAssertEqual(searches, ["co"])
            }

            func testSum() {
                var sum = 0
                [1, 2, 3].publisher.reduce(0, +).sink { sum = $0 }.store(in: &cancellables)
                XCTAssertEqual(sum, SUM, "the sum")
            }
        }
        """

    func testAnXCTestCaseWhoseAssertionsHoldIsOneDiagramPerTestMethod() throws {
        let run = try CompiledFixture.run(testClass.replacingOccurrences(of: "SUM", with: "6"), name: "SearchTests.swift")
        XCTAssertEqual(run.failures, [])
        XCTAssertEqual(run.tests, ["testDebounce", "testSum"])
        XCTAssertEqual(run.diagrams.map(\.name), ["testDebounce", "testSum"])
        XCTAssertEqual(CompiledFixture.summary(run.diagrams[0].trace), """
            ticks 6 × 250 ms
            query: value(c) @ 0, value(co) @ 1
            debounce1 <- query: subscribe @ 0, request(unlimited) @ 0, value(co) @ 3
            sink1 <- debounce1: subscribe @ 0, request(unlimited) @ 0, value(co) @ 3
            """)
        XCTAssertEqual(CompiledFixture.summary(run.diagrams[1].trace), """
            ticks 1
            publisher1: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, value(2) @ 0, value(3) @ 0, finished @ 0
            reduce1 <- publisher1: subscribe @ 0, request(unlimited) @ 0, value(6) @ 0, finished @ 0
            sink1 <- reduce1: subscribe @ 0, request(unlimited) @ 0, value(6) @ 0, finished @ 0
            """)
    }

    func testAFailingAssertionIsReportedAtTheUsersLine() throws {
        let run = try CompiledFixture.run(testClass.replacingOccurrences(of: "SUM", with: "7"), name: "SearchTests.swift")
        XCTAssertEqual(run.failures, [CompiledRun.Failure(test: "SearchTests.testSum", file: "SearchTests.swift", line: 30,
                                                          message: "XCTAssertEqual failed: (\"6\") is not equal to (\"7\") - the sum")])
    }

    /// XCTest records nothing for an assertion outside a test: a top-level one runs in a test
    /// case of its own.
    func testATopLevelAssertionIsCheckedToo() throws {
        let run = try CompiledFixture.run("""
            import Combine
            import XCTest
            var received: [Int] = []
            let c = [1, 2].publisher.sink { received.append($0) }
            XCTAssertEqual(received, [1, 2])
            XCTAssertEqual(received, [2])
            """, name: "top.swift")
        XCTAssertEqual(run.failures, [CompiledRun.Failure(test: "top-level code", file: "top.swift", line: 6,
                                                          message: "XCTAssertEqual failed: (\"[1, 2]\") is not equal to (\"[2]\")")])
    }

    func testAnAsyncTestMethodRunsToo() throws {
        let run = try CompiledFixture.run("""
            import Combine
            import XCTest
            final class AsyncTests: XCTestCase {
                func testValues() async throws {
                    var sum = 0
                    for await value in [1, 2, 3].publisher.values { sum += value }
                    XCTAssertEqual(sum, 5)
                }
            }
            """, name: "AsyncTests.swift")
        XCTAssertEqual(run.tests, ["testValues"])
        XCTAssertEqual(run.failures, [CompiledRun.Failure(test: "AsyncTests.testValues", file: "AsyncTests.swift", line: 7,
                                                          message: "XCTAssertEqual failed: (\"6\") is not equal to (\"5\")")])
    }

    func testACompileErrorIsTheCompilersMessageAtTheUsersLineAndColumn() {
        XCTAssertThrowsError(try CompiledFixture.run("""
            import Combine
            let s = PassthroughSubject<Int, Never>()
            let c = s.map { $0 * 2 }.filter { $0.isEmpty }.sink { _ in }
            """, name: "broken.swift")) { error in
            XCTAssertEqual("\(error)", """
                broken.swift:3:38: error: value of type 'Int' has no member 'isEmpty'
                 3 | let c = s.map { $0 * 2 }.filter { $0.isEmpty }.sink { _ in }
                   |                                      ^

                """)
        }
    }

    func testAProgramThatNeverEndsIsStoppedByTheTimeLimit() {
        XCTAssertThrowsError(try CompiledFixture.run("""
            import Combine
            let s = PassthroughSubject<Int, Never>()
            let c = s.sink { _ in }
            var n = 0
            while true { n += 1; s.send(n % 2) }
            """, name: "forever.swift", timeLimit: 2)) { error in
            XCTAssertTrue("\(error)".hasPrefix("marbles: error: forever.swift: the program ran longer than the time limit of 2 s and was stopped"), "\(error)")
        }
    }

    /// A crash shows the program's own message at the user's line, not the backtracer's
    /// register dump.
    func testACrashShowsTheProgramsFatalErrorAtTheUsersLine() {
        XCTAssertThrowsError(try CompiledFixture.run("""
            import Combine
            let s = PassthroughSubject<Int, Never>()
            let c = s.sink { _ in }
            fatalError("boom")
            """, name: "crash.swift")) { error in
            // SIGILL on x86_64, SIGTRAP on arm64: the same trap.
            XCTAssertEqual("\(error)".replacingOccurrences(of: "(signal \(SIGTRAP))", with: "(signal \(SIGILL))"),
                           "marbles: error: crash.swift: the program crashed (signal \(SIGILL)): crash.swift:4: Fatal error: boom\n")
        }
    }
}
