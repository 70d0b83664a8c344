import Foundation

/// Compiled mode: pasted Swift instrumented, compiled by swiftc against the dependency cache,
/// run under a time limit, and read back as traces. It runs the file's code: callers ask for
/// it explicitly (`marbles render FILE.swift`, `--compile`, `--allow-compile`).
public struct CompiledMode: Sendable {
    /// How long a program may run before it is stopped.
    public var timeLimit: Double
    /// Where the dependency cache lives (`DependencyCache.root()` by default).
    public var cacheRoot: String
    public var environment: [String: String]

    public static let defaultTimeLimit = 10.0

    public init(timeLimit: Double = CompiledMode.defaultTimeLimit,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.timeLimit = timeLimit
        self.environment = environment
        cacheRoot = DependencyCache.root(environment: environment)
    }

    /// The dependency cache compiled runs use now (keyed by marbles version, toolchain and
    /// recorder sources), built or not.
    public func dependencyCache() throws(CompiledError) -> DependencyCache {
        DependencyCache(root: cacheRoot, sources: try PackageSources.locate(environment: environment),
                        toolchain: try Toolchain.locate(environment: environment))
    }

    /// Runs `source` (named `fileName` in every message) and returns what it recorded.
    /// `progress` hears of the one-time build of the dependency cache.
    /// `helpers`: Swift files compiled with it as they are (declarations the file uses, such
    /// as a book's custom publishers), not instrumented.
    public func run(_ source: String, fileName: String, helpers: [String] = [],
                    progress: (String) -> Void = { _ in }) throws(CompiledError) -> CompiledRun {
        let instrumented = try Instrumenter.instrument(source, fileName: fileName)
        let toolchain = try Toolchain.locate(environment: environment)
        let sources = try PackageSources.locate(environment: environment)
        let cache = DependencyCache(root: cacheRoot, sources: sources, toolchain: toolchain)
        try cache.prepare(sources: sources, toolchain: toolchain, progress: progress)

        let folder = NSTemporaryDirectory() + "marbles-compiled-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        } catch {
            throw CompiledError("cannot create '\(folder)': \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = GeneratedProgram.text(instrumented, userPath: fileName)
        // For finding out what the instrumenter made of a file.
        if environment["MARBLES_PRINT_PROGRAM"] != nil { progress(program) }
        let compiler = SwiftCompiler(toolchain: toolchain, cache: cache)
        let executable = try compiler.compile(program, in: folder, helpers: helpers, userPath: fileName, userSource: source,
                                              columns: instrumented.columns, importsXCTest: instrumented.importsXCTest)
        var environment = self.environment
        environment["MARBLES_RUN_OUTPUT"] = folder + "/out"
        // Swift's backtracer would print a register dump after the program's own "Fatal
        // error: MESSAGE" line, which is what the user needs to read (unless they ask for it).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let outcome = try ChildProcess.run(executable, [], environment: environment, directory: folder, timeLimit: timeLimit)
        if outcome.status == nil, outcome.signal == nil {
            throw CompiledError("\(fileName): the program ran longer than the time limit of \(Self.seconds(timeLimit)) and was stopped "
                + "(a loop that never ends, or a wait on real time?); --time-limit SECONDS allows more"
                + Self.tail(outcome.output))
        }
        if let signal = outcome.signal {
            throw CompiledError("\(fileName): the program crashed (signal \(signal))" + Self.crashReport(outcome.output))
        }
        if outcome.status != 0 {
            throw CompiledError("\(fileName): the program exited with status \(outcome.status!)" + Self.tail(outcome.output))
        }
        let tests = instrumented.testClasses.flatMap { testClass in
            testClass.methods.map { instrumented.testClasses.count > 1 ? "\(testClass.name).\($0.name)" : $0.name }
        }
        return try CompiledRun.read(folder: folder + "/out", durationStep: instrumented.durationStep, tests: tests)
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The last lines the program printed, where they tell why it stopped.
    private static func tail(_ output: String) -> String {
        let lines = output.split(separator: "\n").suffix(15)
        return lines.isEmpty ? "" : "; its last output:\n" + lines.joined(separator: "\n")
    }

    /// Why a program crashed: the runtime's `FILE:LINE: Fatal error: MESSAGE` line (where and
    /// why, in the user's file: the generated program keeps its lines) with what it printed
    /// before; else its last lines. Whatever a backtracer printed after that line is left out.
    static func crashReport(_ output: String) -> String {
        let lines = output.split(separator: "\n")
        guard let fatal = lines.firstIndex(where: { $0.contains("Fatal error") || $0.contains("Precondition failed")
            || $0.contains("Assertion failed") }) else { return tail(output) }
        let before = lines[..<fatal].suffix(10)
        // `MarblesUserCode/crash.swift:5: Fatal error: boom`: the module is marbles' name for it.
        let message = lines[fatal].replacingOccurrences(of: "MarblesUserCode/", with: "")
        return ": " + message + (before.isEmpty ? "" : "\nits output before that:\n" + before.joined(separator: "\n"))
    }
}
