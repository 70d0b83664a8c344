import Foundation
import Marbles

/// Images `marbles docs` wrote earlier that no fence draws any more (the fence was deleted,
/// or changed and so renamed). Only hash-named images (`marble-<hash>.svg`, see
/// `DocsPlan.isHashNamedImage`) are taken: a name given by `id=`, `src=` or a title may be
/// a file someone else writes too (`output/` holds `marbles render`'s images under the same
/// names), and is never removed.
enum DocsLeftovers {
    /// The leftovers in the image folders of `plans`, sorted: hash-named images that are not
    /// among `images` and whose name no document's text mentions (a reference kept by hand).
    /// The image folders must belong to the documents of this run alone.
    static func find(plans: [DocsPlan], images: [DocsImage]) -> [String] {
        let current = Set(images.map { standardized($0.path) })
        var folders: [String] = []
        var seenFolders = Set<String>()
        for plan in plans where seenFolders.insert(standardized(plan.imageDirectory)).inserted {
            folders.append(plan.imageDirectory)
        }
        var result: [String] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where DocsPlan.isHashNamedImage(name) {
                let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                guard !current.contains(standardized(path)) else { continue }
                let base = baseName(name)
                guard !plans.contains(where: { $0.text.contains(base) }) else { continue }
                result.append(path)
            }
        }
        return result
    }

    /// `marble-0123456789ab` of `marble-0123456789ab~dark.svg`: how a reference names it.
    private static func baseName(_ fileName: String) -> String {
        let stem = (fileName as NSString).deletingPathExtension
        return stem.hasSuffix("~dark") ? String(stem.dropLast("~dark".count)) : stem
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
