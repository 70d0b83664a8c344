/// Every message the lexer, the parser and the marble string parser can produce, in one place
/// so that their wording stays consistent: the message says what was found, `expected` what
/// would have been accepted.
extension Diagnostic {
    // MARK: - Lexer

    static func unexpectedCharacter(_ character: Character, at range: SourceRange, expected: String? = nil) -> Diagnostic {
        Diagnostic(.error, "unexpected character \(character.quotedForMessage)", at: range, expected: expected)
    }

    static func invalidNumber(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "invalid number '\(text.abbreviated)'", at: range, expected: "digits, or a space before a name")
    }

    static func numberTooLarge(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "number '\(text.abbreviated)' is too large", at: range)
    }

    static func unterminatedString(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "unterminated string literal", at: range, expected: "'\"'")
    }

    static func invalidEscape(_ character: Character, at range: SourceRange) -> Diagnostic {
        let shown = character.quotedForMessage.hasPrefix("'") ? "'\\\(character)'" : "'\\' followed by \(character.quotedForMessage)"
        return Diagnostic(.error, "invalid escape sequence \(shown)", at: range,
                          expected: #"one of \", \\, \n, \t or \("#)
    }

    static func interpolationTooDeep(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "string interpolation too deeply nested", at: range)
    }

    static func unterminatedInterpolation(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "unterminated string interpolation", at: range, expected: "')'")
    }

    // MARK: - Parser

    /// `found` is a description such as `')'` or `end of line`.
    static func notPartOfADiagram(_ construct: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "\(construct) \(compiledModeReason)", at: range,
                   expected: "compiled mode: \(compiledModeCommand); \(orWhatADiagramHas)")
    }

    private static let compiledModeReason = "needs compiled mode, which compiles the file with swiftc and runs it"
    private static let orWhatADiagramHas = "or bindings (let, var, name =), actions, imports or settings"

    /// A compiled-mode refusal as an RxSwift file gets it: compiled mode builds against its
    /// dependency cache, which has Combine and not RxSwift, so offering its command would send
    /// the user to a swiftc failure ("no such module 'RxSwift'"). Any other diagnostic as it is.
    public var inRxSwift: Diagnostic {
        guard message.hasSuffix(" " + Self.compiledModeReason), let expected, expected.hasPrefix("compiled mode: ") else { return self }
        let construct = message.dropLast(Self.compiledModeReason.count + 1)
        return Diagnostic(severity, "\(construct) needs compiled mode, which cannot run RxSwift here: "
                              + "RxSwift is not in its dependency cache (Combine code only)", at: range,
                          expected: expected.hasSuffix(Self.orWhatADiagramHas) ? String(Self.orWhatADiagramHas.dropFirst("or ".count)) : nil)
    }

    /// Swift the interpreter does not read and compiled mode does: the message names the
    /// command, with the file's own name (the formatter puts it in).
    static func needsCompiledMode(_ construct: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "\(construct) \(compiledModeReason)", at: range, expected: "compiled mode: \(compiledModeCommand)")
    }

    /// `marbles render FILE --compile -o FILE.png`, the file named by the formatter: a command
    /// that runs as printed (render refuses to guess where to write).
    public static let compiledModeCommand = "marbles render \(fileNamePlaceholder) --compile -o \(imageNamePlaceholder)"

    /// Stands for the file's name in a message; `DiagnosticFormatter` puts the name in.
    public static let fileNamePlaceholder = "\u{1}FILE\u{1}"

    /// Stands for the image beside the file (`dir/name.png` for `dir/name.marble`).
    public static let imageNamePlaceholder = "\u{1}IMAGE\u{1}"

    /// `enum ViewState { case idle = 1 }`: a raw value with no raw type to be one of.
    static func rawValueWithoutType(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "a raw value needs the enum's raw type", at: range,
                   expected: "'enum \(name): Int' or 'enum \(name): String', or cases without '='")
    }

    /// `as?`, `as!`, `as`, `is` in an expression.
    static func typeCast(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "a type cast ('\(keyword)') is not part of a diagram", at: range,
                   expected: "the value itself: a diagram's values carry no static type to cast to or test")
    }

    static func unknownModule(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "module '\(name.abbreviated)' has nothing for a diagram", at: range,
                   expected: "import Combine, Foundation, CombineSchedulers, XCTest, Testing, RxSwift, RxTest or RxRelay")
    }

    static func unexpected(_ found: String, at range: SourceRange, expected: String) -> Diagnostic {
        Diagnostic(.error, "unexpected \(found)", at: range, expected: expected)
    }

    static func expectedOneSubscript(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "a subscript takes one key or index", at: range, expected: "one key, such as dict[key]")
    }

    static func unclosed(_ opening: String, closing: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "expected '\(closing)' to close '\(opening)'", at: range)
    }

    /// An opener on an earlier line than where its statement ran out: pointed at itself.
    static func neverClosed(_ opening: String, closing: String, statementEndsOnLine line: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "this '\(opening)' is never closed", at: range,
                   expected: "'\(closing)' to close it before the statement ends on line \(line)")
    }

    static func tooDeeplyNested(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "expression too deeply nested", at: range)
    }

    static func assignsAConstant(_ name: String, declaredOnLine line: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "cannot assign to '\(name)': it is declared with let on line \(line)", at: range,
                   expected: "a name declared with var to assign it again")
    }

    static func cannotBind(_ text: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "cannot bind a value to '\(text.abbreviated)'", at: range, expected: "a name")
    }

    static func interpolatedSetting(_ keyword: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "the text of '\(keyword)' cannot be interpolated", at: range, expected: "a plain string literal")
    }

    // MARK: - Marble strings

    static func interpolatedMarbles(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "a marble string cannot be interpolated", at: range, expected: "a plain string literal")
    }

    static func nestedGroup(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "groups cannot be nested", at: range, expected: "')' to close the open group")
    }

    static func unclosedGroup(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "unclosed group '('", at: range, expected: "')'")
    }

    static func strayGroupClose(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "unexpected ')' outside a group", at: range)
    }

    static func emptyGroup(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "empty group '()'", at: range, expected: "at least one event")
    }

    static func eventAfterCompletion(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "event after completion", at: range, expected: "nothing but '-' after '|' or '#'")
    }

    static func timelineTooLong(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "a marble string may span at most \(MarbleTimeline.maximumLength) ticks", at: range, expected: "a smaller time progression")
    }

    static func timeProgressionInGroup(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "time progression inside a group", at: range, expected: "')'")
    }
}

extension String {
    /// Source text quoted in a message: long enough to recognize, short enough for one line.
    var abbreviated: String {
        let limit = 40
        let firstLine = prefix { !$0.isNewline }
        guard firstLine.count > limit || firstLine.count < count else { return self }
        return String(firstLine.prefix(limit)) + "…"
    }
}
