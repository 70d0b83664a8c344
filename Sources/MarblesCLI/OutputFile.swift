import CommandLineSupport
import Foundation

/// Writing results: whole files only, so a failure never leaves a partial output behind.
enum OutputFile {
    /// Writes `bytes` to `path` (`-` is standard output) through a temporary file and a rename.
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).partial")
        do {
            try Data(bytes).write(to: temporary)
            // rename(2) replaces the old file in one step, so a reader (a browser, `watch`'s
            // user) never finds the path missing or half written.
            guard rename(temporary.path, url.path) == 0 else {
                throw CommandFailure("cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
        } catch {
            _ = try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
