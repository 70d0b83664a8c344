import ArgumentParser

/// `marbles`: marble diagrams from `.marble` files.
@main
struct MarblesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marbles",
        abstract: "Runs a reactive pipeline on a virtual clock and draws its marble diagram.",
        discussion: "Exit status: 0 success, 1 a difference (check, diff, docs --check) or a failed expectation (test), 2 bad input or usage.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, TraceCommand.self, CheckCommand.self, DiffCommand.self, TestCommand.self,
                      DocsCommand.self, DescribeCommand.self, WatchCommand.self, ServeCommand.self]
    )

    static func main() async {
        await mainExitingTwoOnBadUsage()
    }
}
