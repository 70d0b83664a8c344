import MarbleTrace
import TestSupport
import XCTest

/// Runs pasted Combine code and checks its whole trace (`TraceText`, one marble line per
/// lane), the axis, the values `lane` received (what the snippet's closure prints or
/// collects) and the errors streams failed with, in lane order.
func assertPasted(_ source: String, trace expected: String, ticks: Int, unit: String?, lane: String, prints: [String],
                  failures: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
    guard let result = runResult(source, file: file, line: line), let trace = result.trace else { return }
    // The snippet's own XCTAssert lines and #expect hold where they stand.
    XCTAssertEqual(result.assertions.compactMap(\.failure), [], "pasted assertions", file: file, line: line)
    XCTAssertEqual(TraceText.encode(trace).trimmingCharacters(in: .newlines), expected, file: file, line: line)
    XCTAssertEqual(trace.ticks, ticks, "ticks", file: file, line: line)
    XCTAssertEqual(trace.unit, unit, "unit", file: file, line: line)
    guard let received = trace.lanes.first(where: { $0.name == lane }) else {
        return XCTFail("no lane \(lane)", file: file, line: line)
    }
    let values: [String] = received.events.compactMap {
        switch $0.kind {
        case .value(let value), .replay(let value, _): return value.description
        default: return nil
        }
    }
    XCTAssertEqual(values, prints, "received", file: file, line: line)
    let errors: [String] = trace.lanes.flatMap(\.events).compactMap {
        if case .failure(let error) = $0.kind { return error }
        return nil
    }
    XCTAssertEqual(errors, failures, "failures", file: file, line: line)
}
