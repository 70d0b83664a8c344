import MarbleTrace
import MarblesCompiled
import XCTest

/// Times recorded in nanoseconds become ticks: the largest step dividing the written
/// durations, the recorded times and the end of the run.
final class TickScaleTests: XCTestCase {
    private let ms = 1_000_000

    func testATickDividesEveryTimeAndTheAxisReachesTheEnd() {
        let raw = Trace(ticks: 0, lanes: [
            Lane("s", role: .subject, label: "s", events: [.value(0, 1), .value(500 * ms, 2), .replay(750 * ms, 3, from: 250 * ms)]),
        ])
        let scale = TickScale(trace: raw, end: 2_000 * ms, durationStep: 500 * ms)
        XCTAssertEqual(scale.nanoseconds, 250 * ms)
        XCTAssertEqual(scale.axisLabel, "× 250 ms")
        let scaled = scale.apply(to: raw, end: 2_000 * ms)
        XCTAssertEqual(scaled.lanes[0].events, [.value(0, 1), .value(2, 2), .replay(3, 3, from: 1)])
        XCTAssertEqual(scaled.ticks, 9)
        XCTAssertEqual(scaled.unit, "× 250 ms")
    }

    func testWithoutAnyTimeATickIsASecondAndEverythingIsAtZero() {
        let raw = Trace(ticks: 0, lanes: [Lane("s", role: .subject, label: "s", events: [.value(0, 1), .value(0, 2)])])
        let scale = TickScale(trace: raw, end: 0, durationStep: 0)
        XCTAssertEqual(scale.nanoseconds, TickScale.second)
        XCTAssertNil(scale.axisLabel)
        XCTAssertEqual(scale.apply(to: raw, end: 0).ticks, 1)
    }

    func testADiagramInWhichNoTimePassesHasNoUnitEvenWithDurationsWritten() {
        // A file with a debounce test (durations written: a 250 ms tick) and a synchronous
        // retry test: the retry's diagram is all at 0 and says nothing of 250 ms.
        let raw = Trace(ticks: 0, lanes: [Lane("s", role: .subject, label: "s", events: [.value(0, 1), .finished(0)])])
        let scale = TickScale(trace: raw, end: 0, durationStep: 250 * ms)
        XCTAssertEqual(scale.nanoseconds, 250 * ms)
        let scaled = scale.apply(to: raw, end: 0)
        XCTAssertNil(scaled.unit)
        XCTAssertEqual(scaled.lanes[0].events, [.value(0, 1), .finished(0)])
        XCTAssertEqual(scaled.ticks, 1)
    }
}
