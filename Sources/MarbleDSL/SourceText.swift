/// Character-level facts shared by the lexer, the marble string parser and the formatter, so
/// that all three agree on what a line and a column are.
extension Character {
    /// Any line terminator, including `\r\n` (a single `Character` in Swift).
    var isLineBreak: Bool { isNewline }

    /// Whitespace inside a line.
    var isBlank: Bool { isWhitespace && !isNewline }

    var isASCIIDigit: Bool { ("0"..."9").contains(self) }

    var isIdentifierStart: Bool { isLetter || self == "_" || isEmoji }

    var isIdentifierPart: Bool { isLetter || isASCIIDigit || self == "_" || isEmoji }

    /// An emoji (`👦🏻`, skin tone and all: one character), which Swift takes in a name
    /// (`let 👦🏻 = Player(...)`, as RxSwift's playgrounds write). Digits, `#` and `*`, which
    /// Unicode counts as emoji for their keycaps, are not.
    var isEmoji: Bool {
        guard let first = unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && first.value >= 0x2000)
    }

    /// How a character is quoted in a message: printable ones between quotes, others by code point
    /// so that a NUL or an escape sequence never reaches the terminal.
    var quotedForMessage: String {
        if unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return unicodeScalars
                .map { "U+" + String(String($0.value, radix: 16, uppercase: true).paddingLeft(to: 4)) }
                .joined(separator: " ")
        }
        return "'\(self)'"
    }
}

extension String {
    func paddingLeft(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

/// The source of a file with random access by character offset, for the `text` of AST nodes.
struct SourceText: Sendable {
    let string: String
    let characters: [Character]
    /// `indices[i]` is where character `i` starts in `string`; the last entry is `endIndex`.
    private let indices: [String.Index]

    init(_ string: String) {
        self.string = string
        self.characters = Array(string)
        var indices = Array(string.indices)
        indices.append(string.endIndex)
        self.indices = indices
    }

    /// The exact text of `range`, clamped to the file.
    func slice(_ range: SourceRange) -> String {
        let last = indices.count - 1
        let lower = Swift.min(Swift.max(range.start.offset, 0), last)
        let upper = Swift.min(Swift.max(range.end.offset, lower), last)
        return String(string[indices[lower]..<indices[upper]])
    }
}
