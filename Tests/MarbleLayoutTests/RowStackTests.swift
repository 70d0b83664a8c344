@testable import MarbleLayout
import TestSupport
import XCTest

/// The stack of rows `BranchRowPlacement` inserts into, checked against an array of rows that
/// does each change the plain way (insert, move everything under it, sum from the top).
final class RowStackTests: XCTestCase {
    func testRowsInsertedAnywhereStandWhereTheArrayPutsThem() {
        var stack = RowStack()
        XCTAssertEqual(stack.insert(height: 10, at: 0), 0)
        XCTAssertEqual(stack.insert(height: 20, at: 0), 1)
        XCTAssertEqual(stack.insert(height: 5, at: 1), 2)
        XCTAssertEqual(stack.ids, [1, 2, 0])
        XCTAssertEqual([0, 1, 2].map(stack.position(of:)), [2, 0, 1])
        XCTAssertEqual([0, 1, 2].map(stack.heightAbove), [25, 0, 20])
        XCTAssertEqual([1, 2, 0].map(stack.next(after:)), [2, 0, nil])
        stack.setHeight(7, of: 1)
        XCTAssertEqual([0, 1, 2].map(stack.heightAbove), [12, 0, 7])
        stack.removeLast()
        XCTAssertEqual(stack.ids, [1, 0])
        XCTAssertEqual(stack.heightAbove(0), 7)
    }

    /// 3,000 seeded changes (inserts at random positions, mostly right under an earlier row as
    /// the placement does, height changes, the last row taken out again), each followed by
    /// every query against the array.
    func testSeededChangesAgreeWithAnArrayOfRows() {
        var generator = SeededGenerator(seed: 25)
        var stack = RowStack()
        var order: [Int] = []
        var heights: [Double] = []
        for step in 0..<3_000 {
            let choice = generator.next(10)
            if choice < 6 || order.isEmpty {
                let position = order.isEmpty || choice < 2
                    ? generator.next(order.count + 1)
                    : order.firstIndex(of: generator.next(order.count))! + 1
                // Heights of a quarter point: the sums are exact in any order.
                let height = Double(4 + generator.next(197)) / 4
                XCTAssertEqual(stack.insert(height: height, at: position), heights.count)
                order.insert(heights.count, at: position)
                heights.append(height)
            } else if choice < 9 {
                let id = generator.next(heights.count)
                heights[id] = Double(4 + generator.next(197)) / 4
                stack.setHeight(heights[id], of: id)
            } else {
                stack.removeLast()
                order.removeAll { $0 == heights.count - 1 }
                heights.removeLast()
            }
            XCTAssertEqual(stack.count, order.count)
            guard step % 50 == 0 || step > 2_950 else { continue }
            XCTAssertEqual(stack.ids, order, "step \(step)")
            var above = 0.0
            for (position, id) in order.enumerated() {
                XCTAssertEqual(stack.position(of: id), position)
                XCTAssertEqual(stack.heightAbove(id), above)
                XCTAssertEqual(stack.next(after: id), position + 1 < order.count ? order[position + 1] : nil)
                above += heights[id]
            }
        }
    }
}
