import Foundation
import Marbles
import Testing
import XCTest

/// Runs a `.marble` file and fails the current test (XCTest or Swift Testing) when one of its
/// `expect` lines does not hold, with the failure as `marbles test` prints it: the `.marble`
/// file's line and column, expected and actual lined up as marble strings.
///
///     func testScan() {
///         assertMarbles(file: "Diagrams/scan.marble")
///     }
///
/// A relative path is taken from the current directory (for SwiftPM tests, the package).
/// With the environment variable `MARBLES_UPDATE=1` the failing expectations are rewritten
/// in the file with what ran, and the test fails once to say so, as snapshot tools record.
public func assertMarbles(file path: String, filePath: StaticString = #filePath, line: UInt = #line,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let update = ProcessInfo.processInfo.environment["MARBLES_UPDATE"] == "1"
    guard let message = MarblesAssertion.failure(file: path, update: update) else { return }
    MarblesAssertion.fail(message, filePath: filePath, line: line, sourceLocation: sourceLocation)
}

/// As ``assertMarbles(file:filePath:line:sourceLocation:)`` for a file's text.
public func assertMarbles(source: String, fileName: String = "<input>", filePath: StaticString = #filePath, line: UInt = #line,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let message = MarblesAssertion.failure(MarbleDocument(source: source, fileName: fileName)) else { return }
    MarblesAssertion.fail(message, filePath: filePath, line: line, sourceLocation: sourceLocation)
}

/// What the assertions report, apart from how a test framework is told.
public enum MarblesAssertion {
    /// The failure message for `document`, or `nil` when every expectation holds.
    public static func failure(_ document: MarbleDocument) -> String? {
        do {
            let result = try document.testResult()
            return result.passed ? nil : result.report
        } catch {
            return error.description
        }
    }

    /// The failure message for the file at `path`, or `nil` when every expectation holds;
    /// with `update`, failing expectations are first rewritten in the file.
    public static func failure(file path: String, update: Bool = false) -> String? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return "cannot read '\(path)'"
        }
        let document = MarbleDocument(source: text, fileName: path)
        guard update, let result = try? document.testResult(), !result.passed else { return failure(document) }
        do {
            try Data(result.updatedSource.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return "cannot write '\(path)': \(error.localizedDescription)"
        }
        return "rewrote \(result.failures.count) expectation(s) in \(path) with what ran (MARBLES_UPDATE=1); run again without it\n" + result.report
    }

    /// Tells the running framework: Swift Testing when inside one of its tests, else XCTest.
    static func fail(_ message: String, filePath: StaticString, line: UInt, sourceLocation: Testing.SourceLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
