import Foundation

/// Notices changed files by polling their modification date and size: no new dependency,
/// and it works on every file system, network mounts included.
struct FileWatcher {
    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    private var stamps: [String: Stamp] = [:]

    /// The files of `paths` whose stamp changed since the last call (all of them the first
    /// time), in the order given. A file that disappears counts as changed once.
    mutating func changed(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let stamp = Stamp(modified: attributes?[.modificationDate] as? Date,
                              size: (attributes?[.size] as? NSNumber)?.intValue)
            if stamps[path] != stamp {
                stamps[path] = stamp
                result.append(path)
            }
        }
        return result
    }
}
