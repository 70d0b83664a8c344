import MarbleDSL

/// How `marbles docs` renders the diagrams of one document and refers to them.
public struct DocsSettings: Sendable {
    /// Which themes each diagram is rendered in.
    public enum Themes: String, Sendable, CaseIterable {
        /// Light and dark: `<picture>` with a dark source (Markdown), `NAME~dark` (DocC).
        case both
        case light
        case dark
    }

    /// How the document refers to its images.
    public enum Target: Sendable {
        /// HTML-rendering Markdown (GitHub): `<picture>` with a `prefers-color-scheme: dark`
        /// source, or `![alt](path)` for one theme.
        case markdown
        /// A DocC article: `![alt](NAME)`; DocC finds `NAME~dark.EXT` itself.
        case docc
    }

    /// The formats written; the first is the one the document refers to.
    public var formats: [ImageFormat]
    public var themes: Themes
    public var target: Target
    /// Put fences that are not yet hidden into an HTML comment.
    public var hideSource: Bool
    public var scale: Double
    public var legend: Bool
    /// Compiles and runs a fence of Swift (```` ```marble compile ````, or `src=FILE.swift`):
    /// its text (at its own line numbers) and the file to name in messages. `nil` unless the
    /// user allowed it (`--allow-compile`): compiling runs the fence's code.
    public var compile: (@Sendable (_ source: String, _ fileName: String) throws -> Trace)?

    public init(formats: [ImageFormat] = [.svg], themes: Themes = .both, target: Target = .markdown,
                hideSource: Bool = false, scale: Double = 1, legend: Bool = true) {
        self.formats = formats
        self.themes = themes
        self.target = target
        self.hideSource = hideSource
        self.scale = scale
        self.legend = legend
    }
}

/// One image a document needs: what to render and where.
public struct DocsImage: Sendable {
    /// The path to write, `imageDirectory/NAME[~dark].EXT`.
    public var path: String
    public var format: ImageFormat
    public var options: RenderOptions
    public var trace: Trace
    /// Where the diagram came from, for messages: `README.md:12`.
    public var origin: String

    /// The image's bytes.
    public func render() throws -> [UInt8] {
        try DiagramRenderer.render(trace, format: format, options: options)
    }
}

/// What one document should become: its new text and the images it refers to, or the
/// errors of its fences (then nothing of it may be written).
public struct DocsPlan: Sendable {
    public var text: String
    public var images: [DocsImage]
    /// Formatted diagnostics (`FILE:LINE:COL: error: ...` with the line and a caret).
    public var errors: [String]
    /// How many marble fences the document has.
    public var fenceCount: Int
    /// The folder its images go to, as `make(text:path:imageDirectory:...)` was given it.
    public var imageDirectory: String

    /// Plans a document.
    /// - Parameters:
    ///   - text: The document.
    ///   - path: Its path, as error messages name it.
    ///   - imageDirectory: Where its images go (a file system path).
    ///   - imageLink: How the document reaches that folder: `""` when the images are beside
    ///     it, else a relative path ending in `/`. DocC ignores it (images are found by name).
    ///   - settings: Formats, themes, target.
    ///   - readSource: Reads the `.marble` file a `src=` attribute names (relative to the
    ///     document); returns its text and the name to use in messages.
    public static func make(text: String, path: String, imageDirectory: String, imageLink: String,
                            settings: DocsSettings,
                            readSource: (String) throws -> (text: String, name: String)) -> DocsPlan {
        let lines = MarkdownFences.lines(of: text)
        let fences = MarkdownFences.find(in: lines)
        var output: [String] = []
        var images: [DocsImage] = []
        var errors: [String] = []
        var usedNames: [String: String] = [:]
        var copied = 0
        for fence in fences {
            let start = fence.isHidden ? fence.openLine - 1 : fence.openLine
            output += lines[copied..<start]
            copied = fence.endLine
            let fenceLines = Array(lines[fence.openLine...fence.closeLine])
            let located = "\(path):\(fence.openLine + 1)"
            let diagram: (source: String, trace: Trace)
            do {
                diagram = try run(fence, path: path, lines: lines, compile: settings.compile, readSource: readSource)
            } catch let error as DocsFenceError {
                errors.append(error.message)
                output += fenceLines
                continue
            } catch {
                errors.append("\(located): error: \(error)\n")
                output += fenceLines
                continue
            }
            let base = uniqueName(imageName(fence, trace: diagram.trace), source: diagram.source, used: &usedNames)
            let description = TraceDescription.describe(diagram.trace)
            let shownBody = fence.attributes["src"] == nil ? fence.body : MarkdownFences.lines(of: diagram.source)
            let hide = fence.isHidden || (settings.hideSource && !shownBody.contains { $0.contains("-->") })
            if hide { output.append("<!--") }
            output += fence.attributes["src"] == nil ? fenceLines : srcFenceLines(fence, lines: lines, body: hide ? [] : shownBody)
            if hide { output.append("-->") }
            output.append("")
            output.append(reference(base: base, alt: description, link: imageLink, settings: settings))
            for format in settings.formats {
                for dark in variants(settings.themes) {
                    var theme = dark ? Theme.dark : Theme.light
                    theme.showsLegend = settings.legend
                    let name = fileName(base, dark: dark, themes: settings.themes, format: format)
                    images.append(DocsImage(path: join(imageDirectory, name), format: format,
                                            options: RenderOptions(theme: theme, scale: settings.scale),
                                            trace: diagram.trace, origin: located))
                }
            }
        }
        output += lines[copied...]
        return DocsPlan(text: output.joined(separator: MarkdownFences.lineBreak(of: text)), images: images, errors: errors, fenceCount: fences.count,
                        imageDirectory: imageDirectory)
    }

    /// The fence's diagram, run; errors located in the Markdown file (or the `src=` file).
    private static func run(_ fence: MarbleFence, path: String, lines: [String],
                            compile: (@Sendable (String, String) throws -> Trace)?,
                            readSource: (String) throws -> (text: String, name: String)) throws -> (source: String, trace: Trace) {
        let openColumn = lines[fence.openLine].prefix { $0 == " " }.count + 1
        let fenceLocation = SourceLocation(line: fence.openLine + 1, column: openColumn, offset: 0)
        let fenceRange = SourceRange(start: fenceLocation, end: SourceLocation(line: fence.openLine + 1, column: lines[fence.openLine].count + 1, offset: 0))
        func fenceError(_ message: String, expected: String? = nil) -> DocsFenceError {
            let diagnostic = Diagnostic(.error, message, at: fenceRange, expected: expected)
            return DocsFenceError(message: DiagnosticFormatter(fileName: path, source: lines.joined(separator: "\n")).format(diagnostic))
        }
        if fence.closeLine == lines.count - 1, !isClosing(lines[fence.closeLine]) {
            throw fenceError("this marble fence is never closed", expected: "a closing ``` line")
        }
        if let id = fence.attributes["id"], sanitized(id) != id || id.isEmpty {
            throw fenceError("the id '\(id)' cannot name a file", expected: "letters, digits, '-', '_' or '.'")
        }
        if fence.attributes["compile"] != nil || fence.attributes["src"]?.hasSuffix(".swift") == true {
            guard let compile else {
                throw fenceError("this fence is Swift to compile, and compiling runs its code",
                                 expected: "marbles docs --allow-compile, to compile and run it")
            }
            return try compiled(fence, path: path, lines: lines, compile: compile, readSource: readSource)
        }
        if let source = fence.attributes["src"] {
            let file: (text: String, name: String)
            do {
                file = try readSource(source)
            } catch {
                throw fenceError("cannot read '\(source)': \(error)")
            }
            return (file.text, try tested(MarbleDocument(source: file.text, fileName: file.name)))
        }
        // A fence that runs and passes needs no locations: it runs alone, its lines without
        // the rest of the document (run in place, every fence lexed every line of the
        // document: quadratic in the fences of a file). One with errors or failures runs
        // again at its own line numbers and columns, every other line blank, so that they
        // come out located in the Markdown file as they are.
        let alone = lines[min(fence.openLine + 1, fence.closeLine)..<fence.closeLine].joined(separator: "\n")
        if let trace = try? tested(MarbleDocument(source: alone, fileName: path)) { return (fence.source, trace) }
        return (fence.source, try tested(MarbleDocument(source: inPlace(fence, lines), fileName: path)))
    }

    /// The document's lines joined, each blank but the fence's body: its lines at their own
    /// line numbers, for a fence with errors and a compiled one. The blank lines are only line
    /// breaks, written at once, not an array of a blank string per line of the document.
    private static func inPlace(_ fence: MarbleFence, _ lines: [String]) -> String {
        let body = lines[min(fence.openLine + 1, fence.closeLine)..<fence.closeLine]
        guard !body.isEmpty else { return String(repeating: "\n", count: max(0, lines.count - 1)) }
        return String(repeating: "\n", count: fence.openLine + 1) + body.joined(separator: "\n")
            + String(repeating: "\n", count: lines.count - fence.closeLine)
    }

    /// A fence of Swift compiled: the `src=` file, or the fence's lines at their own line
    /// numbers (so that compiler errors point into the Markdown file).
    private static func compiled(_ fence: MarbleFence, path: String, lines: [String],
                                 compile: @Sendable (String, String) throws -> Trace,
                                 readSource: (String) throws -> (text: String, name: String)) throws -> (source: String, trace: Trace) {
        do {
            if let source = fence.attributes["src"] {
                let file = try readSource(source)
                return (file.text, try compile(file.text, file.name))
            }
            return (fence.source, try compile(inPlace(fence, lines), path))
        } catch let error as DocumentError {
            throw DocsFenceError(message: error.description)
        }
    }

    /// The document's trace, once its `expect` lines hold: a diagram in a document is checked
    /// as `marbles test` checks a file.
    private static func tested(_ document: MarbleDocument) throws -> Trace {
        let result: MarbleTestResult
        do {
            result = try document.testResult()
        } catch {
            throw DocsFenceError(message: error.description)
        }
        guard result.passed else { throw DocsFenceError(message: result.report) }
        return result.trace
    }

    /// A `src=` fence shows the file it draws, so the document cannot drift from it; hidden,
    /// it stays empty.
    private static func srcFenceLines(_ fence: MarbleFence, lines: [String], body: [String]) -> [String] {
        let indent = String(repeating: " ", count: lines[fence.openLine].prefix { $0 == " " }.count)
        var shown = body
        if shown.last == "" { shown.removeLast() }
        return [lines[fence.openLine]] + shown.map { $0.isEmpty ? $0 : indent + $0 } + [lines[fence.closeLine]]
    }

    private static func isClosing(_ line: String) -> Bool {
        let text = MarkdownFences.trimmed(line)
        return text.count >= 3 && (text.allSatisfy { $0 == "`" } || text.allSatisfy { $0 == "~" })
    }

    /// `id=`, else the `src=` file's name, else the title, else a hash of the source.
    static func imageName(_ fence: MarbleFence, trace: Trace) -> String {
        if let id = fence.attributes["id"] { return id }
        if let source = fence.attributes["src"] {
            let file = source.split(separator: "/").last.map(String.init) ?? source
            let stem = file.hasSuffix(".marble") ? String(file.dropLast(".marble".count)) : file
            let name = sanitized(stem)
            if !name.isEmpty { return name }
        }
        if let title = trace.title {
            let slug = slugged(title)
            if !slug.isEmpty { return slug }
        }
        return "marble-" + ContentHash.hex(fence.source)
    }

    /// Whether `fileName` is the name of an image this tool names by a hash of its source
    /// (`marble-0123456789ab.svg`, `marble-0123456789ab-2~dark.png`): a name no one else
    /// gives a file, so such an image that no fence draws any more is a leftover of ours.
    public static func isHashNamedImage(_ fileName: String) -> Bool {
        guard let dot = fileName.lastIndex(of: "."),
              ImageFormat.allCases.contains(where: { $0.fileExtension == fileName[fileName.index(after: dot)...] }) else {
            return false
        }
        var base = fileName[..<dot]
        if base.hasSuffix("~dark") { base = base.dropLast("~dark".count) }
        guard base.hasPrefix("marble-") else { return false }
        base = base.dropFirst("marble-".count)
        let hash = base.prefix(12)
        let suffix = base.dropFirst(12)
        guard hash.count == 12, hash.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return false }
        let number = suffix.dropFirst()
        return suffix.isEmpty || (suffix.first == "-" && !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// `name`, or `name-2`, `name-3` when another diagram of the document took it; the same
    /// diagram twice (one `src=` file shown in two places) keeps one name.
    private static func uniqueName(_ name: String, source: String, used: inout [String: String]) -> String {
        var candidate = name
        var number = 1
        while let owner = used[candidate], owner != source {
            number += 1
            candidate = "\(name)-\(number)"
        }
        used[candidate] = source
        return candidate
    }

    /// `Demand: sink(demand: 2)` → `demand-sink-demand-2`, at most 60 characters.
    static func slugged(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.count > 60 {
            slug = String(slug.prefix(60))
            while slug.hasSuffix("-") { slug.removeLast() }
        }
        return slug
    }

    private static func sanitized(_ name: String) -> String {
        String(name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") })
            .drop { $0 == "." }.description
    }

    private static func variants(_ themes: DocsSettings.Themes) -> [Bool] {
        switch themes {
        case .both: return [false, true]
        case .light: return [false]
        case .dark: return [true]
        }
    }

    /// `NAME.svg`, `NAME~dark.svg` (the dark one of a pair: DocC's naming, used for Markdown too).
    static func fileName(_ base: String, dark: Bool, themes: DocsSettings.Themes, format: ImageFormat) -> String {
        base + (dark && themes == .both ? "~dark" : "") + "." + format.fileExtension
    }

    static func reference(base: String, alt: String, link: String, settings: DocsSettings) -> String {
        let format = settings.formats.first ?? .svg
        switch settings.target {
        case .docc:
            return "![\(markdownEscaped(alt))](\(base))"
        case .markdown:
            let light = link + fileName(base, dark: settings.themes == .dark, themes: settings.themes, format: format)
            guard settings.themes == .both else { return "![\(markdownEscaped(alt))](\(light))" }
            let dark = link + fileName(base, dark: true, themes: .both, format: format)
            return "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"\(XMLText.escaped(dark))\">"
                + "<img src=\"\(XMLText.escaped(light))\" alt=\"\(XMLText.escaped(alt))\"></picture>"
        }
    }

    private static func markdownEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "[" || character == "]" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// A fence that produced no diagram, with its message already formatted.
struct DocsFenceError: Error {
    var message: String
}

/// A short, stable name for a text: 64-bit FNV-1a, 12 hex digits.
public enum ContentHash {
    /// The same text gives the same 12 hex digits on every machine and run.
    public static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String((String(repeating: "0", count: max(0, 16 - digits.count)) + digits).prefix(12))
    }
}
