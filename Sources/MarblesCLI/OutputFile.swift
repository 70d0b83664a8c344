import CommandLineSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing results: whole files only, so a failure never leaves a partial output behind.
enum OutputFile {
    /// Writes `bytes` to `path` (`-` is standard output) through a temporary file and a rename.
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            RawFile.write(bytes, to: 1)
            return
        }
        let folder = PathName.deletingLastComponent(path)
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("cannot write '\(path)': cannot make the folder '\(folder)'")
            }
        }
        let temporary = PathName.appending(folder, ".\(PathName.lastComponent(path)).partial")
        // rename(2) replaces the old file in one step, so a reader (a browser, `watch`'s
        // user) never finds the path missing or half written.
        guard writeFile(bytes, to: temporary), rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure("cannot write '\(path)': \(reason)")
        }
    }

    /// Writes the whole file; false, with errno set, when it cannot.
    private static func writeFile(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { return false }
        guard RawFile.write(bytes, to: descriptor) else {
            let failure = errno
            close(descriptor)
            errno = failure
            return false
        }
        return close(descriptor) == 0
    }
}
