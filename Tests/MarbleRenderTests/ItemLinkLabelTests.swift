@testable import MarbleRender
import MarbleLayout
import TestSupport
import XCTest

/// No mark label (`request(n)`, `connect()`, `cancel()`, an error's text) stands in an item
/// link's column, from the marble it falls from down to the box, nor from the box down to
/// what the input became: the link would seem to hang from the words, and where they end is
/// lost. Checked on the layouts as drawn, text measured by Cairo, for every example, every
/// diagram of the docs and generated chains under limited demand.
final class ItemLinkLabelTests: XCTestCase {
    private func crossings(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        guard let trace = runTrace(source, file: file, line: line) else { return [] }
        return try DiagramRenderer.layout(trace).itemLinkColumnCrossings(measurer: CairoTextMeasurer()).map(\.description)
    }

    private func crossings(in sources: [(name: String, source: String)]) throws -> [String: [String]] {
        try findings(in: sources) { try crossings($0) }
    }

    func testNoLabelStandsInAnItemLinkInAnyExample() throws {
        XCTAssertEqual(try crossings(in: LinkLabelCrossingTests.examples()), [:])
    }

    func testNoLabelStandsInAnItemLinkInTheDocsDiagrams() throws {
        XCTAssertEqual(try crossings(in: LinkLabelCrossingTests.docsDiagrams()), [:])
    }

    /// A subject through a one-to-one operator into a sink asking for a few values at a time,
    /// with a second subscriber so that the subject's lane carries the requests (they stand
    /// between the links falling from it), drawn from `seed`. Values come two ticks apart at
    /// the closest: with one at every tick, links stand a tick apart, closer than a
    /// `request(n)` is wide, and no side of its leader has room.
    static func demandScenario(seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        let ticks = 10 + random.next(6)
        var values = ""
        for tick in 0..<ticks - 1 { values += tick > 0 && tick % 2 == 0 && random.next(3) > 0 ? String(tick % 10) : "-" }
        let operators = ["map { $0 * 2 }", "scan(0, +)", "filter { $0 % 4 == 0 }", "prefix(4)"]
        var lines = ["s = PassthroughSubject<Int>()", "p = s.\(operators[random.next(operators.count)])",
                     "C = p.sink(demand: \(random.next(3)))"]
        var at = random.next(3)
        while at < ticks - 1 {
            lines.append("C.request(\(1 + random.next(3)), at: \(at))")
            at += 2 + random.next(4)
        }
        lines += ["D = s.sink()", "s.send(\"\(values)|\")"]
        return lines.joined(separator: "\n")
    }

    func testNoLabelStandsInAnItemLinkInGeneratedScenarios() throws {
        let sources = (1...40 as ClosedRange<UInt64>).map { ("seed \($0)", Self.demandScenario(seed: $0)) }
            + (1...40 as ClosedRange<UInt64>).map { ("replay seed \($0)", LinkLabelCrossingTests.replayScenario(seed: $0)) }
        // Four have no room on any side (seed 11 since the subject's lane draws the demand a
        // value gives back, request(1) beside request(3)): a request at the tick of the subject's last value
        // steps aside from the link falling from it, and the link of the end one tick later
        // comes before its text does (left or under its leader, the text would cross the
        // first link).
        XCTAssertEqual(try crossings(in: sources), [
            "seed 5": ["itemLink crosses \"request(3)\" at (679, 59)"],
            "seed 11": ["itemLink crosses \"request(3), request(1)\" at (655, 59)"],
            "seed 38": ["itemLink crosses \"request(1)\" at (617, 59)"],
            "seed 39": ["itemLink crosses \"request(1)\" at (655, 59)"],
        ])
    }
}
