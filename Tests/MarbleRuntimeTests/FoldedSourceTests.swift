@testable import MarbleRuntime
import XCTest

/// Source text as labels show it: one line, whatever the file's line breaks.
final class FoldedSourceTests: XCTestCase {
    func testTextOnOneLineIsKeptAsWritten() {
        XCTAssertEqual(FoldedSource.fold("s.scan(10,  +)"), "s.scan(10,  +)")
    }

    func testLineBreaksFoldToOneSpaceOrToNothingBeforeACallOrABracket() {
        XCTAssertEqual(FoldedSource.fold("a\n    .map { x in\n        x * 10\n    }\n    .filter { $0 > 10 }"),
                       "a.map { x in x * 10 }.filter { $0 > 10 }")
        XCTAssertEqual(FoldedSource.fold("s.sink(\n    at: 2,\n    demand: 1\n)"), "s.sink(at: 2, demand: 1)")
        XCTAssertEqual(FoldedSource.fold("cold(\"-1|\", values: [\r\n  x: 1\r\n])"), "cold(\"-1|\", values: [x: 1])")
    }

    /// A closure body's statements on lines of their own read as Swift accepts them on one line.
    func testStatementsOfAClosureBodyAreJoinedWithSemicolons() {
        XCTAssertEqual(FoldedSource.fold("scan(0) { acc, v in\n    let total = acc + v\n    return total\n}"),
                       "scan(0) { acc, v in let total = acc + v; return total }")
        XCTAssertEqual(FoldedSource.fold("tryFilter {\n    if $0 == 0 {\n        throw ZeroError()\n    } else {\n        return $0 % 2 == 0\n    }\n}"),
                       "tryFilter { if $0 == 0 { throw ZeroError() } else { return $0 % 2 == 0 } }")
        XCTAssertEqual(FoldedSource.fold("map { v in\n    guard v > 0 else { throw E() }\n    count += 1\n    return v\n}"),
                       "map { v in guard v > 0 else { throw E() }; count += 1; return v }")
        XCTAssertEqual(FoldedSource.fold("map {\n    switch $0 {\n    case 1: return \"one\"\n    default: return \"many\"\n    }\n}"),
                       "map { switch $0 { case 1: return \"one\"; default: return \"many\" } }")
    }

    /// A `//` comment would swallow the code after it on one line; a `//` in a string is text.
    func testLineCommentsAreLeftOut() {
        XCTAssertEqual(FoldedSource.fold("removeDuplicates { prev, current in\n    // Considers x only\n    prev.x == current.x\n}"),
                       "removeDuplicates { prev, current in prev.x == current.x }")
        XCTAssertEqual(FoldedSource.fold("map {\n    \"a//b {\" + $0\n}"), "map { \"a//b {\" + $0 }")
    }
}
