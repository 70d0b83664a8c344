import MarbleDSL
import MarbleRuntime
import MarbleTrace
import XCTest

/// Parses and runs `source`; fails the test with the formatted diagnostics if it has errors.
func runTrace(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Trace? {
    let (parsed, parseDiagnostics) = MarbleParser.parse(source)
    guard parseDiagnostics.isEmpty else {
        XCTFail(DiagnosticFormatter(fileName: "test", source: source).format(parseDiagnostics), file: file, line: line)
        return nil
    }
    let result = MarbleRunner.run(parsed)
    guard let trace = result.trace else {
        XCTFail(DiagnosticFormatter(fileName: "test", source: source).format(result.diagnostics), file: file, line: line)
        return nil
    }
    return trace
}

/// The diagnostics a source produces, formatted, or "" when it runs.
func runErrors(_ source: String) -> String {
    let (parsed, parseDiagnostics) = MarbleParser.parse(source)
    let formatter = DiagnosticFormatter(fileName: "test.marble", source: source)
    guard parseDiagnostics.isEmpty else { return formatter.format(parseDiagnostics) }
    return formatter.format(MarbleRunner.run(parsed).diagnostics)
}

/// The text of `examples/NAME.marble` in this repository.
func example(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("examples/\(name).marble"), encoding: .utf8)
}

/// Compares whole traces lane by lane, printing the first differing lane readably.
func assertLanes(_ trace: Trace?, _ expected: [Lane], file: StaticString = #filePath, line: UInt = #line) {
    guard let trace else { return }
    XCTAssertEqual(trace.lanes.map(\.name), expected.map(\.name), "lane names", file: file, line: line)
    // Inputs and operator labels are structure, checked by their own tests; these compare
    // what each lane did.
    for (actual, wanted) in zip(trace.lanes, expected) where !sameRecord(actual, wanted) {
        XCTFail("""
            lane \(wanted.name) differs
              expected: \(wanted.role) \(wanted.label.debugDescription) feeds \(wanted.subscriber ?? "-") \(wanted.events)
              actual:   \(actual.role) \(actual.label.debugDescription) feeds \(actual.subscriber ?? "-") \(actual.events)
            """, file: file, line: line)
    }
}

/// `[value(1) @ 1, value(2) @ 3, ...]` for a marble string's values at odd ticks.
func lane(_ name: String, _ role: Lane.Role, _ label: String, feeds subscriber: String? = nil, _ events: [TraceEvent]) -> Lane {
    Lane(name: name, role: role, label: label, subscriber: subscriber, events: events)
}

private func sameRecord(_ a: Lane, _ b: Lane) -> Bool {
    a.name == b.name && a.role == b.role && a.label == b.label && a.subscriber == b.subscriber && a.events == b.events
}
