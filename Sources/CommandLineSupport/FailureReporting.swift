import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Marbles

/// Runs `body`, turning document errors and command failures into messages on standard
/// error and exit status 2.
package func reportingFailures(_ body: () throws -> Void) throws {
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
package struct CommandFailure: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Standard error, for diagnostics.
package enum StandardError {
    /// Writes `text` after what `print` buffered for standard output, so that where both go to
    /// one place (a log, `2>&1 | less`) the lines keep their order and none is cut in two.
    package static func write(_ text: String) {
        fflush(nil)
        RawFile.write(Array(text.utf8), to: 2)
    }
}
