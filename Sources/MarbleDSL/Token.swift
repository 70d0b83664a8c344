/// One lexical unit of a `.marble` file. The parser never looks at raw characters, only at these.
struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name, including the words the parser gives a meaning to (`true`, `nil`, `in`, `title`).
        case identifier(String)
        /// The digits as written (without `_` separators). Kept as text so that the parser can
        /// fold a leading `-` into it before converting, which makes `Int.min` expressible.
        case integer(String)
        case decimal(Double)
        case string([StringPart])
        /// `$0`, `$1`, ...
        case closureParameter(Int)
        /// An operator or a delimiter: `+`, `==`, `(`, `.`, ...
        case punctuation(String)
        case newline
        /// Something the lexer has already reported; the parser drops the statement silently.
        case invalid
        case endOfFile
    }

    var kind: Kind
    var range: SourceRange

    init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation(text)
    }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    var isStringLiteral: Bool {
        if case .string = kind { return true }
        return false
    }

    var isLineEnd: Bool {
        kind == .newline || kind == .endOfFile
    }
}

/// A piece of a string literal token, before the parser turns interpolations into expressions.
enum StringPart: Hashable, Sendable {
    /// Decoded text and the source location of each of its characters.
    case text(String, locations: [SourceLocation])
    /// The tokens between `\(` and the matching `)`; `closing` is that `)`.
    case interpolation(tokens: [Token], closing: Token)
}
