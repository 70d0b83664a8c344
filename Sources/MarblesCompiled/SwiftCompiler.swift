import Foundation
import MarbleDSL

/// Compiles one generated program with swiftc against the dependency cache, and turns the
/// compiler's errors in the user's code back into the user's file, line and column.
struct SwiftCompiler {
    /// How long swiftc may take on one file (a type checker lost in an expression, not a build).
    static let timeLimit = 300.0

    let toolchain: Toolchain
    let cache: DependencyCache

    /// Compiles `program` (the generated main.swift, in `folder`) into `folder/program`.
    func compile(_ program: String, in folder: String, helpers: [String], userPath: String, userSource: String,
                 columns: ColumnMap, importsXCTest: Bool) throws(CompiledError) -> String {
        let main = folder + "/main.swift"
        let executable = folder + "/program"
        do {
            try program.write(toFile: main, atomically: true, encoding: .utf8)
        } catch {
            throw CompiledError("cannot write '\(main)': \(error.localizedDescription)")
        }
        // Swift 5 mode: pasted code (a book's, an app's) is written for it, and top-level
        // variables read from test methods are no concurrency error there.
        var arguments = ["-swift-version", "5", "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm",
                         "-module-name", "MarblesUserCode", main, "-o", executable] + helpers + cache.compilerFlags
        #if os(macOS)
        if importsXCTest, let platform = Self.developerPlatform() {
            arguments += ["-F", platform + "/Developer/Library/Frameworks",
                          "-Xlinker", "-rpath", "-Xlinker", platform + "/Developer/Library/Frameworks",
                          "-I", platform + "/Developer/usr/lib", "-L", platform + "/Developer/usr/lib"]
        }
        #endif
        let outcome = try ChildProcess.run(toolchain.swiftc, arguments, timeLimit: Self.timeLimit)
        if outcome.status == nil, outcome.signal == nil {
            throw CompiledError("swiftc ran longer than its time limit of \(Int(Self.timeLimit)) s on \(userPath) and was stopped")
        }
        guard outcome.status == 0 else {
            throw Self.located(outcome.output, userPath: userPath, userSource: userSource, columns: columns)
                ?? CompiledError("swiftc failed on the generated program \(main):\n\(outcome.output)")
        }
        return executable
    }

    /// The compiler's errors that point into the user's file, in the user's coordinates;
    /// nil when none does (an error of marbles' own making).
    static func located(_ output: String, userPath: String, userSource: String, columns: ColumnMap) -> CompiledError? {
        var diagnostics: [Diagnostic] = []
        let lines = userSource.split(separator: "\n", omittingEmptySubsequences: false)
        for line in output.split(separator: "\n") {
            guard let diagnostic = parse(String(line), userPath: userPath) else { continue }
            let byteColumn = columns.userColumn(line: diagnostic.line, column: diagnostic.column)
            let text = lines.indices.contains(diagnostic.line - 1) ? lines[diagnostic.line - 1] : ""
            let column = characterColumn(text, byteColumn: byteColumn)
            let location = SourceLocation(line: diagnostic.line, column: column, offset: 0)
            diagnostics.append(Diagnostic(diagnostic.severity, diagnostic.message, at: SourceRange(at: location)))
        }
        guard diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return CompiledError(fileName: userPath, source: userSource, diagnostics: diagnostics)
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE` (and `note:`) of the user's file.
    private static func parse(_ line: String, userPath: String) -> (line: Int, column: Int, severity: Diagnostic.Severity, message: String)? {
        guard line.hasPrefix(userPath + ":") else { return nil }
        let rest = line.dropFirst(userPath.count + 1)
        let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let number = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        let kind = parts[2].trimmingCharacters(in: .whitespaces)
        let severity: Diagnostic.Severity
        switch kind {
        case "error": severity = .error
        case "note": severity = .note
        default: return nil
        }
        return (number, column, severity, parts[3].trimmingCharacters(in: .whitespaces))
    }

    /// The compiler counts columns in UTF-8 bytes, the formatter in characters.
    private static func characterColumn(_ text: Substring, byteColumn: Int) -> Int {
        var bytes = 0, characters = 0
        for character in text {
            if bytes >= byteColumn - 1 { break }
            bytes += character.utf8.count
            characters += 1
        }
        return characters + 1
    }

    #if os(macOS)
    /// The macOS platform folder, where XCTest.framework is (`xcrun --show-sdk-platform-path`).
    private static func developerPlatform() -> String? {
        guard let outcome = try? ChildProcess.run("/usr/bin/xcrun", ["--show-sdk-platform-path"], timeLimit: 30),
              outcome.status == 0 else { return nil }
        return outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #endif
}
