import ArgumentParser
import Foundation
import Marbles

/// Runs `body`, turning document errors and command failures into messages on standard
/// error and exit status 2.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as DocumentError {
        StandardError.write(error.description)
        throw ExitCode(2)
    } catch let error as CommandFailure {
        StandardError.write("marbles: error: \(error.description)\n")
        throw ExitCode(2)
    } catch let error as RenderError {
        StandardError.write("marbles: error: \(error)\n")
        throw ExitCode(2)
    }
}

/// A failure the CLI reports as `marbles: error: ...` with exit status 2.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Standard error, for diagnostics.
enum StandardError {
    /// Writes `text` after what `print` buffered for standard output, so that where both go to
    /// one place (a log, `2>&1 | less`) the lines keep their order and none is cut in two.
    static func write(_ text: String) {
        fflush(nil)
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Writes each of `lines` with its line end; nothing for none.
    static func writeLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.map { $0 + "\n" }.joined())
    }
}
