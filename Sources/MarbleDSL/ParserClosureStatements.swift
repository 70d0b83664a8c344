/// Closure bodies written as Swift writes them: statements separated by line breaks or `;`,
/// with local `let`/`var`, `if`/`else`, `guard`, `switch`, `return` and `throw`.
extension Parser {
    /// A closure body of statements, `first` among them when it was already parsed.
    mutating func parseStatementBody(after first: ClosureStatement? = nil) throws(ParseAbort) -> Expr {
        let start = peek().range.start
        let statements = try parseClosureStatements()
        guard let first else { return node(.block(statements), from: start, to: tokens[Swift.max(index - 1, 0)].range.end) }
        let from: SourceLocation = switch first {
        case .expression(let expr): expr.range.start
        case .returnValue(_, let range): range.start
        default: start
        }
        return node(.block([first] + statements), from: from, to: tokens[Swift.max(index - 1, 0)].range.end)
    }

    /// The statements up to the closing `}` (not consumed).
    mutating func parseClosureStatements() throws(ParseAbort) -> [ClosureStatement] {
        var statements: [ClosureStatement] = []
        skipSeparators()
        while !peek().isPunctuation("}"), peek().kind != .endOfFile {
            statements.append(try parseClosureStatement())
            skipSeparators()
        }
        return statements
    }

    /// `;` and line breaks between statements (`peek` keeps a line break before `name = …`).
    private mutating func skipSeparators() {
        while tokens[index].kind == .newline || peek().isPunctuation(";") { index += 1 }
    }

    private mutating func parseClosureStatement() throws(ParseAbort) -> ClosureStatement {
        let first = peek()
        switch first.identifier {
        case "let", "var":
            advance()
            let nameToken = advance()
            guard let name = nameToken.identifier, !Self.keywords.contains(name) else { try failUnexpected(expected: "a name") }
            if peek().isPunctuation(":") { try skipTypeAnnotation() }
            _ = try expectPunctuation("=", expected: "'=' and a value")
            return .local(name: Identifier(name, range: nameToken.range), value: try parseExpression())
        case "if":
            return try parseConditional()
        case "guard":
            advance()
            let condition = try parseCondition()
            guard peek().identifier == "else" else { try failUnexpected(expected: "'else'") }
            advance()
            return .guardElse(condition: condition, otherwise: try parseBlock())
        case "return":
            advance()
            if tokens[index].kind == .newline || peek().isPunctuation("}") || peek().isPunctuation(";") {
                return .returnValue(nil, range: first.range)
            }
            let value = try parseExpression()
            return .returnValue(value, range: SourceRange(start: first.range.start, end: value.range.end))
        case "throw":
            advance()
            return .throwError(try parseExpression())
        case "switch":
            return try parseSwitch()
        default:
            return .expression(try assignment(to: try parseExpression()))
        }
    }

    /// `count += 1`, `last = $0` when an assignment operator follows `expression`, else `expression`.
    mutating func assignment(to expression: Expr) throws(ParseAbort) -> Expr {
        guard case .identifier = expression.kind, case .punctuation(let op) = peek().kind,
              Self.assignmentOperators.contains(op) else { return expression }
        advance()
        let value = try parseExpression()
        return node(.binary(op: op, lhs: expression, rhs: value), from: expression.range.start, to: value.range.end)
    }

    private mutating func parseConditional() throws(ParseAbort) -> ClosureStatement {
        advance()
        let condition = try parseCondition()
        let then = try parseBlock()
        guard peek().identifier == "else" else { return .conditional(condition: condition, then: then, otherwise: []) }
        advance()
        if peek().identifier == "if" {
            return .conditional(condition: condition, then: then, otherwise: [try parseConditional()])
        }
        return .conditional(condition: condition, then: then, otherwise: try parseBlock())
    }

    /// An expression before a block's `{`.
    private mutating func parseCondition() throws(ParseAbort) -> Expr {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        return try parseExpression()
    }

    /// `{ statements }`.
    private mutating func parseBlock() throws(ParseAbort) -> [ClosureStatement] {
        let opening = try expectPunctuation("{", expected: "'{'")
        brackets.append(opening)
        defer { brackets.removeLast() }
        let statements = try parseClosureStatements()
        _ = try expectClosing("}", opening: opening, expected: "'}'")
        return statements
    }

    /// `switch subject { case .a, .b: ... case let .c(x): ... default: ... }`.
    private mutating func parseSwitch() throws(ParseAbort) -> ClosureStatement {
        advance()
        let subject = try parseCondition()
        let opening = try expectPunctuation("{", expected: "'{'")
        brackets.append(opening)
        defer { brackets.removeLast() }
        var cases: [SwitchCase] = []
        skipSeparators()
        while !peek().isPunctuation("}") {
            var patterns: [Expr] = []
            var binding: Identifier?
            switch peek().identifier {
            case "default":
                advance()
            case "case":
                advance()
                let binds = peek().identifier == "let"
                if binds { advance() }
                repeat {
                    if !patterns.isEmpty { advance() }
                    let pattern = try parseExpression()
                    if binds {
                        guard case .call(_, let arguments, nil) = pattern.kind, arguments.count == 1,
                              case .identifier(let name) = arguments[0].value.kind else {
                            try fail(.unexpected(pattern.text, at: pattern.range, expected: "a case with one name to bind, such as .badStatus(code)"))
                        }
                        binding = Identifier(name, range: arguments[0].value.range)
                    }
                    patterns.append(pattern)
                } while peek().isPunctuation(",")
            default:
                try failUnexpected(expected: "'case' or 'default'")
            }
            _ = try expectPunctuation(":", expected: "':'")
            skipSeparators()
            var body: [ClosureStatement] = []
            while !peek().isPunctuation("}"), peek().identifier != "case", peek().identifier != "default",
                  peek().kind != .endOfFile {
                body.append(try parseClosureStatement())
                skipSeparators()
            }
            cases.append(SwitchCase(patterns: patterns, binding: binding, body: body))
        }
        _ = try expectClosing("}", opening: opening, expected: "'}'")
        return .switchOver(subject: subject, cases: cases)
    }
}
