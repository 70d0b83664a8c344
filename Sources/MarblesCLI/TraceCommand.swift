import ArgumentParser
import Marbles

/// `marbles trace FILE [--format json|text|marbles]`
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Prints what every stream of the diagram did.",
        discussion: """
            What a file's print(...) calls print (pasted RxSwift's subscribe { print($0) }) goes \
            to standard error, so that standard output is the trace alone; --format json also \
            keeps it as "printed".
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
        case marbles
    }

    @Argument(help: "The .marble file, or a saved trace (.json) ('-' reads standard input).")
    var file: String

    @Option(help: "json: the machine-readable trace; text: one ASCII marble line per lane; marbles: expect(...) lines that pass when pasted into the file.")
    var format: Format = .json

    @OptionGroup(title: "Run")
    var runOptions: RunOptions

    @OptionGroup(title: "Compiled mode")
    var compileOptions: CompileOptions

    func run() throws {
        try reportingFailures {
            let trace = compileOptions.compiles(file) ? try compileOptions.trace(file) : try runOptions.trace(at: file)
            // What the file's `print(...)` calls printed goes to standard error: standard
            // output stays the trace alone, which a tool may read.
            StandardError.writeLines(trace.printed)
            switch format {
            case .json: print(TraceJSON.encode(trace), terminator: "")
            case .text: print(TraceText.encode(trace), terminator: "")
            case .marbles: print(TraceMarbles.encode(trace), terminator: "")
            }
        }
    }
}
