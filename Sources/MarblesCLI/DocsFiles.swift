import Foundation
import Marbles

/// The file side of `marbles docs`: finding documents, where their images go, rendering
/// them on every core.
enum DocsFiles {
    /// The Markdown files named or found under the folders named, sorted within each folder,
    /// so the order (and every message) is the same on every run.
    static func markdownFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        for path in paths {
            guard let isDirectory = FileManager.default.directoryExists(atPath: path) else {
                throw CommandFailure("cannot read '\(path)': no such file or folder")
            }
            guard isDirectory else {
                result.append(path)
                continue
            }
            guard let found = FolderSearch.files(under: path, endingIn: ".md") else {
                throw CommandFailure("cannot read the folder '\(path)'")
            }
            result += found.map { (path as NSString).appendingPathComponent($0) }
        }
        var seen = Set<String>()
        return result.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read '\(path)' as UTF-8 text")
        }
        return text
    }

    /// The `.docc` catalog a document lies in, if any.
    static func doccCatalog(of path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while url.path != "/" {
            if url.pathExtension == "docc" { return url.path }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// Plans one document: DocC articles get their catalog's `Resources/` and `![alt](NAME)`.
    static func plan(path: String, text: String, imageDir: String?, settings: DocsSettings) -> DocsPlan {
        var settings = settings
        let documentFolder = (path as NSString).deletingLastPathComponent
        let directory: String
        if let catalog = doccCatalog(of: path) {
            settings.target = .docc
            directory = relativePath(from: FileManager.default.currentDirectoryPath, to: (catalog as NSString).appendingPathComponent("Resources"))
        } else {
            directory = imageDir ?? (documentFolder.isEmpty ? "." : documentFolder)
        }
        let link = relativePath(from: documentFolder.isEmpty ? "." : documentFolder, to: directory)
        return DocsPlan.make(text: text, path: path, imageDirectory: directory,
                             imageLink: link == "." ? "" : link + "/", settings: settings) { source in
            let file = (documentFolder as NSString).appendingPathComponent(source)
            return (try read(file), relativePath(from: FileManager.default.currentDirectoryPath, to: file))
        }
    }

    /// `to` relative to the folder `from` (`.` when they are the same), both taken from the
    /// current directory.
    static func relativePath(from: String, to: String) -> String {
        let base = URL(fileURLWithPath: from).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The images without repeats: two fences may name one file (the same `src=` file drawn
    /// in two documents) only if they draw the same thing; else the error names both.
    static func distinct(_ images: [DocsImage]) throws -> [DocsImage] {
        var owners: [String: DocsImage] = [:]
        var result: [DocsImage] = []
        for image in images {
            let key = URL(fileURLWithPath: image.path).standardizedFileURL.path
            guard let owner = owners[key] else {
                owners[key] = image
                result.append(image)
                continue
            }
            guard owner.trace == image.trace, owner.format == image.format, owner.options.theme == image.options.theme,
                  owner.options.scale == image.options.scale else {
                throw CommandFailure("\(image.origin) and \(owner.origin) both draw '\(image.path)': give one of them another id=")
            }
        }
        return result
    }

    struct Rendered: Sendable {
        var bytes: [UInt8]?
        var failure: String?
    }

    /// Every image rendered, in parallel, results in the order given.
    static func renderAll(_ images: [DocsImage]) -> [Rendered] {
        let progress = ProgressLine(total: images.count)
        let results = ParallelMap.map(images.count) { index in
            defer { progress.advance() }
            do {
                return Rendered(bytes: try images[index].render(), failure: nil)
            } catch {
                return Rendered(bytes: nil, failure: "\(images[index].origin): cannot render '\(images[index].path)': \(error)")
            }
        }
        progress.finish()
        return results
    }

    /// Writes the images whose file does not hold these bytes yet; returns how many.
    static func writeImages(_ images: [DocsImage], bytes: [[UInt8]]) throws -> Int {
        var written = 0
        for (image, fresh) in zip(images, bytes) where FileManager.default.contents(atPath: image.path).map(Array.init) != fresh {
            try OutputFile.write(fresh, to: image.path)
            written += 1
        }
        return written
    }
}
