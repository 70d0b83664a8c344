import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// The layout reads what a step does from its traits (`OperatorStep.Traits`), never from its
/// name: a step maker that knows an operator asks upstream on its own, or what its bursts are
/// called, says so and is drawn so whatever the operator is called.
final class StepTraitTests: XCTestCase {
    func testTheNamesTableGivesTheTraitsAStepIsMadeWithByDefault() {
        let buffer = OperatorStep(name: "buffer", text: "buffer(size: 2)", mapsTickToTick: false)
        XCTAssertEqual(buffer.traits, OperatorStep.Traits(requestsOnItsOwn: true, burstReason: "buffer flush"))
        XCTAssertEqual(OperatorStep(name: "flatMap", text: "flatMap { $0 }", mapsTickToTick: false).traits,
                       OperatorStep.Traits(requestsOnItsOwn: true))
        XCTAssertEqual(OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true).traits,
                       OperatorStep.Traits(isSubscriber: true))
        XCTAssertEqual(OperatorStep(name: "map", text: "map { $0 }", mapsTickToTick: true).traits, OperatorStep.Traits())
        let told = OperatorStep(name: "buffer", text: "buffer(size: 2)", mapsTickToTick: false, traits: OperatorStep.Traits())
        XCTAssertEqual(told.traits, OperatorStep.Traits())
    }

    /// A subject read by one row that asks for 2 at tick 0 and at tick 5, as its only reader did.
    private func requestsOnSubject(readerSteps: [OperatorStep]) -> [Int] {
        let diagram = layout(Trace(ticks: 8, lanes: [
            Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [.request(0, 2), .request(5, 2)]),
            Lane("b", role: .operator, label: "", inputs: ["s"], steps: readerSteps,
                 events: [.subscribe(0), .request(0, 2), .request(5, 2)]),
        ]))
        return diagram.marks.filter { $0.lane == "s" && $0.kind == .request }.map(\.tick)
    }

    func testARequestOfAStepThatAsksOnItsOwnIsDrawnWhateverItsName() {
        let ownSchedule = OperatorStep.Traits(requestsOnItsOwn: true)
        XCTAssertEqual(requestsOnSubject(readerSteps: [OperatorStep(name: "prefetch", text: "prefetch()", mapsTickToTick: false, traits: ownSchedule)]), [0, 5])
        XCTAssertEqual(requestsOnSubject(readerSteps: [OperatorStep(name: "buffer", text: "buffer(size: 2)", mapsTickToTick: false, traits: OperatorStep.Traits())]), [])
        XCTAssertEqual(requestsOnSubject(readerSteps: [OperatorStep(name: "buffer", text: "buffer(size: 2)", mapsTickToTick: false)]), [0, 5])
    }

    /// Five values at tick 1 on a row made by `steps`: the burst's label.
    private func burstLabel(_ steps: [OperatorStep]) -> [String] {
        let values: [TraceEvent] = (1...5).map { .value(1, .int($0)) }
        return layout(Trace(ticks: 3, lanes: [Lane("o", role: .operator, label: "", steps: steps, events: values)])).marbles.map { $0.label ?? "" }
    }

    func testABurstIsNamedByTheStepsTraitsNotItsName() {
        let batch = OperatorStep(name: "collect", text: "collect(5)", mapsTickToTick: false, traits: OperatorStep.Traits(burstReason: "batch"))
        XCTAssertEqual(burstLabel([batch]), ["batch ×5: 1…5"])
        // A subscriber step is passed over for the operator before it, whatever it is called.
        let ender = OperatorStep(name: "store", text: "store(in: &bag)", mapsTickToTick: true, traits: OperatorStep.Traits(isSubscriber: true))
        XCTAssertEqual(burstLabel([batch, ender]), ["batch ×5: 1…5"])
        XCTAssertEqual(burstLabel([OperatorStep(name: "zip", text: "zip(t)", mapsTickToTick: false), ender]), ["zip ×5: 1…5"])
        // The names table's buffer, made with no traits told.
        XCTAssertEqual(burstLabel([OperatorStep(name: "buffer", text: "buffer(size: 5)", mapsTickToTick: false)]), ["buffer flush ×5: 1…5"])
    }
}
