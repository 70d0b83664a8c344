import ArgumentParser
import Marbles

/// `marbles trace FILE [--format json|text]`
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Prints what every stream of the diagram did."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }

    @Argument(help: "The .marble file ('-' reads standard input).")
    var file: String

    @Option(help: "json: the machine-readable trace; text: one ASCII marble line per lane.")
    var format: Format = .json

    func run() throws {
        try reportingFailures {
            let trace = try InputFile.document(at: file).trace()
            switch format {
            case .json: print(TraceJSON.encode(trace), terminator: "")
            case .text: print(TraceText.encode(trace), terminator: "")
            }
        }
    }
}
