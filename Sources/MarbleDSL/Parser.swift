/// Thrown once the diagnostic for a statement has been recorded; the statement is dropped and
/// parsing resumes at the next one.
struct ParseAbort: Error {}

/// A recursive-descent parser over the lexer's tokens. This file holds the token cursor,
/// statements and error recovery; expressions live in the extensions next to it.
struct Parser {
    /// Bounds the parser's recursion so that `((((…` ten thousand deep is an error, not a stack
    /// overflow. Each level costs about 12 KB of stack in a debug build (5 KB optimized), so 64
    /// levels fit a 1 MB thread; real files nest a handful of levels.
    static let maxDepth = 64
    /// Bounds the height of the tree, which long chains (`a.b.c…`, `1 + 1 + …`) grow without
    /// recursing here, but which hashing, comparing and evaluating the tree recurse on (the
    /// synthesized `==` takes about 8 KB of stack per level in a debug build, 1.6 KB optimized).
    static let maxHeight = 128

    static let keywords: Set<String> = ["true", "false", "nil", "in"]
    static let settingKeywords: Set<String> = ["title", "ticks", "unit", "combine", "lanes"]
    static let openers: Set<String> = ["(", "[", "{"]
    static let closers: Set<String> = [")", "]", "}"]

    let tokens: [Token]
    let source: SourceText
    var index = 0
    var diagnostics: [Diagnostic] = []
    /// The brackets open around the current token, innermost last. Inside them line breaks
    /// do not end the statement.
    var brackets: [Token] = []
    /// Whether the expression being parsed is the condition of an `if`, `guard` or `switch`
    /// in a closure, where `{` opens the block, not a trailing closure (as in Swift).
    var inCondition = false
    /// Parser recursion levels entered so far.
    var depth: Int
    /// Height of the tree above the node being parsed.
    var height: Int
    /// The file's `let` and `var` declarations by name, to tell a later `name = value` that
    /// assigns a `var` from one that binds it (see `ParserSwift.swift`).
    var declarations: [String: Declaration] = [:]
    /// How many brackets were open when the statement failed, for recovery.
    private var bracketsAtFailure = 0

    /// `depth` and `height` carry the nesting of an enclosing parser into that of an interpolation.
    init(tokens: [Token], source: SourceText, depth: Int = 0, height: Int = 0) {
        // The cursor relies on a final `.endOfFile` to never run off the end.
        var tokens = tokens
        if tokens.last?.kind != .endOfFile {
            let end = tokens.last?.range.end ?? SourceLocation(line: 1, column: 1, offset: 0)
            tokens.append(Token(.endOfFile, range: SourceRange(at: end)))
        }
        self.tokens = tokens
        self.source = source
        self.depth = depth
        self.height = height
    }

    // MARK: - Cursor

    /// The current token. Inside brackets line breaks are skipped, unless the next line plainly
    /// starts a statement (`name = …`), so that a missing `)` does not swallow the rest of the file.
    mutating func peek() -> Token {
        if !brackets.isEmpty, tokens[index].kind == .newline {
            var next = index
            while tokens[next].kind == .newline { next += 1 }
            if !startsBinding(at: next) { index = next }
        }
        return tokens[index]
    }

    /// The token after the current one, with the same treatment of line breaks.
    mutating func peekSecond() -> Token {
        _ = peek()
        var next = index + 1
        if !brackets.isEmpty {
            while next < tokens.count - 1, tokens[next].kind == .newline { next += 1 }
        }
        return tokens[Swift.min(next, tokens.count - 1)]
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = peek()
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Whether `token`, the current one, is on the line of the token before it; a call's `(` or
    /// a trailing `{` must be, as in Swift, or `[a\n(b)]` would read as a call.
    func isOnPreviousTokensLine(_ token: Token) -> Bool {
        guard index > 0, tokens[index] == token else { return false }
        return tokens[index - 1].kind != .newline
    }

    /// Where something missing would have gone: right after the last token that was consumed.
    var endOfPrevious: SourceLocation {
        var position = index - 1
        while position >= 0 {
            if tokens[position].kind != .newline { return tokens[position].range.end }
            position -= 1
        }
        return tokens[index].range.start
    }

    func startsBinding(at position: Int) -> Bool {
        guard position + 1 < tokens.count, let name = tokens[position].identifier,
              !Self.keywords.contains(name) else { return false }
        return tokens[position + 1].isPunctuation("=")
    }

    func isCloser(_ token: Token) -> Bool {
        if case .punctuation(let text) = token.kind { return Self.closers.contains(text) }
        return false
    }

    // MARK: - Failing

    mutating func fail(_ diagnostic: Diagnostic) throws(ParseAbort) -> Never {
        diagnostics.append(diagnostic)
        bracketsAtFailure = brackets.count
        throw ParseAbort()
    }

    /// Gives up on the statement for a problem someone else has reported.
    mutating func abort() throws(ParseAbort) -> Never {
        bracketsAtFailure = brackets.count
        throw ParseAbort()
    }

    /// Reports the current token as unexpected. An `.invalid` token was reported by the lexer.
    mutating func failUnexpected(expected: String) throws(ParseAbort) -> Never {
        let token = peek()
        switch token.kind {
        case .invalid:
            try abort()
        case .newline, .endOfFile:
            try fail(.unexpected(describe(token), at: SourceRange(at: endOfPrevious), expected: expected))
        default:
            try fail(.unexpected(describe(token), at: token.range, expected: expected))
        }
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: return "end of line"
        case .endOfFile: return "end of file"
        case .string: return "string literal"
        case .identifier(let name) where Self.keywords.contains(name): return "keyword '\(name)'"
        default: return "'\(source.slice(token.range).abbreviated)'"
        }
    }

    mutating func expectPunctuation(_ text: String, expected: String) throws(ParseAbort) -> Token {
        guard peek().isPunctuation(text) else { try failUnexpected(expected: expected) }
        return advance()
    }

    // MARK: - Statements

    mutating func parseFile() -> [Statement] {
        var statements: [Statement] = []
        while true {
            while tokens[index].kind == .newline { index += 1 }
            if tokens[index].kind == .endOfFile { return statements }
            let startLine = tokens[index].range.start.line
            brackets = []
            do {
                if let statement = try parseStatement() { statements.append(statement) }
            } catch {
                recover(afterStatementStartingOnLine: startLine)
            }
        }
    }

    private mutating func parseStatement() throws(ParseAbort) -> Statement? {
        let first = peek()
        let kind: Statement.Kind
        if let pasted = try parseSwiftStatement() {
            guard let pastedKind = pasted else {
                guard peek().isLineEnd else { try failUnexpected(expected: "end of line") }
                return nil
            }
            kind = pastedKind
        } else if let keyword = first.identifier, Self.settingKeywords.contains(keyword), !peekSecond().isPunctuation("="),
                  !["combine", "lanes"].contains(keyword) || peekSecond().isStringLiteral {
            kind = try parseSetting(keyword)
        } else if startsBinding(at: index), let name = first.identifier, try !assignsVariable(name, at: first.range) {
            advance()
            advance()
            kind = .binding(name: Identifier(name, range: first.range), value: try parseExpression())
        } else {
            let expression = try topLevelAssignment(to: try parseExpression())
            if peek().isPunctuation("=") {
                guard let assignment = try parseValueAssignment(expression) else {
                    try fail(.cannotBind(expression.text, at: expression.range))
                }
                kind = assignment
            } else {
                kind = .expression(expression)
            }
        }
        guard peek().isLineEnd else { try failUnexpected(expected: "end of line") }
        return Statement(kind, range: SourceRange(start: first.range.start, end: endOfPrevious))
    }

    /// `title "text"`, `ticks N`, `unit "ms"`, `combine "iOS 13.0"`, `lanes "per statement"`.
    private mutating func parseSetting(_ keyword: String) throws(ParseAbort) -> Statement.Kind {
        advance()
        let argument = peek()
        if keyword == "ticks" {
            guard case .integer(let digits) = argument.kind else {
                try failUnexpected(expected: "a number of ticks")
            }
            advance()
            guard let ticks = Int(digits) else { try fail(.numberTooLarge(digits, at: argument.range)) }
            return .ticks(ticks)
        }
        guard case .string(let parts) = argument.kind else {
            try failUnexpected(expected: "a string literal")
        }
        advance()
        guard let text = try stringLiteral(parts).value else {
            try fail(.interpolatedSetting(keyword, at: argument.range))
        }
        switch keyword {
        case "title": return .title(text)
        case "combine": return .combine(text)
        case "lanes": return .lanes(text)
        default: return .unit(text)
        }
    }

    // MARK: - Recovery

    /// Skips the rest of a failed statement: to the end of its line, or, when brackets are still
    /// open, past the lines that continue it. A later line that starts at column 1 (or with
    /// `name =`) is taken as the next statement even then, so that one unclosed `(` costs one
    /// statement, not the rest of the file.
    private mutating func recover(afterStatementStartingOnLine startLine: Int) {
        var open = bracketsAtFailure
        while tokens[index].kind != .endOfFile {
            let token = tokens[index]
            if token.kind == .newline {
                if open <= 0 { return }
                index += 1
                continue
            }
            let startsLine = index > 0 && tokens[index - 1].kind == .newline
            if startsLine, token.range.start.line > startLine,
               startsBinding(at: index) || (token.range.start.column == 1 && !isCloser(token)) {
                return
            }
            if case .punctuation(let text) = token.kind {
                if Self.openers.contains(text) { open += 1 }
                if Self.closers.contains(text) { open -= 1 }
            }
            index += 1
        }
    }
}
