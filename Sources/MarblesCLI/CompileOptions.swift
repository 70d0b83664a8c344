import ArgumentParser
import CommandLineSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Marbles
import MarblesCompiled

/// Compiled mode's options, the same for `render`, `trace` and `test`: a `.swift` file is
/// always compiled; a `.marble` file only with `--compile` (compiling runs the file's code).
struct CompileOptions: ParsableArguments {
    @Flag(help: "Compile a .marble file's pasted Swift with swiftc and run it (it runs the file's code); .swift files always are.")
    var compile = false

    @Option(help: "The most seconds a compiled program may run before it is stopped.")
    var timeLimit: Double = CompiledMode.defaultTimeLimit

    @Option(help: "The diagram of a compiled file to draw: a test method's name, or 'main' for top-level code.")
    var test: String?

    func validate() throws {
        guard timeLimit > 0 else { throw ValidationError("--time-limit must be above 0") }
    }

    /// Whether `path` is run compiled.
    func compiles(_ path: String) -> Bool {
        compile || PathName.pathExtension(path) == "swift"
    }

    /// The file at `path` compiled and run.
    func run(_ path: String) throws -> CompiledRun {
        let document = try InputFile.document(at: path)
        let source = PathName.pathExtension(path) == "swift" ? document.source : MarbleFileAsSwift.swift(document.source)
        do {
            return try CompiledMode(timeLimit: timeLimit).run(source, fileName: document.fileName, progress: StandardError.write)
        } catch {
            throw error.reported
        }
    }

    /// The diagrams of `path` to draw: all of them, or the one `--test` names.
    func diagrams(_ path: String) throws -> [CompiledRun.Diagram] {
        let run = try run(path)
        guard !run.diagrams.isEmpty else {
            throw CommandFailure("\(path): nothing was recorded: no publisher chain, subject or subscriber was found to probe")
        }
        guard let test else { return run.diagrams }
        guard let diagram = run.diagrams.first(where: { $0.name == test }) else {
            throw CommandFailure("\(path) has no diagram '\(test)'; it has: \(run.diagrams.map(\.name).joined(separator: ", "))")
        }
        return [diagram]
    }

    /// The one diagram of `path`; several need `--test` (or `--out-dir`, for render).
    func trace(_ path: String) throws -> Trace {
        let diagrams = try diagrams(path)
        guard diagrams.count == 1 else {
            throw CommandFailure("\(path) draws \(diagrams.count) diagrams (\(diagrams.map(\.name).joined(separator: ", "))): "
                + "pick one with --test NAME")
        }
        return diagrams[0].trace
    }
}

extension CompiledError {
    /// As the CLI reports errors: located ones as a document's, with the line and a caret.
    var reported: any Error {
        if let message { return CommandFailure(message) }
        return DocumentError(diagnostics: diagnostics, document: MarbleDocument(source: source, fileName: fileName))
    }
}

extension Error {
    var reported: any Error { (self as? CompiledError)?.reported ?? self }
}
