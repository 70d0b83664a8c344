import XCTest
@testable import MarbleDSL

/// Builds expected AST values for a test source by naming the text of each node instead of
/// counting columns: `src.e(.identifier("a"), "a", line: 5)` is the first whole-word `a` on or
/// after line 5 (or the `nth`), with its range and text.
struct TestSource {
    let text: String
    private let characters: [Character]
    private let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        characters = Array(text)
        var starts = [0]
        for (offset, character) in characters.enumerated() where character.isNewline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func location(offset: Int) -> SourceLocation {
        let line = lineStarts.lastIndex { $0 <= offset } ?? 0
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1, offset: offset)
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column, offset: lineStarts[line - 1] + column - 1)
    }

    /// The range of `fragment`, matched as a whole word at both ends when it starts or ends
    /// with a name character.
    func range(_ fragment: String, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> SourceRange {
        let needle = Array(fragment)
        var found = 0
        var offset = lineStarts[line - 1]
        while offset + needle.count <= characters.count {
            if Array(characters[offset..<offset + needle.count]) == needle, isWordBoundary(offset, needle) {
                found += 1
                if found == nth {
                    return SourceRange(start: location(offset: offset), end: location(offset: offset + needle.count))
                }
            }
            offset += 1
        }
        XCTFail("\(fragment.debugDescription) (#\(nth)) not found from line \(line)", file: file, line: sourceLine)
        return SourceRange(at: location(offset: 0))
    }

    private func isWordBoundary(_ offset: Int, _ needle: [Character]) -> Bool {
        func isName(_ character: Character?) -> Bool {
            character.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false
        }
        let before = offset > 0 ? characters[offset - 1] : nil
        let after = offset + needle.count < characters.count ? characters[offset + needle.count] : nil
        if isName(needle.first), isName(before) { return false }
        if isName(needle.last), isName(after) { return false }
        return true
    }

    func e(_ kind: Expr.Kind, _ fragment: String, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        Expr(kind, range: range(fragment, line: line, nth: nth, file: file, sourceLine: sourceLine), text: fragment)
    }

    func name(_ name: String, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> Identifier {
        Identifier(name, range: range(name, line: line, nth: nth, file: file, sourceLine: sourceLine))
    }

    func ident(_ name: String, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        e(.identifier(name), name, line: line, nth: nth, file: file, sourceLine: sourceLine)
    }

    func int(_ value: Int, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        e(.integer(value), String(value), line: line, nth: nth, file: file, sourceLine: sourceLine)
    }

    /// A string literal without escapes or interpolation; `quoted` includes the quotes.
    func string(_ quoted: String, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        let range = range(quoted, line: line, nth: nth, file: file, sourceLine: sourceLine)
        let value = String(quoted.dropFirst().dropLast())
        let locations = (0..<value.count).map { location(offset: range.start.offset + 1 + $0) }
        return Expr(.string(StringLiteral(segments: value.isEmpty ? [] : [.text(value)], characterLocations: locations)),
                    range: range, text: quoted)
    }

    /// `callee(arguments) { closure }` spelled as `text`.
    func call(_ callee: Expr, _ arguments: [Argument], closure: Expr? = nil, _ text: String, line: Int = 1, nth: Int = 1,
              file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        e(.call(callee: callee, arguments: arguments, trailingClosure: closure), text, line: line, nth: nth, file: file, sourceLine: sourceLine)
    }

    /// A call without arguments in parentheses.
    func call(_ callee: Expr, closure: Expr? = nil, _ text: String, line: Int = 1, nth: Int = 1,
              file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        call(callee, [], closure: closure, text, line: line, nth: nth, file: file, sourceLine: sourceLine)
    }

    func member(_ base: Expr, _ name: String, line: Int = 1, nth: Int = 1, file: StaticString = #filePath, sourceLine: UInt = #line) -> Expr {
        let memberName = self.name(name, line: base.range.end.line, nth: 1, file: file, sourceLine: sourceLine)
        let range = SourceRange(start: base.range.start, end: memberName.range.end)
        return Expr(.member(base: base, name: memberName), range: range, text: slice(range))
    }

    /// A statement spanning `text`, which starts on `line`.
    func statement(_ kind: Statement.Kind, _ text: String, line: Int = 1) -> Statement {
        Statement(kind, range: range(text, line: line))
    }

    func slice(_ range: SourceRange) -> String {
        String(characters[range.start.offset..<range.end.offset])
    }
}

func arg(_ value: Expr) -> Argument {
    Argument(label: nil, value: value)
}

func arg(_ label: Identifier, _ value: Expr) -> Argument {
    Argument(label: label, value: value)
}

/// Parses `source`, failing the test on any diagnostic.
func parseClean(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Statement] {
    let (parsed, diagnostics) = MarbleParser.parse(source)
    XCTAssertEqual(formatted(diagnostics, in: source), "", file: file, line: line)
    XCTAssertEqual(parsed.source, source, file: file, line: line)
    return parsed.statements
}

/// The diagnostics of parsing `source`, as the tool prints them.
func parseErrors(_ source: String) -> String {
    formatted(MarbleParser.parse(source).diagnostics, in: source)
}

func formatted(_ diagnostics: [Diagnostic], in source: String) -> String {
    DiagnosticFormatter(fileName: "demo.marble", source: source).format(diagnostics)
}
