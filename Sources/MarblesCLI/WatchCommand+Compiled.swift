import CommandLineSupport
import Marbles

extension WatchCommand {
    /// The trace of a watched file: a `.swift` file is compiled, and only with
    /// `--allow-compile` (watching must not run code nobody asked to run).
    func traceToWatch(_ file: String) throws -> Trace {
        guard PathName.pathExtension(file) == "swift" else { return try InputFile.document(at: file).trace() }
        guard allowCompile else {
            throw CommandFailure("\(file) is Swift to compile, and compiling runs its code: watch it with --allow-compile")
        }
        let document = try InputFile.document(at: file)
        return try FenceCompiler.compile(document.source, fileName: file)
    }
}
