/// The patterns of a `case` in a closure, as Swift writes them: values (`200, 204`), error
/// cases (`.timeout, .offline`, `APIError.timeout`, `.badStatus(404)`), a case that binds its
/// associated value (`let .badStatus(code)`, `.badStatus(let code)`, `.badStatus(_)`), and a
/// name that binds the whole value (`let value`, `_`).
extension Parser {
    /// The patterns up to the `:`, `where` or `=` after them, and the name they bind.
    mutating func parseCasePatterns() throws(ParseAbort) -> (patterns: [Expr], binding: Identifier?) {
        let bindsAll = peek().identifier == "let" || peek().identifier == "var"
        if bindsAll { advance() }
        var patterns: [Expr] = []
        var binding: Identifier?
        repeat {
            if !patterns.isEmpty { advance() }
            let (pattern, bound) = try parseCasePattern(bindsAll: bindsAll)
            if let bound {
                // Swift requires every pattern of the case to bind the same names; one is enough here.
                guard binding == nil else {
                    try fail(.unexpected("'\(bound.name)'", at: bound.range, expected: "one name bound in a case; write a case for each pattern"))
                }
                binding = bound
            }
            patterns.append(pattern)
        } while peek().isPunctuation(",")
        if let binding, patterns.count > 1 {
            try fail(.unexpected("'\(binding.name)'", at: binding.range, expected: "one pattern in a case that binds a name; write a case for each pattern"))
        }
        return (patterns, binding)
    }

    private mutating func parseCasePattern(bindsAll: Bool) throws(ParseAbort) -> (Expr, Identifier?) {
        let first = peek()
        // `let value`: the whole value, under a name.
        if bindsAll, let name = first.identifier, !Self.keywords.contains(name), !peekSecond().isPunctuation("."),
           !peekSecond().isPunctuation("(") {
            advance()
            return (node(.identifier(name), from: first.range.start, to: first.range.end), Identifier(name, range: first.range))
        }
        var start = first.range.start
        var base: Expr?
        // `APIError.badStatus(let code)`: the type names the enum.
        if let type = first.identifier, type.first?.isUppercase == true, peekSecond().isPunctuation(".") {
            advance()
            base = node(.identifier(type), from: first.range.start, to: first.range.end)
        }
        guard peek().isPunctuation("."), peekSecond().identifier != nil else {
            if base != nil { try failUnexpected(expected: "'.' and a case name") }
            return (try parseExpression(), nil)
        }
        if base == nil { start = peek().range.start }
        advance()
        let nameToken = advance()
        let name = Identifier(nameToken.identifier ?? "", range: nameToken.range)
        let member = node(base.map { .member(base: $0, name: name) } ?? .implicitMember(name.name), from: start, to: nameToken.range.end)
        guard peek().isPunctuation("("), isOnPreviousTokensLine(peek()) else { return (member, nil) }
        var bound: Identifier?
        let (arguments, closing) = try parseList(closing: ")", separatorExpected: "',' or ')'") {
            (parser: inout Parser) throws(ParseAbort) -> Argument in
            let (value, binding) = try parser.parseCaseArgument(bindsAll: bindsAll)
            if let binding {
                guard bound == nil else {
                    try parser.fail(.unexpected("'\(binding.name)'", at: binding.range, expected: "one name to bind, such as .badStatus(let code)"))
                }
                bound = binding
            }
            return Argument(label: nil, value: value)
        }
        return (node(.call(callee: member, arguments: arguments, trailingClosure: nil), from: start, to: closing.range.end), bound)
    }

    /// `let code`, `code` after `case let`, `_`, or a value to compare.
    private mutating func parseCaseArgument(bindsAll: Bool) throws(ParseAbort) -> (Expr, Identifier?) {
        var binds = bindsAll
        if peek().identifier == "let" || peek().identifier == "var" {
            advance()
            binds = true
        }
        let token = peek()
        guard binds || token.identifier == "_" else { return (try parseExpression(), nil) }
        guard let name = token.identifier, !Self.keywords.contains(name) else { try failUnexpected(expected: "a name to bind") }
        advance()
        let expr = node(.identifier(name), from: token.range.start, to: token.range.end)
        return (expr, name == "_" ? nil : Identifier(name, range: token.range))
    }
}
