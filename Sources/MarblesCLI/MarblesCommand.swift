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

    /// ArgumentParser's own `main`, except that a command line it cannot use (an unknown
    /// option, a missing argument, a bad value, a failed validation) exits 2, the status of
    /// every other bad input here, rather than ArgumentParser's EX_USAGE 64. Help and
    /// `--version` are unchanged.
    static func main() async {
        do {
            var command = try await asyncParseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            StandardError.write(fullMessage(for: error) + "\n")
            exit(withError: ExitCode(2))
        }
    }
}
