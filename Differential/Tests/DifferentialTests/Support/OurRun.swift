import Marbles
import XCTest

/// Runs `source` through our engine, as a library user would (the `Marbles` facade), and
/// returns what each subscriber lane received.
/// Fails the test with the formatted diagnostics if the file has errors.
func ourReceipts(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Receipts? {
    let trace: Trace
    do {
        trace = try MarbleDocument(source: source, fileName: "scenario.marble").trace()
    } catch {
        XCTFail(error.description, file: file, line: line)
        return nil
    }
    return receipts(of: trace)
}

/// What each subscriber lane of `trace` received.
func receipts(of trace: Trace) -> Receipts {
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
