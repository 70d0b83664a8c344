import MarbleTrace
import MarblesCompiled
import TestSupport
import XCTest

/// An example written as pasted Swift gives the same events interpreted (the engine) and
/// compiled (OpenCombine and combine-schedulers through the recorder): every lane the
/// interpreter draws is drawn compiled with the same events at the same ticks, and the axis
/// and its unit agree. Compiled mode draws more lanes (each operator's own stage).
final class InterpretedAgreementTests: XCTestCase {
    func testThePastedDebounceTestAgrees() throws {
        let source = try Repository.example("70-pasted-debounce-test")
        let interpreted = try XCTUnwrap(runTrace(source))
        let run = try CompiledFixture.run(MarbleFileAsSwift.swift(source), name: "70-pasted-debounce-test.marble")
        let compiled = try XCTUnwrap(run.diagrams.first).trace
        XCTAssertEqual(compiled.ticks, interpreted.ticks)
        XCTAssertEqual(compiled.unit, interpreted.unit)
        XCTAssertEqual(interpreted.lanes.map(\.name), ["query", "sink1"])
        for lane in interpreted.lanes {
            XCTAssertEqual(compiled[lane: lane.name]?.events, lane.events, lane.name)
        }
        XCTAssertEqual(compiled.lanes.map(\.name), ["query", "debounce1", "sink1"])
    }

    /// `map { Just($0.uppercased()).delay(...) }.switchToLatest()`: the inner searches, branches
    /// of the sink's lane interpreted, give the sink the same values at the same ticks.
    func testThePastedSearchChainWithAnUppercasedJustAgrees() throws {
        let source = PastedSearchChain.uppercased
        let interpreted = try XCTUnwrap(runTrace(source))
        let run = try CompiledFixture.run(MarbleFileAsSwift.swift(source), name: "uppercased-search-chain.marble")
        let compiled = try XCTUnwrap(run.diagrams.first).trace
        XCTAssertEqual(compiled.ticks, interpreted.ticks)
        XCTAssertEqual(compiled.unit, interpreted.unit)
        for name in ["query", "sink1"] {
            XCTAssertEqual(compiled[lane: name]?.events, interpreted[lane: name]?.events, name)
        }
        XCTAssertEqual(compiled[lane: "sink1"]?.events.suffix(2), [.value(5, .string("SW")), .value(15, .string("SWIFT"))])
    }
}
