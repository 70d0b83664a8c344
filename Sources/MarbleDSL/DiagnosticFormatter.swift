/// Renders diagnostics the way compilers do, with the offending line and a caret under it:
///
/// ```
/// demo.marble:3:13: error: unexpected ')'
///  3 | C = s.sink())
///    |             ^ expected end of line
/// ```
public struct DiagnosticFormatter: Sendable {
    /// The name printed before each location, e.g. `demo.marble`.
    public let fileName: String
    private let lines: [[Character]]

    /// - Parameters:
    ///   - fileName: How to name the file in the output.
    ///   - source: The text the diagnostics' ranges refer to.
    public init(fileName: String, source: String) {
        self.fileName = fileName
        var lines: [[Character]] = [[]]
        for character in source {
            if character.isLineBreak {
                lines.append([])
            } else {
                lines[lines.count - 1].append(character)
            }
        }
        self.lines = lines
    }

    /// One diagnostic: a `FILE:LINE:COLUMN: SEVERITY: MESSAGE` line, the source line, and a caret
    /// line, each ending with a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var diagnostic = diagnostic
        diagnostic.message = named(diagnostic.message)
        diagnostic.expected = diagnostic.expected.map(named)
        let start = diagnostic.range.start
        let end = diagnostic.range.end
        let line = lines.indices.contains(start.line - 1) ? lines[start.line - 1] : []
        let number = String(start.line)
        let gutter = String(repeating: " ", count: number.count)
        let column = Swift.max(start.column, 1)

        let underlined: Int
        if end.line == start.line {
            underlined = end.column - column
        } else {
            underlined = line.count - column + 1
        }
        // Columns on screen, not characters: a CJK character or an emoji takes two.
        func width(_ range: Range<Int>) -> Int {
            range.reduce(0) { $0 + (line.indices.contains($1) ? Self.displayWidth(line[$1]) : 1) }
        }
        // A long line (a marble string 100,000 ticks long) is cut around the caret.
        let shown = Self.window(around: column - 1, count: line.count)
        let lead = shown.lowerBound > 0 ? Self.cut : ""
        let trail = shown.upperBound < line.count ? Self.cut : ""
        let indent = lead.count + width(shown.lowerBound..<Swift.max(column - 1, shown.lowerBound))
        let underlinedEnd = Swift.min(column - 1 + Swift.max(underlined, 1), Swift.max(shown.upperBound, column))
        let underlinedWidth = Swift.max(width((column - 1)..<underlinedEnd), 1)
        var carets = "^" + String(repeating: "~", count: underlinedWidth - 1)
        if let expected = diagnostic.expected {
            carets += " expected \(expected)"
        }
        let shownLine = lead + String(line[shown].map(Self.printable)) + trail
        return """
            \(fileName):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message)
             \(number) |\(shownLine.isEmpty ? "" : " " + shownLine)
             \(gutter) | \(String(repeating: " ", count: indent))\(carets)

            """
    }

    /// The most characters of a line shown; a longer line is cut around the caret.
    static let widestLine = 120
    /// How far into the shown part of a cut line the caret stands, at most.
    static let caretLead = 40
    /// Marks where a line was cut.
    static let cut = "..."

    /// The characters of a `count`-character line to show for a caret at `caret`: all of a
    /// short line; `widestLine` of a long one, the caret at most `caretLead` in.
    static func window(around caret: Int, count: Int) -> Range<Int> {
        guard count > widestLine else { return 0..<count }
        let start = Swift.min(Swift.max(0, caret - caretLead), count - widestLine)
        return start..<(start + widestLine)
    }

    /// `text` with the file's name where a message names it (`Diagnostic.fileNamePlaceholder`),
    /// and the image beside it: quoted for a shell, as such a message is a command to paste.
    private func named(_ text: String) -> String {
        text.split(separator: Diagnostic.fileNamePlaceholder, omittingEmptySubsequences: false)
            .joined(separator: Self.shellWord(fileName))
            .split(separator: Diagnostic.imageNamePlaceholder, omittingEmptySubsequences: false)
            .joined(separator: Self.shellWord(Self.imageName(fileName)))
    }

    /// `dir/name.png` for `dir/name.marble` (`name.png` for `name`).
    static func imageName(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let nameStart = slash.map(path.index(after:)) ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return path + ".png" }
        return path[..<dot] + ".png"
    }

    /// `path` as one shell word: as it is when nothing in it needs quoting, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./+@:,=".unicodeScalars.contains(scalar))
        }
        return plain && !path.isEmpty ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    /// All of them, in source order.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedByLocation().map(format).joined()
    }

    /// How many terminal columns `character` takes: two for East Asian wide and fullwidth
    /// characters and for emoji shown as emoji, one for everything else (a character's
    /// combining marks ride on it).
    static func displayWidth(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 1 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, as
    /// terminals lay them out.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Tabs and other control characters become one space, so that each character of the line
    /// is one column and the carets line up in any terminal.
    private static func printable(_ character: Character) -> Character {
        let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return isControl ? " " : character
    }
}
