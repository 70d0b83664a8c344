@testable import MarbleLayout
import XCTest

/// Rows of a group with more branches than are kept clear: as few as the most inner publishers
/// alive at once, each inner publisher in the topmost row free at its time.
final class CompactBranchRowsTests: XCTestCase {
    /// A lane drawing from `start` to `end`; a branch of `parent` leaving its line 10 left of `start`.
    private func lane(_ index: Int, parent: Int? = nil, from start: Double, to end: Double) -> BranchRowPlacement.Lane {
        let footprint = BranchRowPlacement.Footprint(top: -10, bottom: 10, right: end,
                                                     line: Rect(x: start, y: -3, width: end - start, height: 6), marks: [])
        return BranchRowPlacement.Lane(index: index, footprint: footprint,
                                       line: parent.map { BranchRowPlacement.Line(lane: index, parent: $0, fromX: start - 10, toX: start) },
                                       siblingsOf: parent)
    }

    func testInnerPublishersTakeTheTopmostRowFreeAtTheirTime() {
        // 1 and 2 overlap; 3 starts after 1 ended (with room) but 2 still runs; 4 after 3 and 2,
        // into the topmost of their rows.
        let rows = CompactBranchRows.rows([
            lane(0, from: 0, to: 1_000),
            lane(1, parent: 0, from: 100, to: 200), lane(2, parent: 0, from: 150, to: 400),
            lane(3, parent: 0, from: 230, to: 300), lane(5, parent: 0, from: 305, to: 500),
            lane(4, parent: 0, from: 430, to: 450),
        ])
        // 5 starts too soon after 3 (300 + 8, and its branch reaches 10 left of 305) for row 0.
        XCTAssertEqual(rows, [[0], [1, 3, 4], [2], [5]])
    }

    func testNestedBranchesFollowTheRowOfTheirParentAndOtherLanesKeepTheirOrder() {
        let rows = CompactBranchRows.rows([
            lane(0, from: 0, to: 1_000),
            lane(1, parent: 0, from: 100, to: 600), lane(2, parent: 1, from: 200, to: 300),
            lane(3, parent: 0, from: 150, to: 250), lane(4, parent: 1, from: 250, to: 350),
            lane(6, from: 0, to: 100),
            // A parent later in the group (a cycle) is no branch here: a row of its own.
            lane(7, parent: 8, from: 400, to: 500), lane(8, from: 0, to: 900),
        ])
        XCTAssertEqual(rows, [[0], [1], [2], [4], [3], [6], [7], [8]])
    }

    /// 60,000 inner publishers, three alive at a time: three rows, whatever their number.
    func testThousandsOfShortInnerPublishersShareAFewRows() {
        let inners = (1...60_000).map { lane($0, parent: 0, from: 100 + 40 * Double($0), to: 200 + 40 * Double($0)) }
        let rows = CompactBranchRows.rows([lane(0, from: 0, to: 3_000_000)] + inners)
        XCTAssertEqual(rows.count, 4)
        XCTAssertEqual(rows[1].prefix(3), [1, 4, 7])
        XCTAssertEqual(rows[3].suffix(2), [59_997, 60_000])
        XCTAssertEqual(rows.map(\.count).reduce(0, +), 60_001)
    }

    func testSubscriptionsOneAfterAnotherTakeTheTopmostRowFreeAtTheirTime() {
        let rows = CompactBranchRows.sequentialRows([
            lane(1, from: 100, to: 200), lane(2, from: 150, to: 400), lane(3, from: 220, to: 300),
            lane(4, from: 305, to: 500), lane(5, from: 430, to: 450),
        ])
        XCTAssertEqual(rows, [[1, 3, 5], [2], [4]])
    }
}
