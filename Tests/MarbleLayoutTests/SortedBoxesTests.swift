@testable import MarbleLayout
import TestSupport
import XCTest

/// The x-range index of boxes the branch rows are placed with, checked against a plain list.
final class SortedBoxesTests: XCTestCase {
    /// 6,000 boxes (many chunks), mostly in x order as a lane's marks come, with runs inserted
    /// far left of the rest as an inner publisher's marks are among its parent's, and ties;
    /// every 200 inserts, 50 ranges queried against a list sorted by left edge, ties in the
    /// order they came.
    func testQueriesVisitWhatAPlainSortedListHoldsInTheSameOrder() {
        var generator = SeededGenerator(seed: 11)
        var boxes = SortedBoxes<Int>()
        var list: [(box: Rect, tag: Int)] = []
        var cursor = 0.0
        for tag in 0..<6_000 {
            let x: Double
            switch generator.next(10) {
            case 0..<6: x = cursor + Double(generator.next(8))
            case 6..<9: x = Double(generator.next(max(1, Int(cursor))))
            default: x = list.isEmpty ? 0 : list[generator.next(list.count)].box.minX
            }
            cursor = max(cursor, x)
            let box = Rect(x: x, y: Double(generator.next(20)), width: Double(1 + generator.next(63)), height: 10)
            boxes.insert(box, tag: tag)
            list.insert((box, tag), at: list.partitionPoint { $0.box.minX > box.minX })
            XCTAssertEqual(boxes.count, list.count)
            guard tag % 200 == 199 else { continue }
            for _ in 0..<50 {
                let left = Double(generator.next(Int(cursor) + 100)) - 50, right = left + Double(generator.next(300))
                var visited: [Int] = []
                _ = boxes.first(from: left, to: right) { _, tag in
                    visited.append(tag)
                    return false
                }
                let expected = list.filter { $0.box.minX <= right && $0.box.maxX >= left }.map(\.tag)
                XCTAssertEqual(visited, expected, "after \(tag + 1) boxes, \(left)...\(right)")
            }
        }
    }

    func testTheFirstBoxBodyAcceptsEndsTheQuery() {
        var boxes = SortedBoxes<Int>()
        for tag in 0..<1_000 { boxes.insert(Rect(x: Double(1_000 - tag), y: 0, width: 5, height: 5), tag: tag) }
        var visited: [Int] = []
        XCTAssertTrue(boxes.first(from: 500, to: 600) { _, tag in
            visited.append(tag)
            return tag == 450
        })
        XCTAssertEqual(visited, Array((450...505).reversed()))
    }

    func testAWideBoxIsKeptAsPiecesCoveringItExactly() {
        var boxes = SortedBoxes<Void>()
        boxes.insert(Rect(x: 10, y: 0, width: 150, height: 4), tag: ())
        var pieces: [Rect] = []
        _ = boxes.first(from: 0, to: 1_000) { box, _ in
            pieces.append(box)
            return false
        }
        XCTAssertEqual(pieces, [Rect(x: 10, y: 0, width: 50, height: 4), Rect(x: 60, y: 0, width: 50, height: 4),
                                Rect(x: 110, y: 0, width: 50, height: 4)])
        XCTAssertTrue(boxes.anyMeets(segmentFrom: Point(x: 100, y: -10), to: Point(x: 100, y: 10)))
        XCTAssertFalse(boxes.anyMeets(segmentFrom: Point(x: 165, y: -10), to: Point(x: 165, y: 10)))
    }
}
