import MarbleDSL
import MarbleRuntime
import MarbleTrace
import XCTest

/// Compares whole traces lane by lane, printing the first differing lane readably.
func assertLanes(_ trace: Trace?, _ expected: [Lane], file: StaticString = #filePath, line: UInt = #line) {
    guard let trace else { return }
    XCTAssertEqual(trace.lanes.map(\.name), expected.map(\.name), "lane names", file: file, line: line)
    // Inputs and operator labels are structure, checked by their own tests; these compare
    // what each lane did.
    for (actual, wanted) in zip(trace.lanes, expected) where !sameRecord(actual, wanted) {
        XCTFail("""
            lane \(wanted.name) differs
              expected: \(wanted.role) \(wanted.label.debugDescription) feeds \(wanted.subscriber?.description ?? "-") \(wanted.events)
              actual:   \(actual.role) \(actual.label.debugDescription) feeds \(actual.subscriber?.description ?? "-") \(actual.events)
            """, file: file, line: line)
    }
}

/// An expected lane, named as the trace prints it (`b`, `b[2]`, `f.1`); `feeds` is the
/// subscriber of a row `b[k]`.
func lane(_ name: String, _ role: Lane.Role, _ label: String, feeds subscriber: String? = nil, _ events: [TraceEvent]) -> Lane {
    Lane(laneID(name), role: role, label: label, subscribers: subscriber.map { [LaneID(binding: $0)] } ?? [], events: events)
}

/// `b[2]` as `LaneID(binding: "b", subscription: 2)`, `f.1` as `LaneID(binding: "f", inner: 1)`:
/// the trace's own reader of that form.
func laneID(_ name: String) -> LaneID {
    do {
        return try LaneID(parsing: name)
    } catch {
        XCTFail("an expected lane's name: \(error)")
        return LaneID(binding: name)
    }
}

/// The same lane and events; whom a row feeds is compared for the rows `b[k]`, where the
/// expectation names it.
private func sameRecord(_ a: Lane, _ b: Lane) -> Bool {
    let feeds = b.id.subscription == nil || a.subscriber == b.subscriber
    return a.id == b.id && a.role == b.role && a.label == b.label && feeds && a.events == b.events
}
