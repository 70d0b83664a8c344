import Foundation

/// Writing results: whole files only, so a failure never leaves a partial output behind.
enum OutputFile {
    /// Writes `bytes` to `path` (`-` is standard output) through a temporary file and a rename.
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            fflush(nil)
            try? FileHandle.standardOutput.write(contentsOf: Data(bytes))
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("cannot write '\(path)': cannot make the folder '\(folder)'")
            }
        }
        let temporary = (folder as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).partial")
        // rename(2) replaces the old file in one step, so a reader (a browser, `watch`'s
        // user) never finds the path missing or half written.
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CommandFailure("cannot write '\(path)': \(Self.reason(error))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw CommandFailure("cannot write '\(path)': \(reason)")
        }
    }

    /// What the system said, as strerror words it (`No space left on device`), rather than
    /// Foundation's sentence around it.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return error.localizedDescription
    }
}
