import Foundation
import Marbles
import MarblesTesting
import TestSupport
import Testing
import XCTest

private let root = Repository.root

private let failing = """
    s = PassthroughSubject<Int>()
    C = s.scan(10, +).sink()
    s.send("-1-2|")
    expect(C, "-a-b|", values: [a: 11, b: 14])

    """

/// The XCTest side: a passing file passes; the message of a failing one is the report.
final class AssertMarblesXCTests: XCTestCase {
    func testAnExampleThatStatesItsFactsPasses() {
        assertMarbles(file: root.appendingPathComponent("examples/15-demand.marble").path)
    }

    func testTheFailureMessageIsTheMarbleReport() {
        XCTAssertEqual(MarblesAssertion.failure(MarbleDocument(source: failing, fileName: "scan.marble")), """
            scan.marble:4:11: error: C: expected 14 at tick 3, got 13
             4 | expect(C, "-a-b|", values: [a: 11, b: 14])
               |           ^~~~~~~
                expected  -a-b|  values: [a: 11, b: 14]
                actual    -a-c|  values: [a: 11, c: 13]
                             ^ tick 3

            """)
    }

    func testAFailingPastedAssertionIsReportedAtItsLine() {
        let source = """
            var received: [Int] = []
            let kept = [1, 2, 3].publisher.sink { received.append($0) }
            #expect(received == [1, 2])

            """
        XCTAssertEqual(MarblesAssertion.failure(MarbleDocument(source: source, fileName: "sum.marble")), """
            sum.marble:3:1: error: received: expected [1, 2], got [1, 2, 3] after the run
             3 | #expect(received == [1, 2])
               | ^~~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
    }

    func testUpdateRewritesTheFileThenItPasses() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-assert-\(UUID().uuidString).marble")
        try Data(failing.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertNotNil(MarblesAssertion.failure(file: url.path, update: true))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), failing.replacingOccurrences(of: "b: 14", with: "b: 13"))
        XCTAssertNil(MarblesAssertion.failure(file: url.path))
    }
}

/// The Swift Testing side: the assertion records an issue.
@Suite struct AssertMarblesSwiftTests {
    @Test func aFailingExpectationRecordsAnIssue() {
        withKnownIssue {
            assertMarbles(source: failing, fileName: "scan.marble")
        }
    }

    @Test func aPassingFileRecordsNothing() {
        assertMarbles(file: root.appendingPathComponent("examples/10-sink-cancel.marble").path)
    }
}
