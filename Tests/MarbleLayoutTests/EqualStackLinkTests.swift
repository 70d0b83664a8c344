import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A stack of equal values at one tick is a certain source of the one marble a tick-keeping
/// operator makes of it: `removeDuplicates` passing the first `2` of `(22)` is linked from
/// the stack's foot through the box to its output, as a lone value is.
final class EqualStackLinkTests: XCTestCase {
    func testRemoveDuplicatesLinksTwoEqualStackedValuesToTheOneItPassed() throws {
        let trace = try XCTUnwrap(runTrace("""
            s = PassthroughSubject<Int>()
            b = s.removeDuplicates()
            C = b.sink()
            s.send("-1-(22)-3|")
            """))
        let diagram = layout(trace)
        let box = try XCTUnwrap(diagram.operatorBoxes.first)
        let input = diagram.marks(onLane: "s").filter { $0.kind == .value }
        let output = diagram.marks(onLane: "b").filter { $0.kind == .value }
        XCTAssertEqual(input.map(\.tick), [1, 3, 3, 8])
        XCTAssertEqual(output.map(\.tick), [1, 3, 8])
        // Per value and for the end: one arrow onto the box, one onto the output; at tick 3
        // from under the stack's second marble.
        let finished = try XCTUnwrap(diagram.marks(onLane: "b").first { $0.kind == .finished })
        XCTAssertEqual(diagram.arrowTips(.itemLink), [
            Point(x: input[0].center.x, y: box.minY), Point(x: output[0].center.x, y: output[0].frame.minY - 1),
            Point(x: input[1].center.x, y: box.minY), Point(x: output[1].center.x, y: output[1].frame.minY - 1),
            Point(x: input[3].center.x, y: box.minY), Point(x: output[2].center.x, y: output[2].frame.minY - 1),
            Point(x: finished.center.x, y: box.minY), Point(x: finished.center.x, y: finished.frame.minY - 1),
        ])
        XCTAssertTrue(diagram.lines(.itemLink).map(\.from).contains(Point(x: input[2].center.x, y: input[2].frame.maxY + 2)))
    }

    func testAStackOfDifferentValuesStaysUnlinked() throws {
        let trace = try XCTUnwrap(runTrace("""
            s = PassthroughSubject<Int>()
            b = s.filter { $0 > 1 }
            C = b.sink()
            s.send("-(12)-|")
            """))
        let diagram = layout(trace)
        XCTAssertEqual(diagram.marks(onLane: "b").filter { $0.kind == .value }.map(\.tick), [1])
        // Only the completion passes through: which of 1 and 2 became the 2 is not drawn.
        let finished = try XCTUnwrap(diagram.marks(onLane: "b").first { $0.kind == .finished })
        XCTAssertEqual(diagram.arrowTips(.itemLink).map(\.x), [finished.center.x, finished.center.x])
    }
}
