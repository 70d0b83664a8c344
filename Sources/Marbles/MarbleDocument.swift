import MarbleDSL
import MarbleRuntime

/// A `.marble` file, from source text to trace to image: what a Swift user of the library
/// calls.
///
///     let document = MarbleDocument(source: text, fileName: "demo.marble")
///     let trace = try document.trace()
///     let png = try document.render(.png)
public struct MarbleDocument: Sendable {
    public let source: String
    /// The name used in error messages (`demo.marble:3:5: error: ...`).
    public let fileName: String
    /// The most steps of work (recorded signals, subscriptions, publishers built by closures)
    /// the run may do; a run that does more stops with an error.
    public var maximumSteps = MarbleDocument.defaultMaximumSteps
    /// 1,000,000: far more than a drawing can show.
    public static let defaultMaximumSteps = MarbleRunner.defaultMaximumSteps

    public init(source: String, fileName: String = "<input>") {
        self.source = source
        self.fileName = fileName
    }

    /// Parses and runs the file; throws every problem found, parse errors first.
    public func trace() throws(DocumentError) -> Trace {
        try run().trace
    }

    /// Parses and runs the file: its trace and its `expect` lines.
    func run() throws(DocumentError) -> (trace: Trace, expectations: [Expectation], assertions: [PastedAssertion]) {
        let (file, parseDiagnostics) = MarbleParser.parse(source)
        guard parseDiagnostics.isEmpty else {
            throw DocumentError(diagnostics: parseDiagnostics, document: self)
        }
        let result = MarbleRunner.run(file, maximumSteps: maximumSteps)
        guard let trace = result.trace else {
            throw DocumentError(diagnostics: result.diagnostics, document: self)
        }
        return (trace, result.expectations, result.assertions)
    }

    /// Runs the file and draws it.
    public func render(_ format: ImageFormat, options: RenderOptions = RenderOptions()) throws -> [UInt8] {
        try DiagramRenderer.render(try trace(), format: format, options: options)
    }
}
