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
    var diagram: String?

    @Option(name: .customLong("with"),
            help: "A Swift file (or a folder of them) compiled with the file as it is, not drawn: the helpers it uses.")
    var helpers: [String] = []

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
            return try CompiledMode(timeLimit: timeLimit).run(source, fileName: document.fileName, helpers: try helperFiles(besides: path),
                                                             progress: StandardError.write)
        } catch {
            throw error.reported
        }
    }

    /// The `--with` files: each file as given, each folder's `.swift` files; never `path` itself.
    private func helperFiles(besides path: String) throws -> [String] {
        var files: [String] = []
        for helper in helpers {
            if FileSystem.isDirectory(helper) == true {
                files += (FolderSearch.files(under: helper, endingIn: ".swift") ?? []).map { PathName.appending(helper, $0) }
            } else if FileSystem.isDirectory(helper) == false {
                files.append(helper)
            } else {
                throw CommandFailure("cannot read '\(helper)' (--with): no such file or folder")
            }
        }
        let absolute = { (file: String) in URL(fileURLWithPath: file).standardizedFileURL.path }
        return files.filter { absolute($0) != absolute(path) }.map(absolute)
    }

    /// The diagrams of `path` to draw: all of them, or the one `--diagram` names.
    func diagrams(_ path: String) throws -> [CompiledRun.Diagram] {
        let run = try run(path)
        guard !run.diagrams.isEmpty else {
            throw CommandFailure("\(path): nothing was recorded: no publisher chain, subject or subscriber was found to probe")
        }
        guard let diagram else { return run.diagrams }
        guard let chosen = run.diagrams.first(where: { $0.name == diagram }) else {
            throw CommandFailure("\(path) has no diagram '\(diagram)'; it has: \(run.diagrams.map(\.name).joined(separator: ", "))")
        }
        return [chosen]
    }

    /// The one diagram of `path`; several need `--diagram` (or `--out-dir`, for render).
    func trace(_ path: String) throws -> Trace {
        let diagrams = try diagrams(path)
        guard diagrams.count == 1 else {
            throw CommandFailure("\(path) draws \(diagrams.count) diagrams (\(diagrams.map(\.name).joined(separator: ", "))): "
                + "pick one with --diagram NAME")
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
