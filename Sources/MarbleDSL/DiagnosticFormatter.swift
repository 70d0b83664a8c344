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
        var carets = "^" + String(repeating: "~", count: Swift.max(underlined - 1, 0))
        if let expected = diagnostic.expected {
            carets += " expected \(expected)"
        }
        let shownLine = String(line.map(Self.printable))
        return """
            \(fileName):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message)
             \(number) |\(shownLine.isEmpty ? "" : " " + shownLine)
             \(gutter) | \(String(repeating: " ", count: column - 1))\(carets)

            """
    }

    /// All of them, in source order.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedByLocation().map(format).joined()
    }

    /// Tabs and other control characters become one space, so that each character of the line
    /// is one column and the carets line up in any terminal.
    private static func printable(_ character: Character) -> Character {
        let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return isControl ? " " : character
    }
}
