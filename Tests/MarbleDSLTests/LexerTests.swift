import XCTest
@testable import MarbleDSL

final class LexerTests: XCTestCase {
    private func lex(_ source: String) -> (tokens: [Token], errors: String) {
        var lexer = Lexer(SourceText(source))
        let tokens = lexer.tokenize()
        return (tokens, formatted(lexer.diagnostics, in: source))
    }

    /// A token on `line` from `column`, `length` characters long, in a file whose earlier lines
    /// have the given lengths (line breaks included).
    private func token(_ kind: Token.Kind, _ line: Int, _ column: Int, _ length: Int, lineStart: Int = 0) -> Token {
        let start = SourceLocation(line: line, column: column, offset: lineStart + column - 1)
        let end = SourceLocation(line: line, column: column + length, offset: lineStart + column - 1 + length)
        return Token(kind, range: SourceRange(start: start, end: end))
    }

    func testStatementTokensWithRanges() {
        let (tokens, errors) = lex("b = a.scan(10, +)  # comment\nC")
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens, [
            token(.identifier("b"), 1, 1, 1),
            token(.punctuation("="), 1, 3, 1),
            token(.identifier("a"), 1, 5, 1),
            token(.punctuation("."), 1, 6, 1),
            token(.identifier("scan"), 1, 7, 4),
            token(.punctuation("("), 1, 11, 1),
            token(.integer("10"), 1, 12, 2),
            token(.punctuation(","), 1, 14, 1),
            token(.punctuation("+"), 1, 16, 1),
            token(.punctuation(")"), 1, 17, 1),
            Token(.newline, range: SourceRange(start: SourceLocation(line: 1, column: 29, offset: 28),
                                               end: SourceLocation(line: 2, column: 1, offset: 29))),
            token(.identifier("C"), 2, 1, 1, lineStart: 29),
            token(.endOfFile, 2, 2, 0, lineStart: 29),
        ])
    }

    func testOperators() {
        let (tokens, errors) = lex("== != <= >= && || < > ! ? : % / * -")
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens.map(\.kind), ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "?", ":", "%", "/", "*", "-"]
            .map { Token.Kind.punctuation($0) } + [.endOfFile])
    }

    func testNumbers() {
        let (tokens, errors) = lex("1.5 1.max [1].x 1_000 $12")
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens.map(\.kind), [
            .decimal(1.5), .integer("1"), .punctuation("."), .identifier("max"),
            .punctuation("["), .integer("1"), .punctuation("]"), .punctuation("."), .identifier("x"),
            .integer("1000"), .closureParameter(12), .endOfFile,
        ])
    }

    func testColumnsCountCharacters() {
        let (tokens, errors) = lex("\"é👍🏽\" x")
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens.dropFirst().first, token(.identifier("x"), 1, 6, 1))
    }

    func testCRLFIsOneLineBreak() {
        let (tokens, errors) = lex("a\r\nb")
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens, [
            token(.identifier("a"), 1, 1, 1),
            Token(.newline, range: SourceRange(start: SourceLocation(line: 1, column: 2, offset: 1),
                                               end: SourceLocation(line: 2, column: 1, offset: 2))),
            token(.identifier("b"), 2, 1, 1, lineStart: 2),
            token(.endOfFile, 2, 2, 0, lineStart: 2),
        ])
    }

    func testStringEscapesKeepTheLocationOfEachCharacter() {
        let (tokens, errors) = lex(#"x "a\"b\\c\nd\te""#)
        XCTAssertEqual(errors, "")
        let columns = [4, 5, 7, 8, 10, 11, 13, 14, 16]
        let locations = columns.map { SourceLocation(line: 1, column: $0, offset: $0 - 1) }
        XCTAssertEqual(tokens[1], token(.string([.text("a\"b\\c\nd\te", locations: locations)]), 1, 3, 15))
    }

    /// Runs of plain ASCII characters are read together; a tab, a character beyond ASCII and an
    /// escape between them still get their own location, on the string's own line.
    func testStringRunsAndOtherCharactersKeepTheLocationOfEachCharacter() {
        let (tokens, errors) = lex("y\nx \"ab\té👍🏽c\\nd-|\"")
        XCTAssertEqual(errors, "")
        let columns = [4, 5, 6, 7, 8, 9, 10, 12, 13, 14]
        let locations = columns.map { SourceLocation(line: 2, column: $0, offset: $0 + 1) }
        XCTAssertEqual(tokens[3], token(.string([.text("ab\té👍🏽c\nd-|", locations: locations)]), 2, 3, 13, lineStart: 2))
    }

    func testInterpolationHoldsItsTokens() {
        let (tokens, errors) = lex(#""\($0 + f(1))!""#)
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens, [
            token(.string([
                .interpolation(tokens: [
                    token(.closureParameter(0), 1, 4, 2),
                    token(.punctuation("+"), 1, 7, 1),
                    token(.identifier("f"), 1, 9, 1),
                    token(.punctuation("("), 1, 10, 1),
                    token(.integer("1"), 1, 11, 1),
                    token(.punctuation(")"), 1, 12, 1),
                ], closing: token(.punctuation(")"), 1, 13, 1)),
                .text("!", locations: [SourceLocation(line: 1, column: 14, offset: 13)]),
            ]), 1, 1, 15),
            token(.endOfFile, 1, 16, 0),
        ])
    }

    func testHashInsideAStringIsNotAComment() {
        let (tokens, errors) = lex(#"a.send("-1-#") # fails"#)
        XCTAssertEqual(errors, "")
        XCTAssertEqual(tokens.map(\.kind).count, 7)
        guard case .string(let parts) = tokens[4].kind, case .text(let text, _) = parts.first else {
            return XCTFail("not a string: \(tokens[4])")
        }
        XCTAssertEqual(text, "-1-#")
    }

    func testUnexpectedCharactersAreReportedOncePerRun() {
        let (tokens, errors) = lex("a = @@ + ~")
        XCTAssertEqual(tokens.map(\.kind), [.identifier("a"), .punctuation("="), .invalid, .punctuation("+"), .invalid, .endOfFile])
        XCTAssertEqual(errors, """
            demo.marble:1:5: error: unexpected character '@'
             1 | a = @@ + ~
               |     ^~
            demo.marble:1:10: error: unexpected character '~'
             1 | a = @@ + ~
               |          ^

            """)
    }

    func testLexicalErrors() {
        let source = """
            a = b & c
            d = $x
            e = 12abc
            f = 1 /* a comment */ ~
            g = "a\\qb"
            h = "\\(1 + 2
            i = "\\(1 + 2"
            j = "abc
            """
        XCTAssertEqual(lex(source).errors, #"""
            demo.marble:1:7: error: unexpected character '&'
             1 | a = b & c
               |       ^ expected '&&'
            demo.marble:2:5: error: unexpected character '$'
             2 | d = $x
               |     ^ expected a closure parameter such as '$0'
            demo.marble:3:5: error: invalid number '12abc'
             3 | e = 12abc
               |     ^~~~~ expected digits, or a space before a name
            demo.marble:4:23: error: unexpected character '~'
             4 | f = 1 /* a comment */ ~
               |                       ^
            demo.marble:5:7: error: invalid escape sequence '\q'
             5 | g = "a\qb"
               |       ^~ expected one of \", \\, \n, \t or \(
            demo.marble:6:13: error: unterminated string interpolation
             6 | h = "\(1 + 2
               |             ^ expected ')'
            demo.marble:7:14: error: unterminated string literal
             7 | i = "\(1 + 2"
               |              ^ expected '"'
            demo.marble:8:9: error: unterminated string literal
             8 | j = "abc
               |         ^ expected '"'

            """#)
    }

    func testControlCharactersAreNamedByCodePoint() {
        XCTAssertEqual(lex("a\u{0}").errors, """
            demo.marble:1:2: error: unexpected character U+0000
             1 | a\u{20}
               |  ^

            """)
    }

    /// Names are read from the byte for ASCII: the same answers as Unicode's properties give,
    /// for every ASCII character and for letters, digits with marks, emoji and symbols beyond.
    func testIdentifierCharactersFromTheByteAgreeWithUnicode() {
        let others: [Character] = ["é", "ß", "值", "Ж", "1\u{301}", "e\u{301}", "👦🏻", "🙂", "©", "→", "\u{00A0}", "\r\n", "٣", "ǅ"]
        for character in (0...127).map({ Character(Unicode.Scalar(UInt8($0))) }) + others {
            XCTAssertEqual(character.isIdentifierStart, character.isLetter || character == "_" || character.isEmoji, "\(character.unicodeScalars.map(\.value))")
            XCTAssertEqual(character.isIdentifierPart, character.isLetter || character.isASCIIDigit || character == "_" || character.isEmoji,
                           "\(character.unicodeScalars.map(\.value))")
        }
    }
}
