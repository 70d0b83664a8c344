#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the commands ask the file system beyond FoundationEssentials' `FileManager`, with
/// the same answer on Linux and macOS (whose Foundation spells `fileExists(atPath:isDirectory:)`
/// with `ObjCBool`).
package enum FileSystem {
    /// Whether `path` is a folder (symbolic links followed); nil when nothing is there.
    package static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a folder itself, not a symbolic link to one: a folder search does
    /// not follow links, so that a link to a parent folder cannot make it loop.
    package static func isRealDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
