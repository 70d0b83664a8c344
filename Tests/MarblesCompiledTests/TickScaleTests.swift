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

    /// A 1 ns step after 2 s: the exact tick gives 2 000 000 002 ticks; the smallest readable
    /// step keeping the axis under 1000 ticks is 5 ms, and the label says the times were rounded.
    func testAnAxisOfBillionsOfTicksIsRoundedToAReadableStep() {
        let raw = Trace(ticks: 0, lanes: [
            Lane("s", role: .subject, label: "s", events: [.value(2_000 * ms, 1), .value(2_000 * ms + 1, 2)]),
        ])
        let scale = TickScale(trace: raw, end: 2_000 * ms + 1, durationStep: 1)
        XCTAssertEqual(scale.nanoseconds, 5 * ms)
        XCTAssertTrue(scale.rounded)
        let scaled = scale.apply(to: raw, end: 2_000 * ms + 1)
        XCTAssertEqual(scaled.lanes[0].events, [.value(400, 1), .value(400, 2)])
        XCTAssertEqual(scaled.ticks, 401)
        XCTAssertEqual(scaled.unit, "× 5 ms, times rounded")
    }

    /// The written step is kept when it is short enough: 100 ms over 50 s, a time 7 ns off a
    /// tick (computed at run time) drawn at the nearest one.
    func testTheWrittenStepIsPreferredWhenTheExactTickIsTooFine() {
        let raw = Trace(ticks: 0, lanes: [
            Lane("s", role: .subject, label: "s", events: [.value(0, 1), .value(100 * ms + 7, 2), .value(250 * ms, 3)]),
        ])
        let scale = TickScale(trace: raw, end: 50_000 * ms, durationStep: 100 * ms)
        XCTAssertEqual(scale.nanoseconds, 100 * ms)
        let scaled = scale.apply(to: raw, end: 50_000 * ms)
        XCTAssertEqual(scaled.lanes[0].events, [.value(0, 1), .value(1, 2), .value(3, 3)])
        XCTAssertEqual(scaled.ticks, 501)
        XCTAssertEqual(scaled.unit, "× 100 ms, times rounded")
    }

    /// Up to the bound the tick stays exact: 999 ticks of 1 ms.
    func testAnExactTickIsKeptUpToTheBound() {
        let raw = Trace(ticks: 0, lanes: [Lane("s", role: .subject, label: "s", events: [.value(999 * ms, 1)])])
        let scale = TickScale(trace: raw, end: 999 * ms, durationStep: ms)
        XCTAssertEqual(scale.nanoseconds, ms)
        XCTAssertFalse(scale.rounded)
        XCTAssertEqual(scale.apply(to: raw, end: 999 * ms).ticks, 1_000)
    }
}
