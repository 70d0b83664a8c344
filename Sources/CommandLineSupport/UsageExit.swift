import ArgumentParser

extension ParsableCommand {
    /// ArgumentParser's own `main`, except that a command line it cannot use (an unknown
    /// option, a missing argument, a bad value, a failed validation) exits 2, the status of
    /// every other bad input here, rather than ArgumentParser's EX_USAGE 64. Help and
    /// `--version` are unchanged. Synchronous: `marbles` has no async command, so it does
    /// not start the concurrency runtime's threads for every command.
    package static func mainExitingTwoOnBadUsage() {
        do {
            var command = try parsedSubcommand() ?? parseAsRoot(nil)
            try command.run()
        } catch {
            exitReportingBadUsage(error)
        }
    }

    /// The subcommand the first argument names, parsed from the rest, when it parses as it
    /// stands; otherwise nil, and the whole command line is parsed from the root. Parsed from
    /// the root, ArgumentParser builds the subcommand's arguments several times over (for
    /// arguments to pass through, for a completion request, then to parse them), walking
    /// every option's property wrapper with `Mirror` each time: 10.9M instructions of a
    /// diagram's 132M (README, Performance). Anything this parse throws (a help request, a
    /// bad option, a failed validation) is left to the parse from the root, so help, usage
    /// and error messages stay the root's, naming `marbles render` rather than `render`.
    private static func parsedSubcommand() -> (any ParsableCommand)? {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first,
              // By the name each subcommand declares (one that declares none is parsed from
              // the root): ArgumentParser's derived name is underscored API.
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
              subcommand.configuration.subcommands.isEmpty
        else { return nil }
        // A help request parses too, as ArgumentParser's own help command.
        guard let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
              ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(subcommand)
        else { return nil }
        return parsed
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
