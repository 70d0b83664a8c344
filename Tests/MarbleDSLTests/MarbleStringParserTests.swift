import XCTest
import MarbleDSL

final class MarbleStringParserTests: XCTestCase {
    private typealias Event = MarbleTimeline.Event

    /// The marble string is written as `a.send("…")`, so its character `i` is at column 9 + i.
    private func parse(_ marbles: String, file: StaticString = #filePath, line: UInt = #line) -> (timeline: MarbleTimeline?, errors: String) {
        let source = "a.send(\"\(marbles)\")"
        let statements = parseClean(source, file: file, line: line)
        guard case .expression(let send)? = statements.first?.kind, case .call(_, let arguments, _) = send.kind,
              case .string(let literal)? = arguments.first?.value.kind, let range = arguments.first?.value.range else {
            XCTFail("no marble string in \(statements)", file: file, line: line)
            return (nil, "")
        }
        let (timeline, diagnostics) = MarbleStringParser.parse(literal, range: range)
        return (timeline, formatted(diagnostics, in: source))
    }

    private func range(at index: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: 1, column: 9 + index, offset: 8 + index),
                    end: SourceLocation(line: 1, column: 10 + index, offset: 9 + index))
    }

    private func value(_ symbol: String, _ tick: Int, at index: Int) -> Event {
        Event(tick: tick, kind: .value(symbol: symbol), range: range(at: index))
    }

    private func finished(_ tick: Int, at index: Int) -> Event {
        Event(tick: tick, kind: .finished, range: range(at: index))
    }

    private func failure(_ tick: Int, at index: Int) -> Event {
        Event(tick: tick, kind: .failure, range: range(at: index))
    }

    func testEveryCharacterTakesATick() {
        XCTAssertEqual(parse("-1-2-3-4|").timeline, MarbleTimeline(events: [
            value("1", 1, at: 1), value("2", 3, at: 3), value("3", 5, at: 5), value("4", 7, at: 7), finished(8, at: 8),
        ], length: 9))
    }

    func testGroupEventsShareTheTickOfTheOpeningParenthesis() {
        XCTAssertEqual(parse("-1-(23|)").timeline, MarbleTimeline(events: [
            value("1", 1, at: 1), value("2", 3, at: 4), value("3", 3, at: 5), finished(3, at: 6),
        ], length: 8))
    }

    func testTimeProgression() {
        XCTAssertEqual(parse("-1- 10t -2|").timeline, MarbleTimeline(events: [
            value("1", 1, at: 1), value("2", 14, at: 9), finished(15, at: 10),
        ], length: 16))
    }

    func testTimeProgressionAtTheEdgesOfTheString() {
        XCTAssertEqual(parse("5t a 2t").timeline, MarbleTimeline(events: [value("a", 5, at: 3)], length: 8))
    }

    func testDigitsAndTWithoutSpacesAroundAreValues() {
        XCTAssertEqual(parse("a 1t|").timeline, MarbleTimeline(events: [
            value("a", 0, at: 0), value("1", 1, at: 2), value("t", 2, at: 3), finished(3, at: 4),
        ], length: 4))
    }

    /// Symbols that are not ASCII (one `Character` of several scalars too) are values and take
    /// a tick each, whitespace that is not ASCII takes none and counts as the space around a
    /// time progression, and every event points at its own column.
    func testCharactersBeyondASCIIAreSymbolsOrWhitespaceAsWritten() {
        XCTAssertEqual(parse("é 2t 👍🏽\u{A0}3t|\u{A0}4t").timeline, MarbleTimeline(events: [
            value("é", 0, at: 0), value("👍🏽", 3, at: 5), value("3", 4, at: 7), value("t", 5, at: 8), finished(6, at: 9),
        ], length: 11))
    }

    /// A tab takes no time, as a space; a control character that is no whitespace (U+001F, a
    /// separator) is a symbol, as `Character.isWhitespace` has it.
    func testTabsAreWhitespaceAndSeparatorsAreSymbols() {
        XCTAssertEqual(parse("a\t b\u{1F}|").timeline, MarbleTimeline(events: [
            value("a", 0, at: 0), value("b", 1, at: 3), value("\u{1F}", 2, at: 4), finished(3, at: 5),
        ], length: 4))
    }

    func testSpacesTakeNoTime() {
        XCTAssertEqual(parse("  a  b|").timeline, MarbleTimeline(events: [
            value("a", 0, at: 2), value("b", 1, at: 5), finished(2, at: 6),
        ], length: 3))
    }

    func testFailureAndSymbols() {
        XCTAssertEqual(parse("x🙂-#").timeline, MarbleTimeline(events: [
            value("x", 0, at: 0), value("🙂", 1, at: 1), failure(3, at: 3),
        ], length: 4))
    }

    func testDashesAfterCompletionExtendTheString() {
        XCTAssertEqual(parse("|---").timeline, MarbleTimeline(events: [finished(0, at: 0)], length: 4))
    }

    func testEmptyString() {
        XCTAssertEqual(parse("").timeline, MarbleTimeline(events: [], length: 0))
    }

    func testUnclosedGroupPointsAtItsParenthesisInTheFile() {
        let result = parse("-1-(2")
        XCTAssertNil(result.timeline)
        XCTAssertEqual(result.errors, """
            demo.marble:1:12: error: unclosed group '('
             1 | a.send("-1-(2")
               |            ^ expected ')'

            """)
    }

    func testUnclosedGroupInAFile() {
        let source = "s = PassthroughSubject<Int>()\nu = cold(\"-1-(2\")\n"
        let (file, diagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(diagnostics, [])
        guard case .binding(_, let cold)? = file.statements.last?.kind, case .call(_, let arguments, _) = cold.kind,
              let marbles = arguments.first?.value, case .string(let literal) = marbles.kind else {
            return XCTFail("no marble string in \(file.statements)")
        }
        let result = MarbleStringParser.parse(literal, range: marbles.range)
        XCTAssertNil(result.timeline)
        XCTAssertEqual(formatted(result.diagnostics, in: source), """
            demo.marble:2:14: error: unclosed group '('
             2 | u = cold("-1-(2")
               |              ^ expected ')'

            """)
    }

    func testEveryGroupErrorIsReported() {
        XCTAssertEqual(parse(")-(a(b) () (").errors, """
            demo.marble:1:9: error: unexpected ')' outside a group
             1 | a.send(")-(a(b) () (")
               |         ^
            demo.marble:1:13: error: groups cannot be nested
             1 | a.send(")-(a(b) () (")
               |             ^ expected ')' to close the open group
            demo.marble:1:17: error: empty group '()'
             1 | a.send(")-(a(b) () (")
               |                 ^~ expected at least one event
            demo.marble:1:20: error: unclosed group '('
             1 | a.send(")-(a(b) () (")
               |                    ^ expected ')'

            """)
    }

    func testOnlyTheFirstEventAfterCompletionIsReported() {
        XCTAssertEqual(parse("-#-a-|").errors, """
            demo.marble:1:12: error: event after completion
             1 | a.send("-#-a-|")
               |            ^ expected nothing but '-' after '|' or '#'

            """)
        XCTAssertEqual(parse("(|a)").errors, """
            demo.marble:1:11: error: event after completion
             1 | a.send("(|a)")
               |           ^ expected nothing but '-' after '|' or '#'

            """)
    }

    func testTimeProgressionErrors() {
        XCTAssertEqual(parse("(a 3t b) 99999999999999999999t").errors, """
            demo.marble:1:12: error: time progression inside a group
             1 | a.send("(a 3t b) 99999999999999999999t")
               |            ^~ expected ')'
            demo.marble:1:18: error: number '99999999999999999999t' is too large
             1 | a.send("(a 3t b) 99999999999999999999t")
               |                  ^~~~~~~~~~~~~~~~~~~~~

            """)
    }

    func testInterpolatedStringIsRejected() {
        let source = #"a.send("-\(x)|")"#
        let statements = parseClean(source)
        guard case .expression(let send)? = statements.first?.kind, case .call(_, let arguments, _) = send.kind,
              let marbles = arguments.first?.value, case .string(let literal) = marbles.kind else {
            return XCTFail("no string in \(statements)")
        }
        let result = MarbleStringParser.parse(literal, range: marbles.range)
        XCTAssertNil(result.timeline)
        XCTAssertEqual(formatted(result.diagnostics, in: source), #"""
            demo.marble:1:8: error: a marble string cannot be interpolated
             1 | a.send("-\(x)|")
               |        ^~~~~~~~ expected a plain string literal

            """#)
    }

    func testWithoutCharacterLocationsErrorsPointAtTheWholeLiteral() {
        let range = SourceRange(start: SourceLocation(line: 2, column: 3, offset: 10),
                                end: SourceLocation(line: 2, column: 9, offset: 16))
        let literal = StringLiteral(segments: [.text("-a-(")], characterLocations: [])
        let result = MarbleStringParser.parse(literal, range: range)
        XCTAssertEqual(result.timeline, nil)
        XCTAssertEqual(result.diagnostics, [Diagnostic(.error, "unclosed group '('", at: range, expected: "')'")])

        let valid = StringLiteral(segments: [.text("-a|")], characterLocations: [])
        XCTAssertEqual(MarbleStringParser.parse(valid, range: range).timeline, MarbleTimeline(events: [
            MarbleTimeline.Event(tick: 1, kind: .value(symbol: "a"), range: range),
            MarbleTimeline.Event(tick: 2, kind: .finished, range: range),
        ], length: 3))
    }
}
