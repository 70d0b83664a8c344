import MarbleDSL
import MarbleRuntime
import MarbleTrace
import XCTest

/// Parses and runs `source`; fails the test with the formatted diagnostics if it has errors.
public func runTrace(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Trace? {
    runResult(source, file: file, line: line)?.trace
}

/// Parses and runs `source`: its trace and expectations, or `nil` (the test failed with the
/// formatted diagnostics) if it has errors.
public func runResult(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> MarbleRunner.Result? {
    let (parsed, parseDiagnostics) = MarbleParser.parse(source)
    guard parseDiagnostics.isEmpty else {
        XCTFail(DiagnosticFormatter(fileName: "test", source: source).format(parseDiagnostics), file: file, line: line)
        return nil
    }
    let result = MarbleRunner.run(parsed)
    guard result.trace != nil else {
        XCTFail(DiagnosticFormatter(fileName: "test", source: source).format(result.diagnostics), file: file, line: line)
        return nil
    }
    return result
}

/// The diagnostics a source produces, formatted, or "" when it runs.
public func runErrors(_ source: String) -> String {
    let (parsed, parseDiagnostics) = MarbleParser.parse(source)
    let formatter = DiagnosticFormatter(fileName: "test.marble", source: source)
    guard parseDiagnostics.isEmpty else { return formatter.format(parseDiagnostics) }
    return formatter.format(MarbleRunner.run(parsed).diagnostics)
}
