@testable import MarbleLayout
import XCTest

/// Which side of its leader a mark label's text takes, on a lane whose lowest point is flat
/// (`reach` 10 everywhere) unless a case says otherwise: a label 40 pt wide, its leader at
/// x = 100, `annotationInset` 3 from its text.
final class LabelSideTests: XCTestCase {
    private let flat: (Double, Double) -> Double = { _, _ in 10 }

    func testRightWhenNothingIsInTheWay() {
        let choice = LabelSide.choose(x: 100, width: 40, links: [300], leaders: [], leftLimit: 0, reach: flat)
        XCTAssertEqual(choice.side, .right)
        XCTAssertEqual(choice.shortfall, 0)
    }

    /// A link through the words on the right: left of the leader, where the text hangs as
    /// high as on the right (centred, the leader's head and stub would push it lower).
    func testLeftWhenALinkRunsThroughTheRight() {
        let choice = LabelSide.choose(x: 100, width: 40, links: [120], leaders: [], leftLimit: 0, reach: flat)
        XCTAssertEqual(choice.side, .left)
        XCTAssertEqual(choice.shortfall, 0)
    }

    /// Links close on both sides (left of the text's start and right of the leader), with
    /// room for half the text on either side: centred under the leader.
    func testCentredWhenLinksCloseBothSides() {
        let choice = LabelSide.choose(x: 100, width: 40, links: [70, 125], leaders: [], leftLimit: 0, reach: flat)
        XCTAssertEqual(choice.side, .below)
    }

    /// Left and centred both run into another label's leader: right, crossed by the link.
    func testLeadersOfOtherLabelsBlockLeftAndCentre() {
        let choice = LabelSide.choose(x: 100, width: 40, links: [120], leaders: [90], leftLimit: 0, reach: flat)
        XCTAssertEqual(choice.side, .right)
    }

    /// Room only past the axis's start: right for now, and what the plot lacks there. With
    /// the link at 120 only left is off it (its text from 57: 38 pt short of 95); at 125,
    /// centred is too (its text from 80: 15 pt short), and the least is taken.
    func testShortfallWhenOnlyTheStartOfTheAxisIsInTheWay() {
        let leftOnly = LabelSide.choose(x: 100, width: 40, links: [120], leaders: [], leftLimit: 95, reach: flat)
        XCTAssertEqual(leftOnly.side, .right)
        XCTAssertEqual(leftOnly.shortfall, 38)
        let centredToo = LabelSide.choose(x: 100, width: 40, links: [125], leaders: [], leftLimit: 95, reach: flat)
        XCTAssertEqual(centredToo.side, .right)
        XCTAssertEqual(centredToo.shortfall, 15)
    }

    /// More than 60 pt lacking: the plot is not widened for it.
    func testNoShortfallPastTheWidestWidening() {
        let choice = LabelSide.choose(x: 100, width: 200, links: [120], leaders: [], leftLimit: 95, reach: flat)
        XCTAssertEqual(choice.side, .right)
        XCTAssertEqual(choice.shortfall, 0)
    }

    /// A marble reaching 30 pt lower over the right: the left lets the text hang clearly
    /// higher, so it goes there with no link in the way; 5 pt lower keeps it right.
    func testLeftWhenTheRightWouldHangClearlyLower() {
        let marble: (Double) -> (Double, Double) -> Double = { depth in
            { from, to in to > 110 && from < 130 ? 10 + depth : 10 }
        }
        XCTAssertEqual(LabelSide.choose(x: 100, width: 40, links: [], leaders: [], leftLimit: 0, reach: marble(30)).side, .left)
        XCTAssertEqual(LabelSide.choose(x: 100, width: 40, links: [], leaders: [], leftLimit: 0, reach: marble(5)).side, .right)
    }

    /// The axis's arrow at x = 119: the text (ending at 143) may reach past it by up to 24,
    /// as a request beside the last tick's marble does; one point further left it would run
    /// out of the plot (a long error text ran hundreds of points out), so it stands left,
    /// ending at its leader.
    func testLeftWhenTheRightWouldRunPastTheAxisEnd() {
        XCTAssertEqual(LabelSide.choose(x: 100, width: 40, links: [], leaders: [], leftLimit: 0, rightLimit: 119, reach: flat).side, .right)
        let past = LabelSide.choose(x: 100, width: 40, links: [], leaders: [], leftLimit: 0, rightLimit: 118, reach: flat)
        XCTAssertEqual(past.side, .left)
        XCTAssertEqual(past.shortfall, 0)
        // With no room left of the leader either (left from 57, centred from 80), the plot is
        // widened at its start by the least that lets it stand on another side.
        let widened = LabelSide.choose(x: 100, width: 40, links: [], leaders: [], leftLimit: 90, rightLimit: 110, reach: flat)
        XCTAssertEqual(widened.shortfall, 10)
    }
}
