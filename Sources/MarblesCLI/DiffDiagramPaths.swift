import Foundation
import Marbles

/// Where `marbles test` draws each file's failure (and `marbles check` its difference image): `DIR/NAME.png` for a file whose name no
/// other file of the run shares; files that share a name keep the folders that tell them
/// apart, from the deepest folder they all lie in (`a/x.marble` and `b/x.marble` draw
/// `DIR/a/x.png` and `DIR/b/x.png`), so two failures never write one diagram. A path
/// depends on the files of the run, not on which of them fail, so it is the same on every
/// run of the same command.
struct DiffDiagramPaths {
    private let folder: String
    private let fileExtension: String
    /// For each name that several files share, the folder components they all start with.
    private let commonFolders: [String: [String]]

    init(files: [String], folder: String, format: ImageFormat) {
        self.folder = folder
        fileExtension = format.fileExtension
        var folders: [String: Set<[String]>] = [:]
        for file in files {
            folders[Self.stem(file), default: []].insert(Self.folderComponents(file))
        }
        commonFolders = folders.filter { $0.value.count > 1 }.mapValues { paths in
            paths.dropFirst().reduce(paths.first!) { common, path in
                Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
            }
        }
    }

    /// `marbles test`'s default: `marbles-diff/NAME.png` in the folder of the file, whatever
    /// folder the command runs in.
    static func besideTheFile(_ file: String, format: ImageFormat) -> String {
        let folder = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("marbles-diff")
        return (folder as NSString).appendingPathComponent("\(stem(file)).\(format.fileExtension)")
    }

    func path(for file: String) -> String {
        let stem = Self.stem(file)
        let distinguishing = commonFolders[stem].map { Array(Self.folderComponents(file).dropFirst($0.count)) } ?? []
        return (distinguishing + ["\(stem).\(fileExtension)"]).reduce(folder) { ($0 as NSString).appendingPathComponent($1) }
    }

    private static func stem(_ file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private static func folderComponents(_ file: String) -> [String] {
        Array(URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().pathComponents)
    }
}
