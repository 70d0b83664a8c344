import ArgumentParser
import CommandLineSupport
import Marbles

/// `marbles test FILES... DIRS... [--update] [--diff-dir DIR]`: checks the `expect` lines.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Runs .marble files and checks their expect(...) lines.",
        discussion: """
            Prints one line per file: ok or FAIL. A failing expectation is shown at its \
            file:line:column with expected and actual as marble strings lined up by tick, the \
            first differing tick marked, and a diagram is written to --diff-dir with the \
            expected lane drawn ghosted under the actual one. A folder stands for the .marble \
            files in it (and in its subfolders). With --update the failing expectations are \
            rewritten to what ran. Exit status: 0 all pass, 1 an expectation failed, 2 bad input.
            """
    )

    @ArgumentParser.Argument(help: "The .marble files, or folders of them.")
    var paths: [String]

    @Flag(help: "Rewrite the failing expectations with what ran, keeping the rest of each file as it is.")
    var update = false

    @Option(help: "Where diagrams of failures go.")
    var diffDir: String = "marbles-diff"

    @Option(help: "The format of the failure diagrams.")
    var diffFormat: ImageFormat = .png

    @OptionGroup(title: "Compiled mode")
    var compileOptions: CompileOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one .marble file or folder") }
        if paths.contains("-") { throw ValidationError("test reads files, not standard input: --update rewrites them") }
    }

    func run() throws {
        var badInput = false
        var failed = 0
        var count = 0
        let files = try MarbleFiles.expand(paths)
        let diagramPaths = DiffDiagramPaths(files: files, folder: diffDir, format: diffFormat)
        for file in files {
            count += 1
            do {
                if try !test(file, diagram: diagramPaths.path(for: file)) { failed += 1 }
            } catch {
                // The status line first, then what is wrong with the file, as a FAIL line
                // comes before its report.
                print("error   \(file)")
                try? reportingFailures { throw error }
                badInput = true
            }
        }
        if badInput { throw ExitCode(2) }
        if failed > 0 {
            print("\(failed) of \(count) file(s) failed")
            throw ExitCode(1)
        }
        print("all \(count) file(s) pass")
    }

    /// Whether `file` passes (after `--update`, whether it passes once rewritten).
    private func test(_ file: String, diagram: String) throws -> Bool {
        if compileOptions.compiles(file) { return try testCompiled(file) }
        let document = try InputFile.document(at: file)
        let result = try document.testResult()
        guard !result.passed else {
            print("ok      \(file) (\(Self.count(result.checkCount, "expectation")))")
            return true
        }
        if update {
            try OutputFile.write(Array(result.updatedSource.utf8), to: file)
            let rewritten = try InputFile.document(at: file).testResult()
            let status = rewritten.passed ? "updated" : "FAIL   "
            print("\(status) \(file) (\(Self.count(result.failures.count, "expectation")) rewritten)")
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
            guard FileSystem.isDirectory(path) == true else {
                files.append(path)
                continue
            }
            files += (FolderSearch.files(under: path, endingIn: ".marble") ?? [])
                .map { PathName.appending(path, $0) }
        }
        return files
    }
}
