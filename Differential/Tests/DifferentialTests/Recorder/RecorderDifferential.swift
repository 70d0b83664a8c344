import MarbleRecorder
import Marbles
import XCTest

/// Runs `marble` through the engine and `build` (the same pipeline in OpenCombine, with
/// probes where the file binds names) through the recorder on the rig's clock, one tick a
/// second, and asserts the two traces are equal lane by lane: name, role, label, inputs,
/// steps, subscribers and every event (tick, kind, value).
///
/// `knownDifference` edits the engine's trace where the recorder cannot see what the engine
/// sees; each use says why.
func assertRecorderMatchesEngine(_ marble: String, file: StaticString = #filePath, line: UInt = #line,
                                 knownDifference: (inout Trace) -> Void = { _ in },
                                 _ build: (ReferenceRig, MarbleRecorder) -> Void) {
    var engine: Trace
    do {
        engine = try MarbleDocument(source: marble).trace()
    } catch {
        return XCTFail("the engine could not run the scenario: \(error)", file: file, line: line)
    }
    knownDifference(&engine)
    let rig = ReferenceRig()
    let recorder = MarbleRecorder(scheduler: rig.scheduler, tick: .seconds(1), title: engine.title, unit: engine.unit)
    build(rig, recorder)
    _ = rig.run()
    let recorded = recorder.trace()
    XCTAssertEqual(recorded.lanes.map(\.name), engine.lanes.map(\.name), "lanes", file: file, line: line)
    for (ours, theirs) in zip(recorded.lanes, engine.lanes) {
        XCTAssertEqual(ours.events, theirs.events, "events of \(theirs.name)", file: file, line: line)
        XCTAssertEqual(ours.role, theirs.role, "role of \(theirs.name)", file: file, line: line)
        XCTAssertEqual(ours.label, theirs.label, "label of \(theirs.name)", file: file, line: line)
        XCTAssertEqual(ours.inputs, theirs.inputs, "inputs of \(theirs.name)", file: file, line: line)
        XCTAssertEqual(ours.steps, theirs.steps, "steps of \(theirs.name)", file: file, line: line)
        XCTAssertEqual(ours.subscribers, theirs.subscribers, "subscribers of \(theirs.name)", file: file, line: line)
    }
    XCTAssertEqual(recorded.ticks, engine.ticks, "ticks", file: file, line: line)
    XCTAssertEqual(recorded.title, engine.title, "title", file: file, line: line)
}

extension Trace {
    /// Removes the events of kinds `matching` from lane `name`, for a known difference.
    mutating func removeEvents(on name: String, _ matching: (TraceEvent.Kind) -> Bool) {
        guard let index = lanes.firstIndex(where: { $0.name == name }) else {
            return XCTFail("no lane \(name) in the engine's trace")
        }
        let before = lanes[index].events.count
        lanes[index].events.removeAll { matching($0.kind) }
        // A known difference that no longer differs must be taken out of the test.
        XCTAssertNotEqual(lanes[index].events.count, before, "nothing to remove on \(name)")
    }
}
