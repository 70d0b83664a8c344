import Foundation
import Marbles

/// The diagrams of a folder as `marbles serve` shows them: every `.marble` file under it (and
/// every `.swift` file, compiled, under `--allow-compile`), rendered to SVG once per version of
/// its text, or its errors.
actor DiagramStore {
    /// One file's current state.
    struct Entry: Sendable {
        /// A hash of the file's text: the page reloads an image when it changes.
        var version: String
        var source: String
        /// The SVG, or nil when the file has errors.
        var svg: [UInt8]?
        /// Errors with carets, or nil.
        var error: String?
        var description: String?
    }

    let folder: String
    let options: RenderOptions
    /// Compiles a `.swift` file's text into its trace; nil: Swift files are not served, since
    /// compiling runs their code (only `--allow-compile` gives this).
    let compile: (@Sendable (_ source: String, _ fileName: String) throws -> Trace)?
    private var entries: [String: Entry] = [:]

    init(folder: String, options: RenderOptions,
         compile: (@Sendable (_ source: String, _ fileName: String) throws -> Trace)? = nil) {
        self.folder = folder
        self.options = options
        self.compile = compile
    }

    /// The `.marble` files under the folder (and `.swift` ones when compiling is allowed),
    /// relative to it, sorted.
    func names() -> [String] {
        let marble = FolderSearch.files(under: folder, endingIn: ".marble") ?? []
        guard compile != nil else { return marble }
        return (marble + (FolderSearch.files(under: folder, endingIn: ".swift") ?? [])).sorted()
    }

    /// Every file's entry, re-rendered where its text changed since the last look.
    func refresh() -> [(name: String, entry: Entry)] {
        let current = names()
        entries = entries.filter { current.contains($0.key) }
        return current.compactMap { name in load(name).map { (name, $0) } }
    }

    /// A listed file's entry (nil for any other name, so no path outside the folder is read).
    func entry(_ name: String) -> Entry? {
        names().contains(name) ? load(name) : nil
    }

    private func load(_ name: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let version = ContentHash.hex(text)
        if let known = entries[name], known.version == version { return known }
        let path = (folder as NSString).appendingPathComponent(name)
        let entry = name.hasSuffix(".swift") && compile != nil
            ? Self.render(text, version: version, options: options) { try self.compile!(text, path) }
            : Self.render(text, fileName: name, version: version, options: options)
        entries[name] = entry
        return entry
    }

    /// Text from the page's edit box, rendered without being stored.
    func preview(_ text: String) -> Entry {
        Self.render(text, fileName: "<edit>", version: ContentHash.hex(text), options: options)
    }

    private static func render(_ text: String, fileName: String, version: String, options: RenderOptions) -> Entry {
        render(text, version: version, options: options) { try MarbleDocument(source: text, fileName: fileName).trace() }
    }

    private static func render(_ text: String, version: String, options: RenderOptions, trace run: () throws -> Trace) -> Entry {
        do {
            let trace = try run()
            let svg = try DiagramRenderer.render(trace, format: .svg, options: options)
            return Entry(version: version, source: text, svg: svg, error: nil, description: TraceDescription.describe(trace))
        } catch {
            return Entry(version: version, source: text, svg: nil, error: "\(error)", description: nil)
        }
    }
}
