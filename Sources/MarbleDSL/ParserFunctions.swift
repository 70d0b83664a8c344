/// Top-level `func` declarations, which pasted closures call (`tryMap { try romanNumeral(from: $0) }`),
/// and the `try` that marks such a call.
extension Parser {
    /// `func name(parameters) throws -> Type { statements }`: the body has the statements a
    /// closure has; the types document the function.
    mutating func parseFunction() throws(ParseAbort) -> Statement.Kind {
        advance()
        let nameToken = peek()
        guard let name = nameToken.identifier, !Self.keywords.contains(name) else { try failUnexpected(expected: "a function name") }
        advance()
        guard peek().isPunctuation("(") else { try failUnexpected(expected: "'(' and the function's parameters") }
        let (parameters, _) = try parseList(closing: ")", separatorExpected: "',' or ')'", allowsTrailingComma: false) {
            (parser: inout Parser) throws(ParseAbort) -> FunctionParameter in try parser.parseFunctionParameter()
        }
        if peek().identifier == "async" { try fail(.notPartOfADiagram("an async function", at: peek().range)) }
        if peek().identifier == "throws" { advance() }
        if peek().isPunctuation("->") {
            advance()
            try skipType()
        }
        let opening = peek()
        guard opening.isPunctuation("{") else { try failUnexpected(expected: "'{' and the function's body") }
        let statements = try parseBlock()
        var body = node(.block(statements), from: opening.range.start, to: tokens[Swift.max(index - 1, 0)].range.end)
        // A body of one expression returns it, as in Swift.
        if statements.count == 1, case .expression(let only) = statements[0] { body = only }
        return .function(name: Identifier(name, range: nameToken.range), parameters: parameters, body: body)
    }

    /// `_ value: Int`, `from value: Int` or `value: Int`.
    private mutating func parseFunctionParameter() throws(ParseAbort) -> FunctionParameter {
        let first = peek()
        guard let written = first.identifier, !Self.keywords.contains(written) else { try failUnexpected(expected: "a parameter name") }
        advance()
        var label: String? = written == "_" ? nil : written
        var nameToken = first
        if let inner = peek().identifier, !Self.keywords.contains(inner) {
            nameToken = advance()
        } else {
            label = written
        }
        guard let name = nameToken.identifier, name != "_" || nameToken.range != first.range else {
            try failUnexpected(expected: "a parameter name")
        }
        _ = try expectPunctuation(":", expected: "':' and the parameter's type")
        let typeStart = peek().range.start
        try skipType()
        let type = source.slice(SourceRange(start: typeStart, end: tokens[index - 1].range.end))
        return FunctionParameter(label: label, name: Identifier(name, range: nameToken.range),
                                 isFloatingPoint: FloatingPointTypeName.isFloatingPoint(type))
    }

    /// A type (`Int`, `[Int: String]`, `Double?`) at the current token.
    private mutating func skipType() throws(ParseAbort) {
        guard let end = type(at: index, depth: 0) else { try failUnexpected(expected: "a type") }
        index = end + 1
    }

    /// `try f(x)`: Swift's mark of a call that may throw; the expression is what it marks. An
    /// error thrown in it fails the stream of a `try` operator.
    mutating func parseTry() throws(ParseAbort) -> Expr {
        let keyword = advance()
        let next = tokens[index]
        if next.isPunctuation("?") || next.isPunctuation("!"), next.range.start.offset == keyword.range.end.offset {
            advance()
            let marked = try parseExpression()
            return node(next.isPunctuation("?") ? .optionalTry(marked) : .forcedTry(marked), from: keyword.range.start, to: marked.range.end)
        }
        let marked = try parseExpression()
        return node(marked.kind, from: keyword.range.start, to: marked.range.end)
    }
}
