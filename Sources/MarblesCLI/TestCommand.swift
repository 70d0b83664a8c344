import ArgumentParser
import Foundation
import Marbles

/// `marbles test FILES... DIRS... [--update] [--diff-dir DIR]`: checks the `expect` lines.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Runs .marble files and checks their expect(...) lines.",
        discussion: """
            Prints one line per file: ok or FAIL. A failing expectation is shown at its \
            file:line:column with expected and actual as marble strings lined up by tick, the \
            first differing tick marked, and a diagram is written with the expected lane \
            drawn ghosted under the actual one: to marbles-diff/NAME.png in the folder of the \
            file, or to --diff-dir. A folder stands for the .marble \
            files in it (and in its subfolders). With --update the failing expectations are \
            rewritten to what ran. Exit status: 0 all pass, 1 an expectation failed, 2 bad input.
            """
    )

    @ArgumentParser.Argument(help: "The .marble files, or folders of them.")
    var paths: [String]

    @Flag(help: "Rewrite the failing expectations with what ran, keeping the rest of each file as it is.")
    var update = false

    @Option(help: "Where diagrams of failures go (default: marbles-diff/ in the folder of each file).")
    var diffDir: String?

    @Option(help: "The format of the failure diagrams.")
    var diffFormat: ImageFormat = .png

    @OptionGroup(title: "Compiled mode")
    var compileOptions: CompileOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one .marble file or folder") }
        if paths.contains("-") { throw ValidationError("test reads files, not standard input: --update rewrites them") }
    }

    func run() throws {
        var errored = 0
        var failed = 0
        var count = 0
        let files = try MarbleFiles.expand(paths)
        let diagramPaths = diffDir.map { DiffDiagramPaths(files: files, folder: $0, format: diffFormat) }
        for file in files {
            count += 1
            do {
                let diagram = diagramPaths?.path(for: file) ?? DiffDiagramPaths.besideTheFile(file, format: diffFormat)
                if try !test(file, diagram: diagram) { failed += 1 }
            } catch {
                // The status line first, then what is wrong with the file, as a FAIL line
                // comes before its report.
                print("error   \(file)")
                try? reportingFailures { throw error }
                errored += 1
            }
        }
        if errored > 0 {
            let alsoFailed = failed > 0 ? ", \(failed) failed" : ""
            print("\(errored) of \(count) file(s) could not run\(alsoFailed)")
            throw ExitCode(2)
        }
        if failed > 0 {
            print("\(failed) of \(count) file(s) failed")
            throw ExitCode(1)
        }
        print("all \(count) file(s) pass")
    }

    /// Whether `file` passes (after `--update`, whether it passes once rewritten).
    private func test(_ file: String, diagram: String) throws -> Bool {
        if compileOptions.compiles(file) {
            // A compiled file's assertions are Swift, which --update has no way to rewrite.
            if update { StandardError.write("marbles: note: \(file): --update rewrites expect lines of interpreted files; a compiled file is only checked\n") }
            return try testCompiled(file)
        }
        let document = try InputFile.document(at: file)
        let result = try document.testResult()
        guard !result.passed else {
            print("ok      \(file) (\(Self.count(result.checkCount, "expectation")))")
            return true
        }
        let rewritable = result.rewritableFailures.count
        if update, rewritable > 0 {
            try OutputFile.write(Array(result.updatedSource.utf8), to: file)
            let rewritten = try InputFile.document(at: file).testResult()
            let status = rewritten.passed ? "updated" : "FAIL   "
            let kept = result.failures.count - rewritable
            let left = kept > 0 ? ", \(kept) left as written" : ""
            print("\(status) \(file) (\(Self.count(rewritable, "expectation")) rewritten\(left))")
            if !rewritten.passed { print(rewritten.report, terminator: "") }
            return rewritten.passed
        }
        print("FAIL    \(file) (\(result.failures.count) of \(Self.count(result.checkCount, "expectation")) failed)")
        print(result.report, terminator: "")
        try OutputFile.write(try result.diffDiagram(diffFormat), to: diagram)
        print("    diagram: \(diagram)")
        return false
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

/// The `.marble` files named by paths: a file as itself, a folder as the `.marble` files
/// under it, sorted.
enum MarbleFiles {
    static func expand(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            guard FileManager.default.directoryExists(atPath: path) == true else {
                files.append(path)
                continue
            }
            files += (FolderSearch.files(under: path, endingIn: ".marble") ?? [])
                .map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }
}
