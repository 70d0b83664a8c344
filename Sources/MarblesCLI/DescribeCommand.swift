import ArgumentParser
import Marbles

/// `marbles describe FILE`: the diagram in words, as its alt text and SVG `<desc>` say it.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Prints what the diagram shows in words (its alt text).",
        discussion: "The same text is the SVG's <desc> and the alt text marbles docs writes."
    )

    @ArgumentParser.Argument(help: "The .marble file ('-' reads standard input).")
    var file: String

    func run() throws {
        try reportingFailures {
            print(TraceDescription.describe(try InputFile.document(at: file).trace()))
        }
    }
}
