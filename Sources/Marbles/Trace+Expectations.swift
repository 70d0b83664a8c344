import MarbleDSL
import MarbleRuntime
import MarbleTrace

extension Trace {
    /// Checks `expect(...)` lines, written as in a `.marble` file, against this trace (a
    /// `MarbleRecorder`'s, or one read with `TraceFile.read(json:fileName:)`): the failures
    /// as values, empty when all hold, in the order written.
    ///
    /// Throws, located in `source`, when a line is no expectation or names a lane the trace
    /// does not have.
    public func check(expectations source: String, fileName: String = "<expectations>") throws(DocumentError) -> [ExpectationFailure] {
        let document = MarbleDocument(source: source, fileName: fileName)
        let (file, parseDiagnostics) = MarbleParser.parse(source)
        guard parseDiagnostics.isEmpty else { throw DocumentError(diagnostics: parseDiagnostics, document: document) }
        let (expectations, diagnostics) = ExpectationLines.read(file)
        let problems = diagnostics + ExpectationCheck.unknownLanes(expectations, in: self)
        guard problems.isEmpty else {
            throw DocumentError(diagnostics: problems.sorted { $0.range.start < $1.range.start }, document: document)
        }
        return ExpectationCheck.check(expectations, against: self)
    }
}
