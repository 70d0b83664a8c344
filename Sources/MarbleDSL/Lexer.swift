/// Turns source text into tokens, each with its source range. Problems become diagnostics and
/// `.invalid` tokens, so that lexing always reaches the end of the file.
struct Lexer {
    /// `"\("\("…")")"` nests the lexer; a bound keeps hostile input from exhausting the stack.
    static let maxInterpolationDepth = 16

    let source: SourceText
    private let characters: [Character]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1
    private(set) var diagnostics: [Diagnostic] = []

    init(_ source: SourceText) {
        self.source = source
        characters = source.characters
    }

    /// Every token of the file, ending with `.endOfFile`.
    mutating func tokenize() -> [Token] {
        if characters.first == "\u{FEFF}" { advance() }
        var tokens: [Token] = []
        while true {
            let token = nextToken(interpolationDepth: 0)
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    // MARK: - Cursor

    var location: SourceLocation {
        SourceLocation(line: line, column: column, offset: index)
    }

    func peek(_ ahead: Int = 0) -> Character? {
        let position = index + ahead
        return position < characters.count ? characters[position] : nil
    }

    /// Moves past `count` characters of one line.
    mutating func advance(withinLine count: Int) {
        index += count
        column += count
    }

    mutating func advance() {
        guard let character = peek() else { return }
        index += 1
        if character.isLineBreak {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func skipBlanksAndComments() {
        while let character = peek() {
            if character.isBlank {
                advance()
            } else if character == "#", !startsMacro {
                while let next = peek(), !next.isLineBreak { advance() }
            } else if character == "/" && peek(1) == "/" {
                while let next = peek(), !next.isLineBreak { advance() }
            } else if character == "/", peek(1) == "*" {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    // MARK: - Tokens

    mutating func nextToken(interpolationDepth: Int) -> Token {
        skipBlanksAndComments()
        let start = location
        guard let character = peek() else {
            return Token(.endOfFile, range: SourceRange(at: start))
        }
        if character.isLineBreak {
            advance()
            return Token(.newline, range: SourceRange(start: start, end: location))
        }
        if character.isIdentifierStart || (character == "#" && startsMacro) {
            return lexIdentifier()
        }
        if character.isASCIIDigit {
            return lexNumber()
        }
        if character == "\"" {
            return lexString(interpolationDepth: interpolationDepth)
        }
        if character == "$" {
            return lexClosureParameter()
        }
        if let punctuation = lexPunctuation() {
            return punctuation
        }
        return lexUnexpectedCharacters()
    }

    /// Swift Testing's `#expect(` and `#require(`, which pasted tests assert with; any other
    /// `#` starts a comment.
    private var startsMacro: Bool {
        Self.macros.contains { macro in macro.indices.allSatisfy { peek($0) == macro[$0] } }
    }

    private static let macros: [[Character]] = [Array("#expect("), Array("#require(")]

    private mutating func lexIdentifier() -> Token {
        let start = location
        var name = ""
        if peek() == "#" {
            name.append("#")
            advance()
        }
        while let character = peek(), character.isIdentifierPart {
            name.append(character)
            advance()
        }
        return Token(.identifier(name), range: SourceRange(start: start, end: location))
    }

    private mutating func lexNumber() -> Token {
        let start = location
        var digits = ""
        var written = ""
        func consumeDigits(_ lexer: inout Lexer) {
            while let character = lexer.peek(), character.isASCIIDigit || character == "_" {
                if character != "_" { digits.append(character) }
                written.append(character)
                lexer.advance()
            }
        }
        consumeDigits(&self)
        var isDecimal = false
        if peek() == ".", peek(1)?.isASCIIDigit == true {
            isDecimal = true
            digits.append(".")
            written.append(".")
            advance()
            consumeDigits(&self)
        }
        // `12abc` is one mistake, not a number followed by a name.
        var isMalformed = false
        while let character = peek(), character.isIdentifierPart {
            isMalformed = true
            written.append(character)
            advance()
        }
        let range = SourceRange(start: start, end: location)
        if isMalformed {
            report(.invalidNumber(written, at: range))
            return Token(.invalid, range: range)
        }
        guard isDecimal else {
            return Token(.integer(digits), range: range)
        }
        guard let value = Double(digits), value.isFinite else {
            report(.numberTooLarge(written, at: range))
            return Token(.invalid, range: range)
        }
        return Token(.decimal(value), range: range)
    }

    private mutating func lexClosureParameter() -> Token {
        let start = location
        advance()
        var digits = ""
        while let character = peek(), character.isASCIIDigit {
            digits.append(character)
            advance()
        }
        let range = SourceRange(start: start, end: location)
        guard !digits.isEmpty else {
            report(.unexpectedCharacter("$", at: range, expected: "a closure parameter such as '$0'"))
            return Token(.invalid, range: range)
        }
        guard let number = Int(digits) else {
            report(.numberTooLarge("$" + digits, at: range))
            return Token(.invalid, range: range)
        }
        return Token(.closureParameter(number), range: range)
    }

    /// `/* … */`, nested as Swift nests them; an unclosed one runs to the end of the file.
    private mutating func skipBlockComment() {
        var depth = 0
        while let character = peek() {
            if character == "/", peek(1) == "*" {
                depth += 1
                advance()
            } else if character == "*", peek(1) == "/" {
                depth -= 1
                advance()
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    private static let twoCharacterPunctuation: Set<String> = ["==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=", "*=", "??"]
    private static let oneCharacterPunctuation: Set<Character> = [
        "+", "-", "*", "/", "%", "<", ">", "!", "?", ":", "=", ".", ",", "(", ")", "[", "]", "{", "}", ";",
    ]

    private mutating func lexPunctuation() -> Token? {
        let start = location
        guard let first = peek() else { return nil }
        // Swift's ranges, `1...6` and `0..<3`.
        if first == ".", peek(1) == ".", let third = peek(2), third == "." || third == "<" {
            advance()
            advance()
            advance()
            return Token(.punctuation(third == "." ? "..." : "..<"), range: SourceRange(start: start, end: location))
        }
        // `\.value`: a key path (`assign(to: \.value, on: subject)`).
        if first == "\\", let next = peek(1), next == "." || next.isIdentifierStart {
            advance()
            return Token(.punctuation("\\"), range: SourceRange(start: start, end: location))
        }
        // `&name` passes a variable inout (`.store(in: &cancellables)`).
        if first == "&", peek(1)?.isIdentifierStart == true {
            advance()
            return Token(.punctuation("&"), range: SourceRange(start: start, end: location))
        }
        if let second = peek(1), Self.twoCharacterPunctuation.contains(String([first, second])) {
            advance()
            advance()
            return Token(.punctuation(String([first, second])), range: SourceRange(start: start, end: location))
        }
        if first == "&" || first == "|" {
            advance()
            let range = SourceRange(start: start, end: location)
            report(.unexpectedCharacter(first, at: range, expected: "'\(first)\(first)'"))
            return Token(.invalid, range: range)
        }
        guard Self.oneCharacterPunctuation.contains(first) else { return nil }
        advance()
        return Token(.punctuation(String(first)), range: SourceRange(start: start, end: location))
    }

    /// The attribute's name, for its message: the letters from `next` on.
    private func word(from next: Character) -> String {
        var word = ""
        var at = index
        while at < characters.count, characters[at].isLetter || characters[at].isNumber {
            word.append(characters[at])
            at += 1
        }
        return word.isEmpty ? String(next) : word
    }

    /// One diagnostic for a run like `@@@`, not one per character.
    private mutating func lexUnexpectedCharacters() -> Token {
        let start = location
        let first = peek() ?? " "
        advance()
        while let next = peek(), !next.isWhitespace, !Self.canStartToken(next) {
            advance()
        }
        let range = SourceRange(start: start, end: location)
        if first == "@", let next = peek(), next.isLetter {
            // `@Published`, `@MainActor`, `@objc`: Swift's attributes are compiled mode's.
            report(.needsCompiledMode("an attribute ('@\(word(from: next))')", at: range))
        } else {
            report(.unexpectedCharacter(first, at: range))
        }
        return Token(.invalid, range: range)
    }

    private static func canStartToken(_ character: Character) -> Bool {
        character.isIdentifierStart || character.isASCIIDigit || oneCharacterPunctuation.contains(character)
            || "\"$#&|".contains(character)
    }
}
