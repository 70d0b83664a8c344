import Foundation

/// Finds the files of one kind under a folder, the same way for every command (`test`,
/// `docs`, `serve`): hidden folders and files and `node_modules` are skipped, symbolic links
/// to folders are not followed, and the result is sorted so that the order, and every
/// message, is the same on every run.
enum FolderSearch {
    /// The paths, relative to `folder`, of the files under it whose name ends in `suffix`
    /// (compared without case); nil when the folder cannot be read. A folder below it that
    /// cannot be read is skipped.
    static func files(under folder: String, endingIn suffix: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: [String] = []
        collect(names, in: folder, relative: "", suffix: suffix.lowercased(), into: &found)
        return found.sorted()
    }

    private static func collect(_ names: [String], in folder: String, relative: String, suffix: String, into found: inout [String]) {
        for name in names where !name.hasPrefix(".") && name != "node_modules" {
            let path = (folder as NSString).appendingPathComponent(name)
            let relativePath = (relative as NSString).appendingPathComponent(name)
            if FileManager.default.isRealDirectory(atPath: path) {
                let inner = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                collect(inner, in: path, relative: relativePath, suffix: suffix, into: &found)
            } else if name.lowercased().hasSuffix(suffix) {
                found.append(relativePath)
            }
        }
    }
}

extension FileManager {
    /// Whether `path` is a folder (symbolic links followed); nil when nothing is there.
    func directoryExists(atPath path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    /// Whether `path` is a folder itself, not a symbolic link to one (`attributesOfItem`
    /// does not follow links): a folder search does not follow links, so that a link to a
    /// parent folder cannot make it loop.
    func isRealDirectory(atPath path: String) -> Bool {
        (try? attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
    }
}
