@testable import MarbleLayout
import TestSupport
import XCTest

/// The annotation placer looks only at the labels that can stop a label and skips the
/// candidates one of them stops: it must put every label exactly where trying every candidate
/// against every placed label does (the committed images depend on it).
final class AnnotationPlacerTests: XCTestCase {
    /// The plain search the placer replaced: every candidate, against every placed label.
    private func plainTops(for items: [AnnotationPlacer.Item], height: Double, gap: Double) -> [Double] {
        struct Placed { var left, right, top, bottom, x, tipY: Double }
        let order = items.indices.sorted { items[$0].x > items[$1].x || (items[$0].x == items[$1].x && $0 < $1) }
        var placed: [Placed] = []
        var result = Array(repeating: 0.0, count: items.count)
        for index in order {
            let item = items[index]
            let left = item.left, right = item.right
            func fits(_ top: Double) -> Bool {
                let bottom = top + height
                for other in placed {
                    let textsMeet = left < other.right + gap && other.left < right + gap
                        && top < other.bottom + 2 && other.top < bottom + 2
                    let myLeaderCrosses = other.left <= item.x && item.x <= other.right
                        && item.tipY < other.bottom && other.top < bottom
                    let theirLeaderCrosses = left <= other.x && other.x <= right
                        && other.tipY < bottom && top < other.bottom
                    if textsMeet || myLeaderCrosses || theirLeaderCrosses { return false }
                }
                return true
            }
            let candidates = ([item.floor] + placed.map { $0.bottom + 2 }).filter { $0 >= item.floor }.sorted()
            let top = candidates.first(where: fits) ?? ((placed.map(\.bottom).max() ?? item.floor) + 2)
            placed.append(Placed(left: left, right: right, top: top, bottom: top + height, x: item.x, tipY: item.tipY))
            result[index] = top
        }
        return result
    }

    func testLabelsGoWhereThePlainSearchPutsThem() {
        var random = SeededGenerator(seed: 25)
        for round in 0..<300 {
            // Crowded lanes: leaders a few points apart (some at one x), texts hanging right,
            // left or centred, tips and floors at a few heights so that labels stack and leaders cross.
            let count = 1 + random.next(40)
            let spread = Double(1 + random.next(400))
            let items = (0..<count).map { _ -> AnnotationPlacer.Item in
                let x = Double(random.next(Int(spread) + 1))
                let width = Double(10 + random.next(71))
                let left: Double
                switch random.next(3) {
                case 0: left = x
                case 1: left = x - width
                default: left = x - width / 2
                }
                let tipY = Double(random.next(31))
                return AnnotationPlacer.Item(x: x, left: left, right: left + width, tipY: tipY,
                                             floor: tipY + Double(random.next(13)))
            }
            XCTAssertEqual(AnnotationPlacer.tops(for: items, height: 11.5, gap: 6), plainTops(for: items, height: 11.5, gap: 6),
                           "round \(round)")
        }
    }

    /// Thousands of `request(n)` along one lane, as a buffer drained one value at a time makes:
    /// each label a few points right of the last, so they stack in columns.
    func testManyRequestsAlongALaneStackAsThePlainSearchStacksThem() {
        let items = (0..<250).map { index -> AnnotationPlacer.Item in
            let x = Double(index) * 7
            return AnnotationPlacer.Item(x: x, left: x, right: x + 55, tipY: 10, floor: 14)
        }
        XCTAssertEqual(AnnotationPlacer.tops(for: items, height: 11.5, gap: 6), plainTops(for: items, height: 11.5, gap: 6))
    }
}
