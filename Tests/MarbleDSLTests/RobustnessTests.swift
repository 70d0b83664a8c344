import Foundation
import TestSupport
import XCTest
@testable import MarbleDSL

/// Hostile input: nothing may crash or hang, and what is wrong is still reported.
final class RobustnessTests: XCTestCase {
    private func location(_ column: Int, line: Int = 1, lineStart: Int = 0) -> SourceLocation {
        SourceLocation(line: line, column: column, offset: lineStart + column - 1)
    }

    private func tooDeep(atColumn column: Int, length: Int = 1) -> Diagnostic {
        Diagnostic(.error, "expression too deeply nested",
                   at: SourceRange(start: location(column), end: location(column + length)))
    }

    func testEmptyInput() {
        let (file, diagnostics) = MarbleParser.parse("")
        XCTAssertEqual(file, MarbleFile(statements: [], source: ""))
        XCTAssertEqual(diagnostics, [])
    }

    func testOnlyOpeningParentheses() {
        XCTAssertEqual(parseErrors("((((("), """
            demo.marble:1:6: error: unexpected end of file
             1 | (((((
               |      ^ expected an expression

            """)
    }

    func testUnbalancedBraces() {
        XCTAssertEqual(parseErrors("}\na = f { 1 }}\n{"), """
            demo.marble:1:1: error: unexpected '}'
             1 | }
               | ^ expected an expression
            demo.marble:2:12: error: unexpected '}'
             2 | a = f { 1 }}
               |            ^ expected end of line
            demo.marble:3:2: error: unexpected end of file
             3 | {
               |  ^ expected an expression

            """)
    }

    func testNULCharacter() {
        XCTAssertEqual(parseErrors("a = \u{0}\nb = \"\u{0}\"\n"), """
            demo.marble:1:5: error: unexpected character U+0000
             1 | a =\u{20}\u{20}
               |     ^

            """)
        XCTAssertEqual(MarbleParser.parse("b = \"\u{0}\"").file.statements.count, 1)
    }

    func testVeryLongLine() {
        let elements = Array(repeating: "1", count: 100_000).joined(separator: ", ")
        let (file, diagnostics) = MarbleParser.parse("a = [\(elements)]\n" + String(repeating: "@", count: 100_000))
        XCTAssertEqual(diagnostics.map(\.message), ["unexpected character '@'"])
        guard case .binding(_, let value)? = file.statements.first?.kind, case .array(let array) = value.kind else {
            return XCTFail("not an array")
        }
        XCTAssertEqual(array.count, 100_000)
    }

    func testDeeplyNestedParentheses() {
        let source = "a = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\nb = 2"
        let (file, diagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(diagnostics, [tooDeep(atColumn: 4 + Parser.maxDepth + 1)])
        XCTAssertEqual(file.statements.count, 1)
    }

    func testOtherDeepNesting() {
        let depth = 10_000
        let inputs = [
            String(repeating: "[", count: depth),
            String(repeating: "{", count: depth),
            String(repeating: "f(", count: depth),
            String(repeating: "!", count: depth) + "x",
            String(repeating: "- ", count: depth) + "x",
            String(repeating: "a ? b : ", count: depth) + "c",
            String(repeating: "x == ", count: depth) + "x",
        ]
        for input in inputs {
            let diagnostics = MarbleParser.parse(input).diagnostics
            XCTAssertEqual(diagnostics.map(\.message), ["expression too deeply nested"], "\(input.prefix(10))")
        }
    }

    func testLongChainsLimitTheHeightOfTheTree() {
        let members = "a" + String(repeating: ".b", count: 10_000)
        XCTAssertEqual(MarbleParser.parse(members).diagnostics.map(\.message), ["expression too deeply nested"])
        let sums = "1" + String(repeating: " + 1", count: 10_000)
        XCTAssertEqual(MarbleParser.parse(sums).diagnostics.map(\.message), ["expression too deeply nested"])
        let fine = "1" + String(repeating: " + 1", count: Parser.maxHeight - 2)
        XCTAssertEqual(MarbleParser.parse(fine).diagnostics, [])
    }

    func testDeeplyNestedInterpolation() {
        var string = "1"
        for _ in 0..<20 { string = "\"\\(" + string + ")\"" }
        let diagnostics = MarbleParser.parse("a = " + string + "\nb = 1").diagnostics
        XCTAssertEqual(diagnostics.map(\.message), ["string interpolation too deeply nested"])

        var shallow = "1"
        for _ in 0..<5 { shallow = "\"\\(" + shallow + ")\"" }
        XCTAssertEqual(MarbleParser.parse("a = " + shallow).diagnostics, [])
    }

    /// The deepest trees the parser accepts can be parsed, hashed and freed on a thread with a
    /// 1 MB stack, even in a debug build.
    func testDeepestAcceptedInputsFitAOneMegabyteStack() {
        let levels = Parser.maxDepth - 1
        let inputs = [
            "a = " + String(repeating: "(", count: levels) + "1" + String(repeating: ")", count: levels),
            "a = " + String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels),
            "a = " + String(repeating: "f(x: ", count: levels) + "1" + String(repeating: ")", count: levels),
            "a = " + String(repeating: "{ a in ", count: levels) + "1" + String(repeating: "}", count: levels),
            "a = " + String(repeating: "a ? b : ", count: levels) + "1",
            "a = b" + String(repeating: ".c", count: Parser.maxHeight - 1),
        ]
        let finished = DispatchSemaphore(value: 0)
        let results = Results()
        let thread = Thread {
            for input in inputs {
                let (file, diagnostics) = MarbleParser.parse(input)
                var hasher = Hasher()
                file.hash(into: &hasher)
                results.append(diagnostics.isEmpty)
            }
            finished.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        finished.wait()
        XCTAssertEqual(results.values, Array(repeating: true, count: inputs.count))
        for input in inputs {
            XCTAssertEqual(MarbleParser.parse(input).file, MarbleParser.parse(input).file)
        }
    }

    /// Token soup from a fixed seed: every run must end, with sorted diagnostics that point into
    /// the file and format without trouble.
    func testRandomInputs() {
        let fragments = [
            "a", "B", "=", ".", "(", ")", "[", "]", "{", "}", ",", ":", "?", "+", "-", "!", "==", "<", ">",
            "1", "2.5", "$0", "\"-1-(2|)\"", "\"\\(", "\"", "\\", "#", "\n", " ", "\t", "in", "title", "@", "Int",
            "_", "&", "|", "\u{0}", "é", "🙂", "\r\n",
        ]
        var random = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let source = (0..<random.next(40)).map { _ in fragments[random.next(fragments.count)] }.joined()
            let (file, diagnostics) = MarbleParser.parse(source)
            XCTAssertEqual(diagnostics.map(\.range.start), diagnostics.map(\.range.start).sorted(), source.debugDescription)
            let length = source.count
            for diagnostic in diagnostics {
                XCTAssert(diagnostic.range.start.offset <= diagnostic.range.end.offset, source.debugDescription)
                XCTAssert(diagnostic.range.end.offset <= length, source.debugDescription)
            }
            _ = DiagnosticFormatter(fileName: "f", source: source).format(diagnostics)
            for statement in file.statements {
                XCTAssert(statement.range.end.offset <= length, source.debugDescription)
            }
            let marbles = (0..<random.next(20)).map { _ in ["-", "a", "1", "(", ")", "|", "#", " ", "3t", "x"][random.next(10)] }.joined()
            let literal = StringLiteral(segments: [.text(marbles)], characterLocations: [])
            let result = MarbleStringParser.parse(literal, range: SourceRange(at: location(1)))
            XCTAssertNotEqual(result.timeline == nil, result.diagnostics.isEmpty, marbles)
        }
    }
}

/// Collects results from the thread of a test.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Bool] = []

    var values: [Bool] { lock.withLock { storage } }

    func append(_ value: Bool) {
        lock.withLock { storage.append(value) }
    }
}
