import XCTest
import MarbleDSL

/// Parse errors by their exact printed form, and the formatter itself.
final class DiagnosticTests: XCTestCase {
    func testUnexpectedTokenAfterStatement() {
        XCTAssertEqual(parseErrors("C = s.sink())"), """
            demo.marble:1:13: error: unexpected ')'
             1 | C = s.sink())
               |             ^ expected end of line

            """)
    }

    func testEveryErrorInAFileIsReportedAndGoodStatementsAreKept() {
        let source = """
            a = PassthroughSubject<Int>()
            b = a.map { $0 * }
            c = "abc
            d = a.filter(@)
            C = b.sink(at: 4
            D = a.sink()
            a.send("-1|"
            """
        XCTAssertEqual(parseErrors(source), """
            demo.marble:2:18: error: unexpected '}'
             2 | b = a.map { $0 * }
               |                  ^ expected an expression
            demo.marble:3:9: error: unterminated string literal
             3 | c = "abc
               |         ^ expected '"'
            demo.marble:4:14: error: unexpected character '@'
             4 | d = a.filter(@)
               |              ^
            demo.marble:5:17: error: expected ')' to close '('
             5 | C = b.sink(at: 4
               |                 ^
            demo.marble:7:13: error: expected ')' to close '('
             7 | a.send("-1|"
               |             ^

            """)
        let statements = MarbleParser.parse(source).file.statements
        XCTAssertEqual(statements.map(\.range.start.line), [1, 6])
    }

    func testMissingParenthesisBeforeAnIndentedLineIsAMissingSeparator() {
        XCTAssertEqual(parseErrors("x = f(1,\n  2\n  3)\ny = 1\nz = )"), """
            demo.marble:3:3: error: unexpected '3'
             3 |   3)
               |   ^ expected ',' or ')'
            demo.marble:5:5: error: unexpected ')'
             5 | z = )
               |     ^ expected an expression

            """)
    }

    /// A `{` left open on an earlier line is pointed at, not the end of the statement.
    func testAMissingBraceOnAnEarlierLinePointsAtTheBrace() {
        XCTAssertEqual(parseErrors("s = PassthroughSubject<Int>()\nC = s.map { $0 * 2\n    .sink()\ns.send(\"-1-2|\")\n"), """
            demo.marble:2:11: error: this '{' is never closed
             2 | C = s.map { $0 * 2
               |           ^ expected '}' to close it before the statement ends on line 4

            """)
    }

    func testUnclosedClosureCostsOneStatement() {
        let source = "f = s.flatMap { v in\n  cold(\"x\"\nC = f.sink()\n"
        XCTAssertEqual(parseErrors(source), """
            demo.marble:2:11: error: expected ')' to close '('
             2 |   cold("x"
               |           ^

            """)
        XCTAssertEqual(MarbleParser.parse(source).file.statements.map(\.range.start.line), [3])
    }

    func testMissingPieces() {
        let source = """
            a =
            b = s.
            c = f(x:)
            d = c ? 1
            title
            ticks "10"
            unit 5
            1 = x
            e = [1: 2, 3]
            f = [1, 2: 3]
            g = { a, b in }
            h = "\\()"
            """
        XCTAssertEqual(parseErrors(source), #"""
            demo.marble:1:4: error: unexpected end of line
             1 | a =
               |    ^ expected an expression
            demo.marble:2:7: error: unexpected end of line
             2 | b = s.
               |       ^ expected a member name
            demo.marble:3:9: error: unexpected ')'
             3 | c = f(x:)
               |         ^ expected an expression
            demo.marble:4:10: error: unexpected end of line
             4 | d = c ? 1
               |          ^ expected ':'
            demo.marble:5:6: error: unexpected end of line
             5 | title
               |      ^ expected a string literal
            demo.marble:6:7: error: unexpected string literal
             6 | ticks "10"
               |       ^~~~ expected a number of ticks
            demo.marble:7:6: error: unexpected '5'
             7 | unit 5
               |      ^ expected a string literal
            demo.marble:8:1: error: cannot bind a value to '1'
             8 | 1 = x
               | ^ expected a name
            demo.marble:9:13: error: unexpected ']'
             9 | e = [1: 2, 3]
               |             ^ expected ':'
            demo.marble:10:10: error: unexpected ':'
             10 | f = [1, 2: 3]
                |          ^ expected ',' or ']'
            demo.marble:12:8: error: unexpected ')'
             12 | h = "\()"
                |        ^ expected an expression

            """#)
    }

    func testKeywordsAreNotNames() {
        XCTAssertEqual(parseErrors("in = 1\nx = f(in)"), """
            demo.marble:1:1: error: unexpected keyword 'in'
             1 | in = 1
               | ^~ expected an expression
            demo.marble:2:7: error: unexpected keyword 'in'
             2 | x = f(in)
               |       ^~ expected an expression

            """)
    }

    func testTooLargeNumbers() {
        XCTAssertEqual(parseErrors("a = 99999999999999999999\nticks 99999999999999999999"), """
            demo.marble:1:5: error: number '99999999999999999999' is too large
             1 | a = 99999999999999999999
               |     ^~~~~~~~~~~~~~~~~~~~
            demo.marble:2:7: error: number '99999999999999999999' is too large
             2 | ticks 99999999999999999999
               |       ^~~~~~~~~~~~~~~~~~~~

            """)
    }

    func testLongSourceTextIsAbbreviatedInMessages() {
        let name = String(repeating: "x", count: 50)
        XCTAssertEqual(parseErrors("s.\(name) = 1\nf(\n  1) = 2"), """
            demo.marble:1:1: error: cannot bind a value to 's.\(name.prefix(38))…'
             1 | s.\(name) = 1
               | ^\(String(repeating: "~", count: 51)) expected a name
            demo.marble:2:1: error: cannot bind a value to 'f(…'
             2 | f(
               | ^~ expected a name

            """)
    }

    // MARK: - Formatter

    func testFormatterShape() {
        let source = "a = 1\n\tb = f(x)  \n"
        let range = SourceRange(start: SourceLocation(line: 2, column: 6, offset: 11),
                                end: SourceLocation(line: 2, column: 10, offset: 15))
        let formatter = DiagnosticFormatter(fileName: "x.marble", source: source)
        XCTAssertEqual(formatter.format(Diagnostic(.warning, "odd call", at: range, expected: "nothing")), """
            x.marble:2:6: warning: odd call
             2 |  b = f(x)\u{20}\u{20}
               |      ^~~~ expected nothing

            """)
        XCTAssertEqual(formatter.format(Diagnostic(.note, "here", at: SourceRange(at: range.start))), """
            x.marble:2:6: note: here
             2 |  b = f(x)\u{20}\u{20}
               |      ^

            """)
    }

    func testCaretsLineUpUnderWideCharacters() {
        // 名前 and 🎉 take two columns each in a terminal; é (e and a combining accent) one.
        let source = "名前 = 🎉.map(e\u{301})\n"
        let range = SourceRange(start: SourceLocation(line: 1, column: 6, offset: 5),
                                end: SourceLocation(line: 1, column: 9, offset: 8))
        XCTAssertEqual(DiagnosticFormatter(fileName: "f", source: source).format(Diagnostic(.error, "odd", at: range)), """
            f:1:6: error: odd
             1 | 名前 = 🎉.map(e\u{301})
               |        ^~~~

            """)
        let accent = SourceRange(at: SourceLocation(line: 1, column: 12, offset: 11))
        XCTAssertEqual(DiagnosticFormatter(fileName: "f", source: source).format(Diagnostic(.error, "here", at: accent)), """
            f:1:12: error: here
             1 | 名前 = 🎉.map(e\u{301})
               |               ^

            """)
        // A wide character underlined alone gets a caret and a tilde: it is two columns.
        let wide = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 2, offset: 1))
        XCTAssertEqual(DiagnosticFormatter(fileName: "f", source: source).format(Diagnostic(.error, "name", at: wide)), """
            f:1:1: error: name
             1 | 名前 = 🎉.map(e\u{301})
               | ^~

            """)
    }

    func testRangeOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let source = "x = [\n1]"
        let range = SourceRange(start: SourceLocation(line: 1, column: 5, offset: 4),
                                end: SourceLocation(line: 2, column: 3, offset: 8))
        XCTAssertEqual(DiagnosticFormatter(fileName: "f", source: source).format(Diagnostic(.error, "list", at: range)), """
            f:1:5: error: list
             1 | x = [
               |     ^

            """)
    }

    func testLocationOutsideTheSourceStillFormats() {
        let range = SourceRange(at: SourceLocation(line: 9, column: 3, offset: 99))
        XCTAssertEqual(DiagnosticFormatter(fileName: "f", source: "a").format(Diagnostic(.error, "late", at: range)), """
            f:9:3: error: late
             9 |
               |   ^

            """)
    }

    func testSeveralDiagnosticsAreSortedByLocation() {
        let source = String(repeating: "x\n", count: 10)
        func at(_ line: Int) -> SourceRange {
            SourceRange(at: SourceLocation(line: line, column: 1, offset: (line - 1) * 2))
        }
        let formatter = DiagnosticFormatter(fileName: "f", source: source)
        XCTAssertEqual(formatter.format([Diagnostic(.error, "second", at: at(10)), Diagnostic(.error, "first", at: at(2))]), """
            f:2:1: error: first
             2 | x
               | ^
            f:10:1: error: second
             10 | x
                | ^

            """)
    }
}
