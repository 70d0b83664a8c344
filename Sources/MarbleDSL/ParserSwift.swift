/// The Swift a user pastes around a pipeline: imports, `let`/`var` declarations with type
/// annotations, `subject.value = x`, and located errors for the Swift that is no part of a
/// diagram (a `class`, a `func`, ...). The language proper is in `Parser.swift`.
extension Parser {
    /// Modules whose import a pasted file may keep; they add nothing.
    static let importableModules: Set<String> = ["Combine", "Foundation", "CombineSchedulers", "XCTest", "Testing", "RxSwift", "RxTest", "RxRelay",
                                                 "Dispatch", "OpenCombine", "OpenCombineFoundation", "OpenCombineDispatch"]

    /// Swift declarations and statements a diagram has no place for, with what to call them.
    static let foreignDeclarations: [String: String] = [
        "class": "a class declaration", "struct": "a struct declaration", "protocol": "a protocol declaration",
        "extension": "an extension", "func": "a function declaration", "actor": "an actor declaration",
        "typealias": "a typealias", "init": "an initializer", "deinit": "a deinitializer",
        "final": "a class declaration", "public": "an access modifier", "private": "an access modifier",
        "fileprivate": "an access modifier", "internal": "an access modifier", "static": "a static member",
        "override": "an override", "async": "'async'", "await": "'await'", "while": "a while loop",
        "repeat": "a repeat loop", "do": "a do block", "defer": "a defer block", "enum": "an enum declaration",
        "if": "an if statement", "guard": "a guard statement", "switch": "a switch statement",
        "for": "a for loop", "return": "a return statement", "throw": "a throw statement",
    ]

    /// A statement of pasted Swift at the current token, or `nil` when the line is none
    /// (the language's own statements). `.some(nil)` is a line that states nothing (an import).
    mutating func parseSwiftStatement() throws(ParseAbort) -> Statement.Kind?? {
        let first = peek()
        guard let keyword = first.identifier else { return nil }
        if keyword == "import", peekSecond().identifier != nil {
            advance()
            let module = advance()
            guard let name = module.identifier, Self.importableModules.contains(name) else {
                try fail(.unknownModule(module.identifier ?? "", at: module.range))
            }
            return .some(nil)
        }
        if keyword == "let" || keyword == "var", peekSecond().identifier != nil {
            return try parseDeclaration()
        }
        if keyword == "enum" || keyword == "struct", peekSecond().identifier != nil {
            return try parseTypeDeclaration()
        }
        if keyword == "tick", !peekSecond().isPunctuation("=") {
            advance()
            return .tick(try parseExpression())
        }
        if keyword == "for", peekSecond().identifier != nil {
            return try parseLoop()
        }
        if keyword == "func", peekSecond().identifier != nil {
            return try parseFunction()
        }
        if let construct = Self.foreignDeclarations[keyword], !peekSecond().isPunctuation("="),
           !peekSecond().isPunctuation(".") || keyword == "await" {
            try fail(.notPartOfADiagram(construct, at: first.range))
        }
        return nil
    }

    /// `let name = value`, `var name: Type = value`, `var name: Type` (bound by a later
    /// `name = value`, so it states nothing yet).
    private mutating func parseDeclaration() throws(ParseAbort) -> Statement.Kind? {
        let keyword = advance()
        let nameToken = advance()
        guard let name = nameToken.identifier, !Self.keywords.contains(name) else {
            try failUnexpected(expected: "a name")
        }
        var annotation: String?
        if peek().isPunctuation(":") {
            advance()
            let start = peek().range.start
            try skipTypeAnnotation()
            annotation = source.slice(SourceRange(start: start, end: tokens[index - 1].range.end))
        }
        let isVariable = keyword.identifier == "var"
        if peek().isLineEnd {
            declarations[name] = Declaration(line: nameToken.range.start.line, isVariable: isVariable, isBound: false)
            // `var failure: NetworkError?` is `nil` until assigned, as in Swift; it stays
            // unbound here, so its first `name = value` may still bind a sink or publisher.
            if isVariable, let annotation, annotation.hasSuffix("?") {
                return .binding(name: Identifier(name, range: nameToken.range),
                                value: Expr(.nilLiteral, range: nameToken.range, text: "nil"))
            }
            return nil
        }
        _ = try expectPunctuation("=", expected: "'=' and a value")
        // `let table: [Int: String] =` with the value on the next line, as Swift allows.
        while tokens[index].kind == .newline { index += 1 }
        var value = try parseExpression()
        if let annotation, FloatingPointTypeName.annotationTypesLiterals(annotation) {
            value = value.floatingPointLiterals()
        }
        declarations[name] = Declaration(line: nameToken.range.start.line, isVariable: isVariable, isBound: true)
        return .binding(name: Identifier(name, range: nameToken.range), value: value)
    }

    /// Whether `name = value` at the start of a statement assigns a `var` the file declared and
    /// bound already (an action at the time it stands), rather than binding the name. The first
    /// `name = value` of `var name: T` binds it; a `let` cannot be assigned, as in Swift.
    mutating func assignsVariable(_ name: String, at range: SourceRange) throws(ParseAbort) -> Bool {
        guard var declaration = declarations[name] else { return false }
        guard declaration.isBound else {
            declaration.isBound = true
            declarations[name] = declaration
            return false
        }
        guard declaration.isVariable else { try fail(.assignsAConstant(name, declaredOnLine: declaration.line, at: range)) }
        return true
    }

    /// `count += 1`, `factor = 100`, `received = []` at the top level or in a `for` loop: an
    /// assignment to a `var` of the file, as an expression (`.binary("+=", ...)`).
    mutating func topLevelAssignment(to expression: Expr) throws(ParseAbort) -> Expr {
        guard case .identifier(let name) = expression.kind, case .punctuation(let op) = peek().kind,
              Self.assignmentOperators.contains(op) else { return expression }
        if let declaration = declarations[name], !declaration.isVariable {
            try fail(.assignsAConstant(name, declaredOnLine: declaration.line, at: expression.range))
        }
        return try assignment(to: expression)
    }

    /// A type annotation: every token up to `=` or the end of the line, brackets balanced.
    /// In a struct's braces a type also ends at `;`, `}` or a name that follows a name on its
    /// line (`Int` then `var`), other than after `any` or `some`; there the end of the file is
    /// a missing `}`.
    mutating func skipTypeAnnotation(inBraces: Bool = false) throws(ParseAbort) {
        var open = 0
        var previousName: String?
        while true {
            let token = tokens[index]
            if token.kind == .endOfFile {
                if inBraces { try failUnexpected(expected: "'}'") }
                break
            }
            if open == 0 {
                if token.isLineEnd || token.isPunctuation("=") { break }
                if inBraces, token.isPunctuation(";") || token.isPunctuation("}") { break }
                if inBraces, token.identifier != nil, let previousName, previousName != "any", previousName != "some" { break }
            }
            previousName = token.identifier
            if case .punctuation(let text) = token.kind {
                if Self.openers.contains(text) || text == "<" { open += 1 }
                if Self.closers.contains(text) || text == ">" { open -= 1 }
            }
            index += 1
        }
        guard open == 0 else { try failUnexpected(expected: "a type") }
    }

    /// `subject.value = 3` on a `CurrentValueSubject` is `subject.send(3)`.
    mutating func parseValueAssignment(_ target: Expr) throws(ParseAbort) -> Statement.Kind? {
        guard case .member(let base, let name) = target.kind, name.name == "value" else { return nil }
        advance()
        let value = try parseExpression()
        let send = node(.member(base: base, name: Identifier("send", range: name.range)),
                        from: base.range.start, to: name.range.end)
        return .expression(node(.call(callee: send, arguments: [Argument(label: nil, value: value)], trailingClosure: nil),
                                from: target.range.start, to: value.range.end))
    }

    /// A closure's body: one expression, `return` and an expression, or nothing (`{ _ in }`),
    /// which gives the empty tuple, Swift's `()`.
    mutating func parseClosureBody(opening: Token) throws(ParseAbort) -> Expr {
        if peek().isPunctuation("}") {
            return node(.tuple([]), from: opening.range.end, to: opening.range.end)
        }
        if let keyword = peek().identifier, Self.statementKeywords.contains(keyword) {
            return try parseStatementBody()
        }
        // One expression, the usual body, is parsed in this frame: nested closures
        // (`{ a in { b in … } }`) recurse through here, and each frame costs stack.
        let returns = peek().identifier == "return"
        // `{ _ in return }`: a return without a value is a statement.
        if returns, index + 1 < tokens.count, tokens[index + 1].isPunctuation("}") || tokens[index + 1].kind == .newline {
            return try parseStatementBody()
        }
        if returns { advance() }
        let expression = try assignment(to: try parseExpression())
        while peek().isPunctuation(";") { advance() }
        if peek().isPunctuation("}") { return expression }
        return try parseStatementBody(after: returns ? .returnValue(expression, range: expression.range) : .expression(expression))
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*="]
    /// The words that start a statement of a closure body other than an expression.
    static let statementKeywords: Set<String> = ["let", "var", "if", "guard", "switch", "throw"]

    /// The stored properties of a struct, up to its closing `}`: `let code: Int`,
    /// `var wrappedError: Error`, on lines of their own or separated by `;`. Their types document
    /// them; anything else in the struct (a default value, a method, an initializer) is named
    /// as not part of a diagram.
    private mutating func parseStructMembers() throws(ParseAbort) -> [Identifier] {
        var members: [Identifier] = []
        while true {
            while peek().kind == .newline || peek().isPunctuation(";") { advance() }
            if peek().isPunctuation("}") { return members }
            if peek().kind == .endOfFile { try failUnexpected(expected: "'}'") }
            guard let keyword = peek().identifier, keyword == "let" || keyword == "var" else {
                try fail(.notPartOfADiagram("a struct's member other than a stored property", at: peek().range))
            }
            advance()
            let nameToken = advance()
            guard let member = nameToken.identifier, !Self.keywords.contains(member) else {
                try failUnexpected(expected: "the property's name")
            }
            if peek().isPunctuation("=") {
                try fail(.notPartOfADiagram("a stored property with a default value", at: peek().range))
            }
            _ = try expectPunctuation(":", expected: "':' and the property's type")
            try skipTypeAnnotation(inBraces: true)
            if peek().isPunctuation("=") {
                try fail(.notPartOfADiagram("a stored property with a default value", at: peek().range))
            }
            members.append(Identifier(member, range: nameToken.range))
        }
    }

    /// `enum APIError: Error { case timeout, badStatus(Int) }`, on one line or several;
    /// `struct MyError: Error {}` or `struct Wrapped: Error { var wrappedError: Error }`; an enum
    /// with raw values (`enum Rank: Int { ... }`); a struct of stored properties
    /// (`struct Point { let x: Int; let y: Int }`). Any other enum has no place in a diagram.
    private mutating func parseTypeDeclaration() throws(ParseAbort) -> Statement.Kind {
        let keyword = advance()
        let isStruct = keyword.identifier == "struct"
        let nameToken = advance()
        guard let name = nameToken.identifier else { try failUnexpected(expected: "a name") }
        var conformsToError = false
        var rawType: String?
        if peek().isPunctuation(":") {
            repeat {
                advance()
                let conformance = advance()
                if conformance.identifier == "Error" { conformsToError = true }
                if conformance.identifier == "Int" || conformance.identifier == "String" { rawType = conformance.identifier }
            } while peek().isPunctuation(",")
        }
        if !isStruct, !conformsToError {
            // `enum ViewState { case idle, loading }`: a simple enum, its cases without raw
            // values (rawType ""), drawn by their names.
            return try parseValueEnum(Identifier(name, range: nameToken.range), rawType: rawType ?? "")
        }
        let opening = try expectPunctuation("{", expected: isStruct ? "'{}'" : "'{' and the error's cases")
        brackets.append(opening)
        defer { brackets.removeLast() }
        if isStruct {
            let members = try parseStructMembers()
            advance()
            guard conformsToError else { return .valueStruct(name: Identifier(name, range: nameToken.range), members: members) }
            return .errorType(name: Identifier(name, range: nameToken.range), cases: nil, members: members)
        }
        var cases: [Identifier] = []
        while !peek().isPunctuation("}") {
            guard peek().identifier == "case" else { try failUnexpected(expected: "'case' or '}'") }
            repeat {
                advance()
                let caseToken = advance()
                guard let caseName = caseToken.identifier else { try failUnexpected(expected: "a case name") }
                cases.append(Identifier(caseName, range: caseToken.range))
                if peek().isPunctuation("(") {
                    // Associated values (`badStatus(Int)`): their types document the case.
                    let open = advance()
                    brackets.append(open)
                    while !peek().isPunctuation(")") && peek().kind != .endOfFile { advance() }
                    brackets.removeLast()
                    _ = try expectClosing(")", opening: open, expected: "')'")
                }
            } while peek().isPunctuation(",")
        }
        _ = try expectClosing("}", opening: opening, expected: "'}'")
        return .errorType(name: Identifier(name, range: nameToken.range), cases: cases, members: [])
    }

    /// The cases of `enum Rank: Int { case ace = 1, two }`, after the conformances.
    private mutating func parseValueEnum(_ name: Identifier, rawType: String) throws(ParseAbort) -> Statement.Kind {
        let opening = try expectPunctuation("{", expected: "'{' and the enum's cases")
        brackets.append(opening)
        defer { brackets.removeLast() }
        var cases: [Identifier] = [], rawValues: [Expr?] = []
        while !peek().isPunctuation("}") {
            guard peek().identifier == "case" else { try failUnexpected(expected: "'case' or '}'") }
            repeat {
                advance()
                let caseToken = peek()
                guard let caseName = caseToken.identifier, !Self.keywords.contains(caseName) else { try failUnexpected(expected: "a case name") }
                advance()
                cases.append(Identifier(caseName, range: caseToken.range))
                if peek().isPunctuation("(") {
                    try fail(.needsCompiledMode("an enum case with associated values (outside an Error enum)", at: peek().range))
                }
                if peek().isPunctuation("="), rawType.isEmpty {
                    try fail(.rawValueWithoutType(name.name, at: peek().range))
                }
                if peek().isPunctuation("=") {
                    advance()
                    rawValues.append(try parseExpression())
                } else {
                    rawValues.append(nil)
                }
            } while peek().isPunctuation(",")
        }
        _ = try expectClosing("}", opening: opening, expected: "'}'")
        return .valueEnum(name: name, rawType: rawType, cases: cases, rawValues: rawValues)
    }

    /// `for i in 1...5 { ... }`: its body holds actions (not bindings), one a line or
    /// separated by `;`, and may span lines.
    private mutating func parseLoop() throws(ParseAbort) -> Statement.Kind {
        advance()
        let variableToken = advance()
        guard let variable = variableToken.identifier, !Self.keywords.contains(variable) else {
            try failUnexpected(expected: "a loop variable")
        }
        guard peek().identifier == "in" else { try failUnexpected(expected: "'in'") }
        advance()
        let sequence = try parseExpression()
        let opening = try expectPunctuation("{", expected: "'{' and the loop's body")
        var body: [Statement] = []
        while true {
            while tokens[index].kind == .newline || tokens[index].isPunctuation(";") { index += 1 }
            let first = tokens[index]
            if first.isPunctuation("}") { break }
            if first.kind == .endOfFile { try fail(.unclosed("{", closing: "}", at: opening.range)) }
            let expression = try topLevelAssignment(to: try parseExpression())
            var kind = Statement.Kind.expression(expression)
            if peek().isPunctuation("=") {
                guard let assignment = try parseValueAssignment(expression) else {
                    try fail(.cannotBind(expression.text, at: expression.range))
                }
                kind = assignment
            }
            guard peek().isLineEnd || peek().isPunctuation(";") || peek().isPunctuation("}") else {
                try failUnexpected(expected: "';', a new line or '}'")
            }
            body.append(Statement(kind, range: SourceRange(start: first.range.start, end: endOfPrevious)))
        }
        advance()
        return .loop(variable: Identifier(variable, range: variableToken.range), sequence: sequence, body: body)
    }
}

/// A name the file declared with `let` or `var`, and whether a value is bound to it yet.
struct Declaration {
    var line: Int
    var isVariable: Bool
    var isBound: Bool
}
