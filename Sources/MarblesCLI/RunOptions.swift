import ArgumentParser
import Marbles

/// How a pipeline is run, the same for `render`, `trace` and `check`.
struct RunOptions: ParsableArguments {
    @Option(help: "The most steps of work a run may do (recorded signals, subscriptions, publishers built by closures).")
    var maxSteps: Int = MarbleDocument.defaultMaximumSteps

    func validate() throws {
        guard maxSteps > 0 else { throw ValidationError("--max-steps must be above 0") }
    }

    /// The document read from `path`, run with these options.
    func document(at path: String) throws -> MarbleDocument {
        var document = try InputFile.document(at: path)
        document.maximumSteps = maxSteps
        return document
    }

    /// The trace of the file at `path`: a `.marble` file run with these options, or a saved
    /// trace (`.json`, as `marbles trace --format json` or a recorder writes it) read as it is.
    func trace(at path: String) throws -> Trace {
        if TraceFile.isTrace(path: path) {
            let document = try InputFile.document(at: path)
            return try TraceFile.read(json: document.source, fileName: path)
        }
        return try document(at: path).trace()
    }
}
