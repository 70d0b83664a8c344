import MarbleRuntime
import MarbleDSL

/// The outcome of checking a document's `expect` lines.
public struct MarbleTestResult: Sendable {
    /// What ran.
    public var trace: Trace
    /// Every `expect` line of the file, in file order.
    public var expectations: [Expectation]
    /// Every pasted test assertion of the file (`XCTAssertEqual(received, [1, 2])`), in file order.
    public var assertions: [PastedAssertion] = []
    /// The lane views that differ from their expectations; empty when all pass.
    public var failures: [ExpectationFailure]
    /// The document that was run.
    public var document: MarbleDocument

    /// How many checks the file makes: its `expect` lines and its pasted assertions.
    public var checkCount: Int { expectations.count + assertions.count }

    /// Whether every expectation held.
    public var passed: Bool { failures.isEmpty }

    /// Every failure as `marbles test` prints it: located, with expected and actual lined up.
    public var report: String {
        failures.map { $0.report(fileName: document.fileName, source: document.source) }.joined(separator: "\n")
    }
}

extension MarbleDocument {
    /// Runs the file and checks its `expect` lines: the failures as values, empty when all
    /// pass. Throws when the file cannot run (a parse error, an expectation naming no lane).
    public func test() throws(DocumentError) -> [ExpectationFailure] {
        try testResult().failures
    }

    /// Checks the file's `expect` lines against `trace`, recorded elsewhere (compiled mode's
    /// run of the file's Swift): only those lines are read, at their own line numbers.
    public func testResult(against trace: Trace) throws(DocumentError) -> MarbleTestResult {
        let mask = ExpectLines.mask(source)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let expectOnly = zip(lines, mask).map { $1 ? String($0) : "" }.joined(separator: "\n")
        let (file, parseDiagnostics) = MarbleParser.parse(expectOnly)
        guard parseDiagnostics.isEmpty else { throw DocumentError(diagnostics: parseDiagnostics, document: self) }
        let (_, expectations, diagnostics) = ExpectationReader.split(file)
        guard diagnostics.isEmpty else { throw DocumentError(diagnostics: diagnostics, document: self) }
        let failures = ExpectationCheck.check(expectations, against: trace)
        return MarbleTestResult(trace: trace, expectations: expectations,
                                failures: failures.sorted { $0.range.start.offset < $1.range.start.offset }, document: self)
    }

    /// Runs the file and checks its `expect` lines, keeping the trace for a diff diagram.
    public func testResult() throws(DocumentError) -> MarbleTestResult {
        let (trace, expectations, assertions) = try run()
        let failures = ExpectationCheck.check(expectations, against: trace) + ExpectationCheck.failures(of: assertions)
        return MarbleTestResult(trace: trace, expectations: expectations, assertions: assertions,
                                failures: failures.sorted { $0.range.start.offset < $1.range.start.offset }, document: self)
    }
}
