/// A fenced code block of language `marble` found in a Markdown document, and the image reference
/// the docs tool keeps right after it.
///
///     <!--                        ← optional: the source hidden in an HTML comment
///     ```marble id=demand         ← `id=NAME` names the image; `src=PATH` reads a .marble file
///     C = s.sink(demand: 2)
///     ```
///     -->
///                                 ← one blank line
///     <picture>…</picture>        ← the reference: a line starting `<picture` or `![`
public struct MarbleFence: Hashable, Sendable {
    /// 0-based index of the opening fence line.
    public var openLine: Int
    /// 0-based index of the closing fence line (the last line of the document when unclosed).
    public var closeLine: Int
    /// The info string after `marble`, e.g. `id=demand`.
    public var attributes: [String: String]
    /// The lines between the fences, with the fence's indentation removed.
    public var body: [String]
    /// Whether the fence sits inside `<!--` … `-->` lines of its own.
    public var isHidden: Bool
    /// The range of lines after the fence (and `-->`) that the reference occupies, when there
    /// is one: the blank line and the reference line.
    public var referenceLines: Range<Int>?
    /// The first line after everything that belongs to the fence.
    public var endLine: Int

    /// The diagram source: the body lines joined.
    public var source: String { body.joined(separator: "\n") + (body.isEmpty ? "" : "\n") }
}

/// Finds marble fences in Markdown text (CommonMark fences: three or more backticks or
/// tildes, indented at most three spaces, closed by a like fence at least as long).
public enum MarkdownFences {
    /// The document split into lines, without their line breaks (a final break leaves an
    /// empty last element, so joining with `lineBreak(of:)` gives the text back).
    public static func lines(of text: String) -> [String] {
        // "\r\n" is one Character in Swift, so split on scalars, not Characters.
        let scalars = text.unicodeScalars
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "\n" || (scalar == "\r" && next < scalars.endIndex && scalars[next] == "\n") {
                lines.append(String(current))
                current = String.UnicodeScalarView()
                index = scalar == "\r" ? scalars.index(after: next) : next
            } else {
                current.append(scalar)
                index = next
            }
        }
        lines.append(String(current))
        return lines
    }

    /// `\r\n` when the document's first line ends so (Windows), else `\n`: new lines are
    /// written the way the document writes its own.
    public static func lineBreak(of text: String) -> String {
        guard let newline = text.unicodeScalars.firstIndex(of: "\n") else { return "\n" }
        return newline > text.unicodeScalars.startIndex && text.unicodeScalars[text.unicodeScalars.index(before: newline)] == "\r" ? "\r\n" : "\n"
    }

    /// Every marble fence, in document order. Fences of other languages are skipped whole,
    /// so a marble fence shown inside a longer fence is not taken for one.
    public static func find(in lines: [String]) -> [MarbleFence] {
        var fences: [MarbleFence] = []
        var index = 0
        while index < lines.count {
            guard let opening = Opening(lines[index]) else {
                index += 1
                continue
            }
            var close = index + 1
            while close < lines.count, !opening.isClosed(by: lines[close]) { close += 1 }
            let closeLine = min(close, lines.count - 1)
            if opening.language == "marble" {
                fences.append(fence(opening, from: index, to: closeLine, closed: close < lines.count, in: lines))
            }
            index = close + 1
        }
        return fences
    }

    private static func fence(_ opening: Opening, from open: Int, to close: Int, closed: Bool, in lines: [String]) -> MarbleFence {
        var body: [String] = []
        for line in lines[(open + 1)..<(closed ? close : lines.count)] {
            let spaces = min(opening.indent, line.prefix { $0 == " " }.count)
            body.append(String(line.dropFirst(spaces)))
        }
        let hidden = open > 0 && trimmed(lines[open - 1]) == "<!--"
            && close + 1 < lines.count && trimmed(lines[close + 1]) == "-->"
        var next = close + 1 + (hidden ? 1 : 0)
        var reference: Range<Int>?
        if next + 1 < lines.count, trimmed(lines[next]).isEmpty, isReference(lines[next + 1]) {
            reference = next..<(next + 2)
            next += 2
        }
        return MarbleFence(openLine: open, closeLine: close, attributes: opening.attributes, body: body,
                           isHidden: hidden, referenceLines: reference, endLine: next)
    }

    /// A line the tool wrote: a `<picture>` element or a Markdown image.
    static func isReference(_ line: String) -> Bool {
        let text = trimmed(line)
        return text.hasPrefix("<picture") || text.hasPrefix("![")
    }

    static func trimmed(_ line: String) -> String {
        String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// An opening fence line: its indentation, fence character and length, language and
    /// attributes.
    private struct Opening {
        var indent: Int
        var character: Character
        var length: Int
        var language: String
        var attributes: [String: String]

        init?(_ line: String) {
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { return nil }
            let rest = line.dropFirst(indent)
            guard let character = rest.first, character == "`" || character == "~" else { return nil }
            let length = rest.prefix { $0 == character }.count
            guard length >= 3 else { return nil }
            let info = MarkdownFences.trimmed(String(rest.dropFirst(length)))
            if character == "`", info.contains("`") { return nil }
            let words = info.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            self.indent = indent
            self.character = character
            self.length = length
            self.language = words.first ?? ""
            var attributes: [String: String] = [:]
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                var value = parts.count == 2 ? parts[1] : ""
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                attributes[parts[0]] = value
            }
            self.attributes = attributes
        }

        func isClosed(by line: String) -> Bool {
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { return false }
            let rest = line.dropFirst(indent)
            let run = rest.prefix { $0 == character }.count
            return run >= length && MarkdownFences.trimmed(String(rest.dropFirst(run))).isEmpty
        }
    }
}
