import ArgumentParser

extension AsyncParsableCommand {
    /// ArgumentParser's own `main`, except that a command line it cannot use (an unknown
    /// option, a missing argument, a bad value, a failed validation) exits 2, the status of
    /// every other bad input here, rather than ArgumentParser's EX_USAGE 64. Help and
    /// `--version` are unchanged. On the main actor, so that a synchronous command runs on
    /// the main thread, with its stack (the run guard's depth limit), as before `serve` made
    /// the root command async; only `serve`'s async `run` leaves it.
    @MainActor
    static func mainExitingTwoOnBadUsage() async {
        do {
            var command = try parseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitReportingBadUsage(error)
        }
    }

    /// Exits with `error`'s status, 2 where ArgumentParser would give EX_USAGE.
    private static func exitReportingBadUsage(_ error: any Error) -> Never {
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        StandardError.write(fullMessage(for: error) + "\n")
        exit(withError: ExitCode(2))
    }
}
