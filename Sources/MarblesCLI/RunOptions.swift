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
}
