import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// The labels under the lane names: concise, never repeating an operator box, never cut
/// without saying where the whole text is.
final class LabelColumnTests: XCTestCase {
    private let map = [OperatorStep(name: "map", text: "map { $0 * 10 }", mapsTickToTick: true)]

    func testALaneUnderABoxIsLabelledWithItsSourceNotItsOperators() {
        let trace = Trace(ticks: 4, lanes: [
            Lane("s", role: .source, label: "hot(\"-1-2|\")", events: [.value(1, 1), .value(3, 2), .finished(4)]),
            Lane("b", role: .operator, label: "s.map { $0 * 10 }", inputs: ["s"], steps: map, events: [
                .value(1, 10), .value(3, 20), .finished(4)]),
        ])
        let diagram = layout(trace)
        XCTAssertEqual(diagram.texts(.laneLabel), ["hot(\"-1-2|\")", "from s"])
        XCTAssertEqual(diagram.texts(.operatorLabel), ["map { $0 * 10 }"])
    }

    func testALaneWithoutABoxKeepsItsExpression() {
        let sink = [OperatorStep(name: "sink", text: "sink(at: 2)", mapsTickToTick: true, isTransparent: true)]
        let trace = Trace(ticks: 4, lanes: [
            Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [.value(3, 2)]),
            Lane("C", role: .subscriber, label: "s.sink(at: 2)", inputs: ["s"], steps: sink, events: [.subscribe(2), .value(3, 2)]),
        ])
        XCTAssertEqual(layout(trace).texts(.laneLabel), ["PassthroughSubject<Int>()", "s.sink(at: 2)"])
    }

    func testALabelTooLongForThreeLinesIsCutWithAFootnoteGivingItWhole() {
        // 9.5 pt code at 0.6 em: 5.7 pt a character, 33 characters in the 190 pt column.
        let values = (1...30).map { "v\($0): \($0 * 1000)" }.joined(separator: ", ")
        let label = "hot(\"-a-b-c|\", values: [\(values)])"
        let trace = Trace(ticks: 4, lanes: [Lane("s", role: .source, label: label, events: [.value(1, 1)])])
        let diagram = layout(trace)
        let lines = diagram.texts(.laneLabel)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "hot(\"-a-b-c|\", values: [v1: 1000,")
        XCTAssertTrue(lines[2].hasSuffix("…¹"), lines[2])
        for line in lines { XCTAssertLessThanOrEqual(Double(line.count) * 5.7, 190) }
        // The legend gives it whole, after its number, over as many rows as it needs.
        let legend = diagram.texts(.legend)
        XCTAssertEqual(legend.first, String(("¹ " + label).prefix(legend[0].count)))
        XCTAssertEqual(legend.joined(separator: " ").replacingOccurrences(of: "  ", with: " "), "¹ " + label)
    }
}
