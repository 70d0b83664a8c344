import Foundation

/// Notices changed files by polling their modification date and size: no new dependency,
/// and it works on every file system, network mounts included.
struct FileWatcher {
    private struct Stamp: Equatable {
        var modified: Date?
        var size: UInt?
    }

    /// What each file looked like at the previous poll.
    private var seen: [String: Stamp] = [:]
    /// What each file looked like when it was last reported.
    private var reported: [String: Stamp] = [:]

    /// The files of `paths` that changed since they were last reported (all of them the
    /// first time), in the order given. A file is reported once it looked the same at two
    /// polls in a row, so one still being written (an editor that truncates, then writes) is
    /// not read half-way. A file that disappears counts as changed once.
    mutating func changed(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let stamp = Stamp(modified: attributes?[.modificationDate] as? Date,
                              size: attributes?[.size] as? UInt)
            let settled = seen[path] == stamp
            seen[path] = stamp
            if settled, reported[path] != stamp {
                reported[path] = stamp
                result.append(path)
            }
        }
        return result
    }
}
