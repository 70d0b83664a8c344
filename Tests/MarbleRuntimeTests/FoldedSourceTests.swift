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
}
