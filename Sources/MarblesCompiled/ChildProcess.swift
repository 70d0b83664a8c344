import Foundation

/// Runs a program to its end or to a time limit, its output in a file (a pipe would fill and
/// block a chatty program).
struct ChildProcess {
    struct Outcome {
        /// The exit status; nil when it was stopped by the time limit.
        var status: Int32?
        /// Killed by a signal (a crash, a trap): its number.
        var signal: Int32?
        /// Standard output and standard error, interleaved.
        var output: String
    }

    /// Runs `executable` with `arguments`; `timeLimit` nil waits as long as it takes.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    directory: String? = nil, timeLimit: Double? = nil) throws(CompiledError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let logPath = NSTemporaryDirectory() + "marbles-\(UUID().uuidString).log"
        // A file that could not be made is reported by the handle just below.
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        guard let log = FileHandle(forWritingAtPath: logPath) else { throw CompiledError("cannot write \(logPath)") }
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CompiledError("cannot run \(executable): \(error.localizedDescription)")
        }
        var stopped = false
        if let timeLimit {
            let deadline = Date().addingTimeInterval(timeLimit)
            while process.isRunning, Date() < deadline { usleep(5_000) }
            if process.isRunning {
                stopped = true
                process.terminate()
                let grace = Date().addingTimeInterval(1)
                while process.isRunning, Date() < grace { usleep(5_000) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        process.waitUntilExit()
        try? log.close()
        let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        if stopped { return Outcome(status: nil, signal: nil, output: output) }
        if process.terminationReason == .uncaughtSignal {
            return Outcome(status: nil, signal: process.terminationStatus, output: output)
        }
        return Outcome(status: process.terminationStatus, signal: nil, output: output)
    }
}
