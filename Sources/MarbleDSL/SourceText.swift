/// Character-level facts shared by the lexer, the marble string parser and the formatter, so
/// that all three agree on what a line and a column are.
extension Character {
    /// Any line terminator, including `\r\n` (a single `Character` in Swift).
    var isLineBreak: Bool { isNewline }

    /// Whitespace inside a line.
    var isBlank: Bool { isWhitespace && !isNewline }

    var isASCIIDigit: Bool { ("0"..."9").contains(self) }

    // ASCII answered from the byte: asking Unicode's properties of every `(`, `,` and space
    // (whether it is an emoji) was most of lexing a file of 4,000 statements.
    var isIdentifierStart: Bool {
        if let ascii = asciiValue { return Self.isASCIILetter(ascii) || ascii == 0x5F }
        return isLetter || isEmoji
    }

    var isIdentifierPart: Bool {
        if let ascii = asciiValue { return Self.isASCIILetter(ascii) || (0x30...0x39).contains(ascii) || ascii == 0x5F }
        return isLetter || isASCIIDigit || isEmoji
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

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
    /// The code of a character that is not ASCII in `codes`.
    static let nonASCII: UInt8 = 0xFF

    let string: String
    let characters: [Character]
    /// One per character: its ASCII byte, or `nonASCII`. What the lexer compares where a run
    /// of characters is paid one by one (a marble string's, one character a tick).
    let codes: [UInt8]
    /// `indices[i]` is where character `i` starts in `string`; the last entry is `endIndex`.
    private let indices: [String.Index]

    /// The 128 ASCII characters, made once: an ASCII file's characters are taken from here
    /// rather than each made from its byte (a string a character, 0.17k instructions a tick
    /// of a long marble string).
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    init(_ string: String) {
        self.string = string
        var indices: [String.Index]
        // Where every character is one byte (`\r\n` is one character of two, so a `\r` takes
        // the slow way), bytes and characters are read together, without breaking the text
        // into grapheme clusters.
        if string.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            codes = Array(string.utf8)
            let ascii = Self.asciiCharacters
            characters = codes.map { ascii[Int($0)] }
            indices = Array(string.utf8.indices)
        } else {
            characters = Array(string)
            codes = characters.map { $0.asciiValue ?? Self.nonASCII }
            indices = Array(string.indices)
        }
        indices.append(string.endIndex)
        self.indices = indices
    }

    /// The text of characters `lower..<upper`.
    func text(_ lower: Int, _ upper: Int) -> Substring {
        string[indices[lower]..<indices[upper]]
    }

    /// The exact text of `range`, clamped to the file.
    func slice(_ range: SourceRange) -> String {
        let last = indices.count - 1
        let lower = Swift.min(Swift.max(range.start.offset, 0), last)
        let upper = Swift.min(Swift.max(range.end.offset, lower), last)
        return String(string[indices[lower]..<indices[upper]])
    }
}
