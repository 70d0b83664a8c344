@testable import MarbleLayout
import TestSupport
import XCTest

/// Rows of a group of inner publishers, placed with the candidate check that looks only at
/// what a candidate adds when no row moves; asserted exactly, and against a check of every
/// line on every candidate (what the placement did before, with the same exact test).
final class BranchRowPlacementTests: XCTestCase {
    private typealias Placement = BranchRowPlacement

    /// A lane whose time line runs from `start` to `end`, 20 high around it, with `marks`
    /// (x ranges, as high as the lane); its branch leaves `parent`'s line 10 left of `start`.
    private func lane(_ index: Int, parent: Int? = nil, from start: Double, to end: Double,
                      marks: [ClosedRange<Double>] = [], top: Double = -10, bottom: Double = 10) -> Placement.Lane {
        let clearance = Placement.clearance
        let footprint = Placement.Footprint(
            top: top, bottom: bottom, right: marks.reduce(end) { max($0, $1.upperBound) },
            line: Rect(x: start - clearance, y: -clearance, width: end - start + 2 * clearance, height: 2 * clearance),
            marks: marks.map { Rect(x: $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound, height: bottom - top) })
        return Placement.Lane(index: index, footprint: footprint,
                              line: parent.map { Placement.Line(lane: index, parent: $0, fromX: start - 10, toX: start) },
                              siblingsOf: parent)
    }

    /// P, the parent, on top; A (x 110-250) and B (210-295) overlap in time, so B takes a row
    /// right under P, above A; L (310-350) starts too soon after B for B's row and joins A's,
    /// its line passing B's row right of B's line.
    private var parentAndThree: [Placement.Lane] {
        [lane(0, from: 0, to: 1000), lane(1, parent: 0, from: 110, to: 250), lane(2, parent: 0, from: 210, to: 295),
         lane(3, parent: 0, from: 310, to: 350)]
    }

    func testInnerPublishersFollowingEachOtherShareARowAndOverlappingOnesTakeARowUnderTheParent() {
        XCTAssertEqual(Placement.rows(parentAndThree, rowGap: 12), [[0], [2], [1, 3]])
    }

    func testALaneJoiningARowThatAnEarlierBranchLinePassesThroughItsMarksIsRefused() {
        // N is free to join B's row (B ends at 295, N branches at 304), and its own line
        // meets nothing there; but its label (296-330) hangs left into L's branch line, which
        // passes B's row at x 300-310. No row moves, so only the incremental check sees it.
        // A row of its own under P would put the label in L's way as well: N goes to the
        // bottom.
        let lanes = parentAndThree + [lane(4, parent: 0, from: 314, to: 360, marks: [296...330])]
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), [[0], [2], [1, 3], [4]])
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12))
    }

    func testALaneJoiningARowLeftClearOfTheLinesPassingItJoinsIt() {
        let lanes = parentAndThree + [lane(4, parent: 0, from: 314, to: 360, marks: [312...330])]
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), [[0], [2, 4], [1, 3]])
    }

    func testALaneThatMakesItsRowTallerIsCheckedWithTheRowsMoved() {
        // N's label reaches 40 below its line: B's row grows, A's row moves down, and L's
        // line, longer now, is checked again against N's marks in B's row.
        let lanes = parentAndThree + [lane(4, parent: 0, from: 314, to: 360, marks: [296...330], bottom: 40)]
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12))
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), [[0], [2], [1, 3], [4]])
    }

    func testABranchWhoseParentComesLaterCountsOnceItsParentIsPlaced() {
        // C branches from P, which comes after it: C gets a row at the bottom, its line
        // counting from when P is placed.
        let lanes = [lane(0, from: 0, to: 1000), lane(1, parent: 2, from: 110, to: 250), lane(2, from: 0, to: 1000),
                     lane(3, parent: 2, from: 120, to: 300)]
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12))
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), [[0], [1], [2], [3]])
    }

    func testInnerPublishersEndingAtTheNextOnesBranchTakeARowEachNewestFirst() {
        // A switchToLatest: each inner publisher's end mark (x ± 6) holds the next one's branch
        // point, so a row under it is out of that branch's reach, and so is every row under
        // those (the steeper slant crosses its line nearer the branch point, inside the mark):
        // such rows are not tried.
        let inner = (1...40).map { k in
            lane(k, parent: 0, from: Double(50 * k + 20), to: Double(50 * k + 60), marks: [Double(50 * k + 54)...Double(50 * k + 66)])
        }
        let lanes = [lane(0, from: 0, to: 3000)] + inner
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), [[0]] + (1...40).reversed().map { [$0] })
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12))
    }

    func testALaneReachesARowBeyondAnEndMarkHoldingItsBranchPointWhileTheSlantPassesRightOfIt() {
        // B's end mark (204-212) holds N's branch point (210) but the slant to A's row, the
        // next one down, crosses B's line right of it: N joins A's row.
        let lanes = [lane(0, from: 0, to: 1000), lane(1, parent: 0, from: 110, to: 150),
                     lane(2, parent: 0, from: 140, to: 208, marks: [204...212]), lane(3, parent: 0, from: 220, to: 260)]
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12))
        XCTAssertEqual(Placement.rows(lanes, rowGap: 12), [[0], [2], [1, 3]])
    }

    func testGeneratedGroupsGetTheRowsOfACheckOfEveryLineOnEveryCandidate() {
        var random = SeededGenerator(seed: 25)
        for trial in 0..<3000 {
            let count = 2 + random.next(9)
            let lanes = (0..<count).map { index -> Placement.Lane in
                // Mostly branches of an earlier lane, some of a later one or of none.
                let parent: Int? = index == 0 || random.next(8) == 0 ? nil
                    : random.next(6) == 0 ? random.next(count) : random.next(index)
                let start = Double(10 * random.next(40) + 20), length = Double(10 * random.next(20))
                let marks = (0..<random.next(3)).map { _ -> ClosedRange<Double> in
                    let left = start - 20 + Double(4 * random.next(30))
                    return left...(left + Double(2 + 2 * random.next(12)))
                }
                return lane(index, parent: parent == index ? nil : parent, from: start, to: start + length, marks: marks,
                            top: -Double(8 + 4 * random.next(3)), bottom: Double(8 + 4 * random.next(3)))
            }
            XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12), "trial \(trial)")
        }
    }

    /// As above, with marks anywhere in their lane's band (a label under the line, a marble
    /// hanging), branch lines leaning either way, and rows of up to 14 lanes: the rows in reach
    /// of a branch are bounded by any box holding its branch point (`rowsPassed`).
    func testGeneratedGroupsWithMarksAboveAndBelowTheLineGetTheRowsOfTheFullCheck() {
        var random = SeededGenerator(seed: 64)
        for trial in 0..<3000 {
            let count = 2 + random.next(13)
            let lanes = (0..<count).map { index -> Placement.Lane in
                let parent: Int? = index == 0 || random.next(8) == 0 ? nil : random.next(index)
                let start = Double(10 * random.next(40) + 20), length = Double(10 * random.next(20))
                let top = -Double(8 + 4 * random.next(4)), bottom = Double(8 + 4 * random.next(4))
                let marks = (0..<random.next(4)).map { _ -> Rect in
                    let left = start - 30 + Double(4 * random.next(30)), width = Double(2 + 2 * random.next(12))
                    let minY = top + Double(random.next(Int(bottom - top) - 2))
                    return Rect(x: left, y: minY, width: width, height: Double(2 + random.next(Int(bottom - minY) - 1)))
                }
                let clearance = Placement.clearance
                let footprint = Placement.Footprint(
                    top: top, bottom: bottom, right: marks.reduce(start + length) { max($0, $1.maxX) },
                    line: Rect(x: start - clearance, y: -clearance, width: length + 2 * clearance, height: 2 * clearance), marks: marks)
                let lean = Double(random.next(25)) - 12
                return Placement.Lane(index: index, footprint: footprint,
                                      line: parent.map { Placement.Line(lane: index, parent: $0, fromX: start - lean, toX: start) },
                                      siblingsOf: parent)
            }
            XCTAssertEqual(Placement.rows(lanes, rowGap: 12), referenceRows(lanes, rowGap: 12), "trial \(trial)")
        }
    }

    /// The rows as placed by checking every branch line on every candidate.
    private func referenceRows(_ lanes: [Placement.Lane], rowGap: Double) -> [[Int]] {
        let byIndex = Dictionary(uniqueKeysWithValues: lanes.map { ($0.index, $0) })
        func clear(_ rows: [[Int]]) -> Bool {
            var cursor = 0.0
            let lineYs = rows.map { row in
                let y = cursor - row.map { byIndex[$0]!.footprint.top }.min()!
                cursor = y + row.map { byIndex[$0]!.footprint.bottom }.max()! + rowGap
                return y
            }
            var rowOf: [Int: Int] = [:]
            for (number, row) in rows.enumerated() { for lane in row { rowOf[lane] = number } }
            for (number, row) in rows.enumerated() {
                for lane in row {
                    guard let line = byIndex[lane]!.line, let parentRow = rowOf[line.parent] else { continue }
                    let from = Point(x: line.fromX, y: lineYs[parentRow]), to = Point(x: line.toX, y: lineYs[number])
                    for other in rows.indices where min(parentRow, number) < other && other < max(parentRow, number) {
                        for passed in rows[other] {
                            let footprint = byIndex[passed]!.footprint
                            for box in [footprint.line] + footprint.marks {
                                let placed = Rect(x: box.x, y: box.y + lineYs[other], width: box.width, height: box.height)
                                if placed.meets(segmentFrom: from, to: to) { return false }
                            }
                        }
                    }
                }
            }
            return true
        }
        var rows: [[Int]] = []
        for lane in lanes {
            guard let line = lane.line, let parentRow = rows.firstIndex(where: { $0.contains(line.parent) }) else {
                rows.append([lane.index])
                continue
            }
            let free = rows.indices.filter { row in
                row > parentRow && rows[row].allSatisfy {
                    byIndex[$0]!.siblingsOf == line.parent && byIndex[$0]!.footprint.right + 8 < line.fromX
                }
            }
            if let row = free.first(where: { row in
                var candidate = rows
                candidate[row].append(lane.index)
                return clear(candidate)
            }) {
                rows[row].append(lane.index)
                continue
            }
            var underParent = rows
            underParent.insert([lane.index], at: parentRow + 1)
            rows = clear(underParent) ? underParent : rows + [[lane.index]]
        }
        return rows
    }
}
