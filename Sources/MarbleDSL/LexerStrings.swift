/// String literals: escapes, interpolation, and the location of every decoded character (which
/// is how an error inside a marble string can point at its column in the file).
extension Lexer {
    mutating func lexString(interpolationDepth: Int) -> Token {
        let start = location
        advance()
        var parts: [StringPart] = []
        var text = ""
        var locations: [SourceLocation] = []
        var isValid = true

        func flushText() {
            if !text.isEmpty { parts.append(.text(text, locations: locations)) }
            text = ""
            locations = []
        }

        while true {
            guard let character = peek(), !character.isLineBreak else {
                report(.unterminatedString(at: SourceRange(at: location)))
                return Token(.invalid, range: SourceRange(start: start, end: location))
            }
            if character == "\"" {
                advance()
                break
            }
            guard character == "\\" else {
                appendPlainRun(to: &text, locations: &locations)
                continue
            }
            let escapeStart = location
            advance()
            guard let escaped = peek(), !escaped.isLineBreak else { continue }
            if escaped == "(" {
                advance()
                flushText()
                let opening = SourceRange(start: escapeStart, end: location)
                guard let part = lexInterpolation(opening: opening, depth: interpolationDepth + 1) else {
                    while let next = peek(), !next.isLineBreak { advance() }
                    return Token(.invalid, range: SourceRange(start: start, end: location))
                }
                parts.append(part)
                continue
            }
            advance()
            if let decoded = Self.escapes[escaped] {
                text.append(decoded)
                locations.append(escapeStart)
            } else {
                report(.invalidEscape(escaped, at: SourceRange(start: escapeStart, end: location)))
                isValid = false
            }
        }
        flushText()
        let range = SourceRange(start: start, end: location)
        return Token(isValid ? .string(parts) : .invalid, range: range)
    }

    /// Appends the characters from here to the next quote, backslash, line break or non-ASCII
    /// character (at least the current one) to `text` in one go, each with its location: a
    /// marble string is one character a tick, and appending `Character`s one by one cost
    /// hundreds of instructions each.
    private mutating func appendPlainRun(to text: inout String, locations: inout [SourceLocation]) {
        let codes = source.codes
        let start = index
        guard Self.isPlainInString(codes[start]) else {
            text.append(source.characters[start])
            locations.append(location)
            advance()
            return
        }
        var end = start + 1
        while end < codes.count, Self.isPlainInString(codes[end]) { end += 1 }
        locations.reserveCapacity(locations.count + end - start)
        for offset in 0..<(end - start) {
            locations.append(SourceLocation(line: line, column: column + offset, offset: start + offset))
        }
        text += source.text(start, end)
        advance(withinLine: end - start)
    }

    /// An ASCII character that stands for itself in a string literal.
    private static func isPlainInString(_ code: UInt8) -> Bool {
        code >= 0x20 && code < 0x7F && code != UInt8(ascii: "\"") && code != UInt8(ascii: "\\")
    }

    /// `\r` is left out on purpose: `\r\n` would decode to one `Character` from two escapes and
    /// break the one-location-per-character promise of `StringLiteral.characterLocations`.
    private static let escapes: [Character: Character] = ["\"": "\"", "\\": "\\", "n": "\n", "t": "\t"]

    /// The tokens up to the `)` that balances `\(`, or `nil` (reported) when the line ends first.
    private mutating func lexInterpolation(opening: SourceRange, depth: Int) -> StringPart? {
        guard depth <= Self.maxInterpolationDepth else {
            report(.interpolationTooDeep(at: opening))
            return nil
        }
        var tokens: [Token] = []
        var parentheses = 0
        while true {
            skipBlanksAndComments()
            // Leave the line break for the statement that owns it. After an invalid token (an
            // inner string left open, say) the line's real problem has been reported already.
            guard let next = peek(), !next.isLineBreak else {
                if tokens.last?.kind != .invalid {
                    report(.unterminatedInterpolation(at: SourceRange(at: location)))
                }
                return nil
            }
            let token = nextToken(interpolationDepth: depth)
            if token.isPunctuation("(") { parentheses += 1 }
            if token.isPunctuation(")") {
                if parentheses == 0 { return .interpolation(tokens: tokens, closing: token) }
                parentheses -= 1
            }
            tokens.append(token)
        }
    }
}
