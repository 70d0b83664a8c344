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
            let condition = try parseConditionList()
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

    /// `if condition { ... } else ...`; `if case .failure(let error) = completion { ... }` is a
    /// `switch` of one case and a `default` that runs the `else`.
    private mutating func parseConditional() throws(ParseAbort) -> ClosureStatement {
        advance()
        if peek().identifier == "case" {
            advance()
            var matching = SwitchCase(patterns: [], binding: nil, body: [])
            (matching.patterns, matching.binding) = try parseCasePatterns()
            _ = try expectPunctuation("=", expected: "'=' and the value to match")
            let subject = try parseCondition()
            matching.body = try parseBlock()
            return .switchOver(subject: subject, cases: [matching, SwitchCase(patterns: [], binding: nil, body: try parseElse())])
        }
        let condition = try parseConditionList()
        let then = try parseBlock()
        return .conditional(condition: condition, then: then, otherwise: try parseElse())
    }

    /// The `else` of an `if`, `else if ...` nested in it; no statements without one.
    private mutating func parseElse() throws(ParseAbort) -> [ClosureStatement] {
        guard peek().identifier == "else" else { return [] }
        advance()
        if peek().identifier == "if" { return [try parseConditional()] }
        return try parseBlock()
    }

    /// The conditions of an `if` or `guard`, separated by commas (each must hold, in order):
    /// expressions, and `let name = optional` (or `let name`, which unwraps `name`) bindings.
    private mutating func parseConditionList() throws(ParseAbort) -> Expr {
        var condition = try parseConditionClause()
        while peek().isPunctuation(",") {
            advance()
            let next = try parseConditionClause()
            condition = node(.binary(op: "&&", lhs: condition, rhs: next), from: condition.range.start, to: next.range.end)
        }
        return condition
    }

    private mutating func parseConditionClause() throws(ParseAbort) -> Expr {
        let first = peek()
        guard first.identifier == "let" || first.identifier == "var" else { return try parseCondition() }
        advance()
        let nameToken = advance()
        guard let name = nameToken.identifier, !Self.keywords.contains(name) else { try failUnexpected(expected: "a name after '\(first.identifier ?? "let")'") }
        let identifier = Identifier(name, range: nameToken.range)
        if peek().isPunctuation(":") { try skipTypeAnnotation() }
        guard peek().isPunctuation("=") else {
            // `if let name {`: Swift's shorthand for `if let name = name`.
            let value = node(.identifier(name), from: nameToken.range.start, to: nameToken.range.end)
            return node(.optionalBinding(name: identifier, value: value), from: first.range.start, to: nameToken.range.end)
        }
        advance()
        let value = try parseCondition()
        return node(.optionalBinding(name: identifier, value: value), from: first.range.start, to: value.range.end)
    }

    /// An expression before a block's `{`.
    mutating func parseCondition() throws(ParseAbort) -> Expr {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        return try parseExpression()
    }

    /// `{ statements }`.
    mutating func parseBlock() throws(ParseAbort) -> [ClosureStatement] {
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
            var condition: Expr?
            switch peek().identifier {
            case "default":
                advance()
            case "case":
                advance()
                (patterns, binding) = try parseCasePatterns()
                if peek().identifier == "where" {
                    advance()
                    condition = try parseCondition()
                }
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
            cases.append(SwitchCase(patterns: patterns, binding: binding, condition: condition, body: body))
        }
        _ = try expectClosing("}", opening: opening, expected: "'}'")
        return .switchOver(subject: subject, cases: cases)
    }
}
