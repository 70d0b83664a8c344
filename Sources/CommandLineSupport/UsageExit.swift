import ArgumentParser

extension ParsableCommand {
    /// ArgumentParser's own `main`, except that a command line it cannot use (an unknown
    /// option, a missing argument, a bad value, a failed validation) exits 2, the status of
    /// every other bad input here, rather than ArgumentParser's EX_USAGE 64. Help and
    /// `--version` are unchanged. Synchronous: `marbles` has no async command, so it does
    /// not start the concurrency runtime's threads for every command.
    package static func mainExitingTwoOnBadUsage() {
        do {
            var command = try parseAsRoot(nil)
            try command.run()
        } catch {
            exitReportingBadUsage(error)
        }
    }

    /// Exits with `error`'s status, 2 where ArgumentParser would give EX_USAGE.
    static func exitReportingBadUsage(_ error: any Error) -> Never {
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        StandardError.write(fullMessage(for: error) + "\n")
        exit(withError: ExitCode(2))
    }
}

extension AsyncParsableCommand {
    /// `mainExitingTwoOnBadUsage` for an executable whose command runs async.
    package static func asyncMainExitingTwoOnBadUsage() async {
        do {
            var command = try await asyncParseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitReportingBadUsage(error)
        }
    }
}
