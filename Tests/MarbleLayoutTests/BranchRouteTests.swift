@testable import MarbleLayout
import XCTest

/// `BranchRoute.points` on hand-placed marks: when it goes round them and when not.
final class BranchRouteTests: XCTestCase {
    /// A marble 20 wide and high centred on `x`, `y`.
    private func marble(_ x: Double, _ y: Double) -> BranchRoute.Obstacle {
        BranchRoute.Obstacle(box: Rect(center: Point(x: x, y: y), width: 20, height: 20), hidesStart: true)
    }

    func testABranchBlockedByARowBetweenGoesRoundWhenItsRowEndsAtItsStart() {
        // A row between, with a marble at the branch's x; the inner row starts and ends at
        // that x, its marble there too: from under the parent's marble, a bracket right of
        // both, back to the inner marble's edge.
        let points = BranchRoute.points(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100), lineEnd: 0,
                                        marks: .init([marble(0, 0), marble(0, 50), marble(0, 100)]))
        XCTAssertEqual(points, [Point(x: 0, y: 0), Point(x: 18, y: 0), Point(x: 18, y: 100), Point(x: 10, y: 100)])
    }

    func testABranchWhoseRowRunsOnPastTheBracketIsTheSlant() {
        // The same, but the inner row's line runs on to 300: a stub back along it would read
        // as the line; the slant passes behind the marble between.
        let points = BranchRoute.points(from: Point(x: 0, y: 0), to: Point(x: 0, y: 100), lineEnd: 300,
                                        marks: .init([marble(0, 0), marble(0, 50), marble(0, 100)]))
        XCTAssertEqual(points, [Point(x: 0, y: 0), Point(x: 0, y: 100)])
    }

    func testABranchEndsUnderTheInnerPublishersFirstMarbleCoveringItsLineStart() {
        // The first value, a tick (26) right of the branch, covers the line's start 13 right
        // of it: nothing else is in the way, so the plain slant, its end hidden as the line's.
        let points = BranchRoute.points(from: Point(x: 0, y: 0), to: Point(x: 13, y: 100), lineEnd: 52,
                                        marks: .init([marble(26, 0), marble(26 - 4, 100)]))
        XCTAssertEqual(points, [Point(x: 0, y: 0), Point(x: 13, y: 100)])
    }

    func testABracketThatWouldRunOnPastLaterMarksIsTheSlant() {
        // A dense drawing: a mark on the row between holds the branch point, and the
        // parent's marbles follow each other without a gap to its right. Going round them
        // all, the bracket reached the right edge and its stub ran back along the inner row.
        let parentRow = (1...40).map { marble(Double(12 * $0), 0) }
        let points = BranchRoute.points(from: Point(x: 0, y: 0), to: Point(x: 4, y: 100), lineEnd: 4,
                                        marks: .init(parentRow + [marble(0, 50)]))
        XCTAssertEqual(points, [Point(x: 0, y: 0), Point(x: 4, y: 100)])
    }
}
