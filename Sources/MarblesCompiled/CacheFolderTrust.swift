#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The cache holds a library every compiled program loads and traces `marbles docs` draws
/// without compiling again: it is used only in folders nobody else can write to, the way ssh
/// treats `~/.ssh`. A folder marbles makes is 0700; a folder already there must belong to the
/// current user and not be writable by group or others, or marbles stops with an error.
enum CacheFolderTrust {
    /// Makes `path` (0700, its missing parents as the umask says) unless it is there, then
    /// checks it. `followLink`: whether `path` may be a symbolic link (the root a user names
    /// may be; the keyed folders inside it may not).
    static func ensure(_ path: String, followLink: Bool) throws(CompiledError) {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw CompiledError("cannot create the cache folder '\(parent)': \(error.localizedDescription)")
            }
        }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw CompiledError("cannot create the cache folder '\(path)': \(String(cString: strerror(errno)))")
        }
        try check(path, followLink: followLink)
    }

    /// Refuses a folder that is not a folder, another user's, or writable by group or others.
    static func check(_ path: String, followLink: Bool) throws(CompiledError) {
        var info = stat()
        let found = followLink ? stat(path, &info) : lstat(path, &info)
        guard found == 0 else {
            throw CompiledError("cannot read the cache folder '\(path)': \(String(cString: strerror(errno)))")
        }
        let remedy = "compiled programs load code from it; set MARBLES_CACHE to a folder of your own"
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CompiledError("the cache folder '\(path)' is not a folder (a symbolic link?): \(remedy)")
        }
        guard info.st_uid == getuid() else {
            throw CompiledError("the cache folder '\(path)' belongs to another user (uid \(info.st_uid)): \(remedy)")
        }
        guard info.st_mode & 0o022 == 0 else {
            throw CompiledError("the cache folder '\(path)' is writable by group or others (mode "
                + String(info.st_mode & 0o777, radix: 8) + "): \(remedy), or chmod go-w '\(path)'")
        }
    }
}
