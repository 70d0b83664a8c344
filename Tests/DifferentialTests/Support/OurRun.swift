import MarbleDSL
import MarbleRuntime
import MarbleTrace
import XCTest

/// Runs `source` through our engine and returns what each subscriber lane received.
/// Fails the test with the formatted diagnostics if the file has errors.
func ourReceipts(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Receipts? {
    let (parsed, parseDiagnostics) = MarbleParser.parse(source)
    let formatter = DiagnosticFormatter(fileName: "scenario.marble", source: source)
    guard parseDiagnostics.isEmpty else {
        XCTFail(formatter.format(parseDiagnostics), file: file, line: line)
        return nil
    }
    let result = MarbleRunner.run(parsed)
    guard let trace = result.trace else {
        XCTFail(formatter.format(result.diagnostics), file: file, line: line)
        return nil
    }
    var receipts: Receipts = [:]
    for lane in trace.lanes where lane.role == .subscriber {
        receipts[lane.name] = lane.events.compactMap { event in
            switch event.kind {
            case .value(let value), .replay(let value, _): return .value(event.tick, value.description)
            case .finished: return .finished(event.tick)
            case .failure(let error): return .failure(event.tick, error)
            default: return nil
            }
        }
    }
    return receipts
}
