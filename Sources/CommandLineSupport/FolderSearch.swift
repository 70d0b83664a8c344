import Foundation

/// Finds the files of one kind under a folder, the same way for every command (`test`,
/// `docs`, `serve`): hidden folders and files and `node_modules` are skipped, and the result
/// is sorted so that the order, and every message, is the same on every run.
package enum FolderSearch {
    /// The paths, relative to `folder`, of the files under it whose name ends in `suffix`
    /// (compared without case); nil when the folder cannot be read.
    package static func files(under folder: String, endingIn suffix: String) -> [String]? {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        let suffix = suffix.lowercased()
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                walker.skipDescendants()
            } else if name.lowercased().hasSuffix(suffix) {
                found.append(relative)
            }
        }
        return found.sorted()
    }
}
