/// Operators and postfix chains, from the loosest binding (`?:`) to the tightest (`.name`, calls).
extension Parser {
    /// Binary operators with Swift's relative precedence; all are left-associative.
    static let binaryPrecedence: [String: Int] = [
        "||": 1,
        "&&": 2,
        "==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
        "??": 4,
        "...": 5, "..<": 5,
        "+": 6, "-": 6,
        "*": 7, "/": 7, "%": 7,
    ]

    /// Called after raising `depth` or `height`, which callers lower again in a `defer`.
    mutating func checkDepth() throws(ParseAbort) {
        if depth > Self.maxDepth || height > Self.maxHeight {
            try fail(.tooDeeplyNested(at: peek().range))
        }
    }

    func node(_ kind: Expr.Kind, from start: SourceLocation, to end: SourceLocation) -> Expr {
        let range = SourceRange(start: start, end: end)
        return Expr(kind, range: range, text: source.slice(range))
    }

    mutating func parseExpression() throws(ParseAbort) -> Expr {
        depth += 1
        height += 1
        defer {
            depth -= 1
            height -= 1
        }
        try checkDepth()
        return try parseTernary()
    }

    /// `c ? a : b`, right-associative like Swift's.
    private mutating func parseTernary() throws(ParseAbort) -> Expr {
        let condition = try parseBinary(minimumPrecedence: 1)
        guard peek().isPunctuation("?") else { return condition }
        advance()
        let then = try parseExpression()
        _ = try expectPunctuation(":", expected: "':'")
        let otherwise = try parseExpression()
        return node(.ternary(condition: condition, then: then, else: otherwise),
                    from: condition.range.start, to: otherwise.range.end)
    }

    /// Precedence climbing: each loop iteration folds one operator of at least
    /// `minimumPrecedence` into the left operand.
    private mutating func parseBinary(minimumPrecedence: Int) throws(ParseAbort) -> Expr {
        var lhs = try parseUnary()
        var links = 0
        defer { height -= links }
        while case .punctuation(let op) = peek().kind,
              let precedence = Self.binaryPrecedence[op], precedence >= minimumPrecedence {
            advance()
            links += 1
            height += 1
            try checkDepth()
            let rhs = try parseBinary(minimumPrecedence: precedence + 1)
            lhs = node(.binary(op: op, lhs: lhs, rhs: rhs), from: lhs.range.start, to: rhs.range.end)
        }
        // After every operand: each right-hand side ends in this check too, by recursion.
        try rejectTypeCast()
        return lhs
    }

    /// `$0 as? Int`, `value is String`: a diagram's values carry no static type to cast to or
    /// test, so a cast is named as such rather than reported as an unexpected type name.
    private mutating func rejectTypeCast() throws(ParseAbort) {
        guard let word = peek().identifier, word == "as" || word == "is" else { return }
        var range = peek().range
        if case .punctuation(let mark) = peekSecond().kind, mark == "?" || mark == "!",
           peekSecond().range.start == range.end {
            range.end = peekSecond().range.end
        }
        try fail(.typeCast(source.slice(range), at: range))
    }

    private mutating func parseUnary() throws(ParseAbort) -> Expr {
        let token = peek()
        guard case .punctuation(let op) = token.kind, op == "-" || op == "!", !isNegativeNumberLiteral() else {
            return try parsePostfix()
        }
        advance()
        depth += 1
        height += 1
        defer {
            depth -= 1
            height -= 1
        }
        try checkDepth()
        let operand = try parseUnary()
        return node(.unary(op: op, operand: operand), from: token.range.start, to: operand.range.end)
    }

    /// `-3` written without a space is one literal, as in Swift (`-3.magnitude` is `3`).
    func isNegativeNumberLiteral() -> Bool {
        guard tokens[index].isPunctuation("-"), index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        switch next.kind {
        case .integer, .decimal:
            return next.range.start.offset == tokens[index].range.end.offset
        default:
            return false
        }
    }

    /// `.name`, `(arguments)`, and trailing closures, applied left to right. Each link has a
    /// function of its own to keep this frame, which every level of nesting repeats, small.
    private mutating func parsePostfix() throws(ParseAbort) -> Expr {
        var expression = try parsePrimary()
        var links = 0
        var chained = false
        defer { height -= links }
        while true {
            continueChainOnNextLine()
            let token = peek()
            if token.isPunctuation("!") || token.isPunctuation("?") || token.isPunctuation("["), isAttached(token) {
                expression = try parseUnwrap(of: expression)
                if case .optionalChain = expression.kind { chained = true }
            } else if token.isPunctuation(".") {
                expression = try parseMemberAccess(of: expression)
            } else if token.isPunctuation("("), isOnPreviousTokensLine(token) {
                expression = try parseCall(of: expression)
            } else if token.isPunctuation("{"), isOnPreviousTokensLine(token), !inCondition, takesTrailingClosure(expression) {
                expression = try parseTrailingClosureCall(of: expression)
            } else {
                return chained ? chainResult(expression) : expression
            }
            links += 1
            height += 1
            try checkDepth()
        }
    }

    /// A chain with a `?.` in it, which is `nil` where a link is.
    private func chainResult(_ chain: Expr) -> Expr {
        node(.optionalChainResult(chain), from: chain.range.start, to: chain.range.end)
    }

    /// `x[key]`, `x!` and `x?` of `x?.name`: written against the operand, as Swift requires of postfix operators.
    private mutating func parseUnwrap(of operand: Expr) throws(ParseAbort) -> Expr {
        if peek().isPunctuation("[") {
            let (indices, closing) = try parseList(closing: "]", separatorExpected: "']'", allowsTrailingComma: false) {
                (parser: inout Parser) throws(ParseAbort) -> Expr in try parser.parseExpression()
            }
            guard indices.count == 1, let index = indices.first else { try fail(.expectedOneSubscript(at: closing.range)) }
            return node(.subscriptAccess(base: operand, index: index), from: operand.range.start, to: closing.range.end)
        }
        let token = advance()
        if token.isPunctuation("!") {
            return node(.forceUnwrap(operand), from: operand.range.start, to: token.range.end)
        }
        guard tokens[index].isPunctuation("."), isAttached(tokens[index]) else {
            try failUnexpected(expected: "'.' after '?' (optional chaining, such as name?.count)")
        }
        return node(.optionalChain(operand), from: operand.range.start, to: token.range.end)
    }

    private mutating func parseMemberAccess(of base: Expr) throws(ParseAbort) -> Expr {
        advance()
        let nameToken = peek()
        // `$0.1` picks a tuple element, as in Swift.
        let elementIndex: String? = if case .integer(let digits) = nameToken.kind { digits } else { nil }
        guard let name = nameToken.identifier ?? elementIndex else { try failUnexpected(expected: "a member name") }
        advance()
        return node(.member(base: base, name: Identifier(name, range: nameToken.range)),
                    from: base.range.start, to: nameToken.range.end)
    }

    private mutating func parseCall(of callee: Expr) throws(ParseAbort) -> Expr {
        let (arguments, closing) = try parseArguments()
        guard peek().isPunctuation("{"), isOnPreviousTokensLine(peek()) else {
            return node(.call(callee: callee, arguments: arguments, trailingClosure: nil),
                        from: callee.range.start, to: closing.range.end)
        }
        let closure = try parseClosure()
        return node(.call(callee: callee, arguments: arguments, trailingClosure: closure),
                    from: callee.range.start, to: closure.range.end)
    }

    private mutating func parseTrailingClosureCall(of callee: Expr) throws(ParseAbort) -> Expr {
        let closure = try parseClosure()
        return node(.call(callee: callee, arguments: [], trailingClosure: closure),
                    from: callee.range.start, to: closure.range.end)
    }

    /// `Deferred { … }` and `b.multicast { … }`; a call with parentheses took its closure already.
    private func takesTrailingClosure(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .member, .specialize: return true
        default: return false
        }
    }

    /// Whether `token` follows the previous one with no space between (`x!`, `x?.count`).
    private func isAttached(_ token: Token) -> Bool {
        index > 0 && tokens[index - 1].kind != .newline && tokens[index - 1].range.end.offset == token.range.start.offset
    }

    /// Lets a pipeline pasted from Swift continue on lines that start with `.operator`.
    private mutating func continueChainOnNextLine() {
        guard brackets.isEmpty, tokens[index].kind == .newline else { return }
        var next = index
        while tokens[next].kind == .newline { next += 1 }
        if tokens[next].isPunctuation("."), next + 1 < tokens.count, tokens[next + 1].identifier != nil {
            index = next
        }
    }

    // MARK: - Bracketed lists

    /// Parses `element (, element)* ,?` up to `closing`, the opening bracket being the current
    /// token. Returns the elements and the closing token.
    mutating func parseList<Element>(
        closing: String,
        separatorExpected: String,
        allowsTrailingComma: Bool = true,
        element: (inout Parser) throws(ParseAbort) -> Element
    ) throws(ParseAbort) -> (elements: [Element], closing: Token) {
        let opening = advance()
        brackets.append(opening)
        defer { brackets.removeLast() }
        var elements: [Element] = []
        while true {
            if peek().isPunctuation(closing), elements.isEmpty || allowsTrailingComma {
                return (elements, advance())
            }
            elements.append(try element(&self))
            if peek().isPunctuation(",") {
                advance()
                continue
            }
            return (elements, try expectClosing(closing, opening: opening, expected: separatorExpected))
        }
    }

    /// A missing closer is reported where the line ended when the opener is on that line, else
    /// at the opener (the end of a later line says nothing of which bracket was left open);
    /// anything else on the same line as unexpected.
    mutating func expectClosing(_ closing: String, opening: Token, expected: String) throws(ParseAbort) -> Token {
        let token = peek()
        if token.isPunctuation(closing) { return advance() }
        let startsNewLine = index > 0 && tokens[index - 1].kind == .newline
        if token.isLineEnd || (startsNewLine && token.range.start.column == 1 && !isCloser(token)) {
            let opener = source.slice(opening.range)
            if opening.range.start.line != endOfPrevious.line {
                try fail(.neverClosed(opener, closing: closing, statementEndsOnLine: endOfPrevious.line, at: opening.range))
            }
            try fail(.unclosed(opener, closing: closing, at: SourceRange(at: endOfPrevious)))
        }
        try failUnexpected(expected: expected)
    }

    /// `(label: value, value, +)`; the current token is `(`.
    private mutating func parseArguments() throws(ParseAbort) -> (arguments: [Argument], closing: Token) {
        let (arguments, closing) = try parseList(closing: ")", separatorExpected: "',' or ')'") {
            (parser: inout Parser) throws(ParseAbort) -> Argument in
            var label: Identifier?
            let first = parser.peek()
            if let name = first.identifier, parser.peekSecond().isPunctuation(":") {
                parser.advance()
                parser.advance()
                label = Identifier(name, range: first.range)
            }
            if let reference = parser.parseOperatorReference() {
                return Argument(label: label, value: reference)
            }
            return Argument(label: label, value: try parser.parseExpression())
        }
        return (arguments, closing)
    }

    static let referableOperators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "==", "!=", "&&", "||"]

    /// `+` in `scan(10, +)`: an operator standing alone as an argument.
    private mutating func parseOperatorReference() -> Expr? {
        let token = peek()
        guard case .punctuation(let op) = token.kind, Self.referableOperators.contains(op) else { return nil }
        let next = peekSecond()
        guard next.isPunctuation(",") || next.isPunctuation(")") else { return nil }
        advance()
        return node(.operatorReference(op), from: token.range.start, to: token.range.end)
    }
}
