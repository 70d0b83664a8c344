/// Literals, names, and the bracketed forms: `( )`, `[ ]`, `{ }`.
extension Parser {
    /// Only dispatches, so that its stack frame, which every level of nesting repeats, stays
    /// small; the work is in the functions it calls.
    mutating func parsePrimary() throws(ParseAbort) -> Expr {
        let token = peek()
        switch token.kind {
        case .identifier:
            return try parseName()
        case .integer, .decimal, .string, .closureParameter:
            return try parseLiteral()
        case .punctuation("-") where isNegativeNumberLiteral():
            return try parseNegativeNumber()
        case .punctuation("("):
            return try parseParenthesized()
        case .punctuation("["):
            return try parseCollection()
        case .punctuation("{"):
            return try parseClosure()
        case .punctuation("."):
            return try parseImplicitMember()
        case .punctuation("&"):
            return try parseInout()
        case .punctuation("\\"):
            return try parseKeyPath()
        default:
            try failUnexpected(expected: "an expression")
        }
    }

    private mutating func parseLiteral() throws(ParseAbort) -> Expr {
        let token = advance()
        let kind: Expr.Kind
        switch token.kind {
        case .integer(let digits):
            guard let value = Int(digits) else { try fail(.numberTooLarge(digits, at: token.range)) }
            kind = .integer(value)
        case .decimal(let value):
            kind = .decimal(value)
        case .string(let parts):
            kind = .string(try stringLiteral(parts))
        case .closureParameter(let number):
            kind = .closureParameter(number)
        default:
            try failUnexpected(expected: "an expression")
        }
        return node(kind, from: token.range.start, to: token.range.end)
    }

    /// `&cancellables`: a variable passed inout stands for the variable itself.
    private mutating func parseInout() throws(ParseAbort) -> Expr {
        let ampersand = advance()
        let nameToken = peek()
        guard let name = nameToken.identifier, !Self.keywords.contains(name) else {
            try failUnexpected(expected: "a variable name after '&'")
        }
        advance()
        return node(.identifier(name), from: ampersand.range.start, to: nameToken.range.end)
    }

    /// `\.value`, `\Model.value.count`: the root type, if written, documents the path.
    private mutating func parseKeyPath() throws(ParseAbort) -> Expr {
        let backslash = advance()
        var end = backslash.range.end
        if let root = tokens[index].identifier, root.first?.isUppercase == true {
            end = advance().range.end
        }
        var path: [String] = []
        while tokens[index].isPunctuation("."), let name = tokens[index + 1].identifier {
            index += 2
            path.append(name)
            end = tokens[index - 1].range.end
        }
        guard !path.isEmpty else { try failUnexpected(expected: "a property after '\\', such as \\.value") }
        return node(.keyPath(path), from: backslash.range.start, to: end)
    }

    /// `.unlimited`, `.max`
    private mutating func parseImplicitMember() throws(ParseAbort) -> Expr {
        let dot = advance()
        let nameToken = peek()
        guard let name = nameToken.identifier else { try failUnexpected(expected: "a member name") }
        advance()
        return node(.implicitMember(name), from: dot.range.start, to: nameToken.range.end)
    }

    private mutating func parseName() throws(ParseAbort) -> Expr {
        let token = peek()
        guard let name = token.identifier else { try failUnexpected(expected: "an expression") }
        let kind: Expr.Kind
        switch name {
        case "true": kind = .boolean(true)
        case "false": kind = .boolean(false)
        case "nil": kind = .nilLiteral
        case "in": try failUnexpected(expected: "an expression")
        case "try": return try parseTry()
        default: kind = .identifier(name)
        }
        advance()
        let expression = node(kind, from: token.range.start, to: token.range.end)
        guard name.first?.isUppercase == true, tokens[index].isPunctuation("<"),
              let (arguments, closing) = typeArguments(at: index) else { return expression }
        index = closing + 1
        return node(.specialize(base: expression, typeArguments: arguments.map(source.slice)),
                    from: token.range.start, to: tokens[closing].range.end)
    }

    private mutating func parseNegativeNumber() throws(ParseAbort) -> Expr {
        let minus = advance()
        let number = advance()
        let text = "-" + source.slice(number.range)
        switch number.kind {
        case .integer(let digits):
            guard let value = Int("-" + digits) else { try fail(.numberTooLarge(text, at: SourceRange(start: minus.range.start, end: number.range.end))) }
            return node(.integer(value), from: minus.range.start, to: number.range.end)
        case .decimal(let value):
            return node(.decimal(-value), from: minus.range.start, to: number.range.end)
        default:
            try failUnexpected(expected: "a number")
        }
    }

    /// `(a)` is `a` (its range widened to the parentheses, so that enclosing nodes' text stays a
    /// slice of the source); `(a, b)` and `()` are tuples.
    private mutating func parseParenthesized() throws(ParseAbort) -> Expr {
        let opening = peek()
        let (elements, closing) = try parseList(closing: ")", separatorExpected: "',' or ')'", allowsTrailingComma: false) {
            (parser: inout Parser) throws(ParseAbort) -> Expr in try parser.parseExpression()
        }
        if elements.count == 1, let inner = elements.first {
            return node(inner.kind, from: opening.range.start, to: closing.range.end)
        }
        return node(.tuple(elements), from: opening.range.start, to: closing.range.end)
    }

    /// `[1, 2]`, `[a: 10, b: "hi"]`, `[]` and `[:]`. The first element decides which.
    private mutating func parseCollection() throws(ParseAbort) -> Expr {
        let opening = peek()
        if peekSecond().isPunctuation(":") {
            advance()
            brackets.append(opening)
            defer { brackets.removeLast() }
            advance()
            let closing = try expectClosing("]", opening: opening, expected: "']'")
            return node(.dictionary([]), from: opening.range.start, to: closing.range.end)
        }
        var isDictionary: Bool?
        let (elements, closing) = try parseList(closing: "]", separatorExpected: "',' or ']'") {
            (parser: inout Parser) throws(ParseAbort) -> (Expr, Expr?) in
            let key = try parser.parseExpression()
            if isDictionary == nil { isDictionary = parser.peek().isPunctuation(":") }
            guard isDictionary == true else { return (key, nil) }
            _ = try parser.expectPunctuation(":", expected: "':'")
            return (key, try parser.parseExpression())
        }
        let kind: Expr.Kind
        if isDictionary == true {
            kind = .dictionary(elements.compactMap { key, value in value.map { DictionaryEntry(key: key, value: $0) } })
        } else {
            kind = .array(elements.map(\.0))
        }
        return node(kind, from: opening.range.start, to: closing.range.end).inferringFloatingPointArray()
    }

    /// `{ body }` or `{ a, b in body }` (also `{ (a, b) in body }`, `{ () -> T in body }`); the body is one expression.
    mutating func parseClosure() throws(ParseAbort) -> Expr {
        let opening = advance()
        brackets.append(opening)
        defer { brackets.removeLast() }
        var parameters: [Identifier] = []
        if let (names, inIndex) = closureParameters(at: index) {
            parameters = names.map { Identifier(source.slice($0.range), range: $0.range) }
            index = inIndex + 1
        }
        let body = try parseClosureBody(opening: opening)
        let closing = try expectClosing("}", opening: opening, expected: "'}'")
        return node(.closure(parameters: parameters, body: body), from: opening.range.start, to: closing.range.end)
    }

    // MARK: - Lookahead

    private func skippingNewlines(_ position: Int) -> Int {
        var position = position
        while position < tokens.count - 1, tokens[position].kind == .newline { position += 1 }
        return position
    }

    /// The parameter names of a closure starting at `position` and the index of its `in`, or
    /// `nil` when the closure has no parameter list.
    private func closureParameters(at start: Int) -> ([Token], Int)? {
        var position = skippingNewlines(start)
        let parenthesized = tokens[position].isPunctuation("(")
        if parenthesized { position = skippingNewlines(position + 1) }
        var names: [Token] = []
        while let name = tokens[position].identifier, !Self.keywords.contains(name) {
            names.append(tokens[position])
            position = skippingNewlines(position + 1)
            // `(value: Int)`: the type documents the parameter; values are dynamic here.
            if parenthesized, tokens[position].isPunctuation(":") {
                guard let end = type(at: position + 1, depth: 0) else { return nil }
                position = skippingNewlines(end + 1)
            }
            guard tokens[position].isPunctuation(",") else { break }
            position = skippingNewlines(position + 1)
        }
        if parenthesized {
            guard tokens[position].isPunctuation(")") else { return nil }
            position = skippingNewlines(position + 1)
        }
        // `value -> Int in`: the return type, likewise.
        if tokens[position].isPunctuation("->") {
            guard let end = type(at: position + 1, depth: 0) else { return nil }
            position = skippingNewlines(end + 1)
        }
        // `{ () -> Observable<Int> in ... }`: an empty list, which says only the return type.
        guard !names.isEmpty || parenthesized, tokens[position].identifier == "in" else { return nil }
        return (names, position)
    }

    /// `<Int>` or `<Int, Never>` at `start`, but only if followed by `(` or `.`; otherwise `<` is a
    /// comparison. Returns each argument's range and the index of the closing `>`.
    private func typeArguments(at start: Int) -> ([SourceRange], Int)? {
        guard let (ranges, closing) = typeList(at: start, depth: 0), closing + 1 < tokens.count else { return nil }
        let next = tokens[closing + 1]
        guard next.isPunctuation("(") || next.isPunctuation(".") || next.isPunctuation("{") else { return nil }
        return (ranges, closing)
    }

    /// `< Type (, Type)* >` starting at the `<`.
    private func typeList(at start: Int, depth: Int) -> ([SourceRange], Int)? {
        guard depth < 8, tokens[start].isPunctuation("<") else { return nil }
        var position = start + 1
        var ranges: [SourceRange] = []
        while true {
            guard let end = type(at: position, depth: depth) else { return nil }
            ranges.append(SourceRange(start: tokens[position].range.start, end: tokens[end].range.end))
            position = end + 1
            if tokens[position].isPunctuation(">") { return (ranges, position) }
            guard tokens[position].isPunctuation(",") else { return nil }
            position += 1
        }
    }

    /// `Name`, `Name<…>`, `[T]` or `[K: V]`, each optionally followed by `?`. Returns the index
    /// of the type's last token.
    func type(at start: Int, depth: Int) -> Int? {
        var end: Int
        if let name = tokens[start].identifier, !Self.keywords.contains(name) {
            end = start
            if tokens[start + 1].isPunctuation("<") {
                guard let (_, closing) = typeList(at: start + 1, depth: depth + 1) else { return nil }
                end = closing
            }
        } else if tokens[start].isPunctuation("["), depth < 8 {
            guard var position = type(at: start + 1, depth: depth + 1) else { return nil }
            position += 1
            if tokens[position].isPunctuation(":") {
                guard let value = type(at: position + 1, depth: depth + 1) else { return nil }
                position = value + 1
            }
            guard tokens[position].isPunctuation("]") else { return nil }
            end = position
        } else {
            return nil
        }
        if tokens[end + 1].isPunctuation("?") { end += 1 }
        return end
    }

    // MARK: - Strings

    /// Decodes a string token, parsing each interpolation with a parser of its own.
    mutating func stringLiteral(_ parts: [StringPart]) throws(ParseAbort) -> StringLiteral {
        var segments: [StringLiteral.Segment] = []
        var locations: [SourceLocation] = []
        var isInterpolated = false
        for part in parts {
            switch part {
            case .text(let text, let textLocations):
                segments.append(.text(text))
                locations += textLocations
            case .interpolation(let inner, let closing):
                isInterpolated = true
                segments.append(.interpolation(try parseInterpolation(inner, closing: closing)))
            }
        }
        return StringLiteral(segments: segments, characterLocations: isInterpolated ? [] : locations)
    }

    private mutating func parseInterpolation(_ inner: [Token], closing: Token) throws(ParseAbort) -> Expr {
        let end = Token(.endOfFile, range: SourceRange(at: closing.range.end))
        var parser = Parser(tokens: inner + [closing, end], source: source, depth: depth, height: height)
        defer { diagnostics += parser.diagnostics }
        do {
            let expression = try parser.parseExpression()
            if parser.index != inner.count { try parser.failUnexpected(expected: "')'") }
            return expression
        } catch {
            try abort()
        }
    }
}
