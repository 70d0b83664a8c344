import ArgumentParser
import Marbles

/// Runs `body`, turning document errors and command failures into messages on standard
/// error and exit status 2.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as MarblesError {
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
