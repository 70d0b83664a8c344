import ArgumentParser
import CommandLineSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `marbles serve DIR`: a local page with every diagram of a folder, live. The server is
/// `marbles-serve`, next to this executable: `marbles` checks the command line, then becomes
/// that process (exec), which keeps the arguments, the output and the exit status.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion
    )

    @OptionGroup var options: ServeOptions

    func run() throws {
        let server = Self.serverPath()
        try reportingFailures {
            guard access(server, X_OK) == 0 else {
                throw CommandFailure("""
                    serve needs the executable marbles-serve next to marbles (\(server)), and it is missing; \
                    build it with `swift build --product marbles-serve` (`make build` and `make install` build both)
                    """)
            }
            let arguments = ["marbles-serve"] + CommandLine.arguments.drop { $0 != "serve" }.dropFirst()
            fflush(nil)
            var argv = arguments.map { strdup($0) } + [nil]
            execv(server, &argv)
            throw CommandFailure("cannot start \(server): \(String(cString: strerror(errno)))")
        }
    }

    /// `marbles-serve` in the folder of the running executable (symbolic links resolved, so a
    /// link to `marbles` on the PATH finds the real folder).
    static func serverPath() -> String {
        let executable = runningExecutable ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("marbles-serve").path
    }

    /// The file of the running executable: Linux names it in /proc (FoundationEssentials
    /// has no `Bundle`); elsewhere Foundation's `Bundle` knows it.
    private static var runningExecutable: URL? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? URL(fileURLWithPath: String(decoding: buffer[..<count].map(UInt8.init(bitPattern:)), as: UTF8.self)) : nil
        #else
        return Bundle.main.executableURL
        #endif
    }
}
