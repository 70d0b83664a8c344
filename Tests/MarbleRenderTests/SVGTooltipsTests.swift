@testable import MarbleRender
import MarbleLayout
import XCTest

/// Hover texts go in before `</svg>` as invisible rounded rectangles with a `<title>`, numbers
/// with two decimals at most, text escaped.
final class SVGTooltipsTests: XCTestCase {
    func testEachMarkWithATooltipIsARectWithItsTitleBeforeTheEnd() {
        var svg = Array("<svg>\n<path/>\n</svg>\n".utf8)
        let marks = [
            Mark(lane: "s", tick: 1, kind: .drop, frame: Rect(x: -0.504, y: 10, width: 7.25, height: 0.1),
                 tooltip: "1 < 2 & \"3\" > 0 dropped"),
            Mark(lane: "s", tick: 2, kind: .value, frame: Rect(x: 1, y: 2, width: 3, height: 4)),
            Mark(lane: "s", tick: 3, kind: .value, frame: Rect(x: 1234.5, y: 0.05, width: 8, height: 12.999), tooltip: "é"),
        ]
        SVGTooltips.insert(marks, into: &svg)
        XCTAssertEqual(String(decoding: svg, as: UTF8.self), """
            <svg>
            <path/>
            <g fill="#000000" fill-opacity="0" stroke="none">
            <rect x="-0.5" y="10" width="7.25" height="0.1" rx="0.05"><title>1 &lt; 2 &amp; &quot;3&quot; &gt; 0 dropped</title></rect>
            <rect x="1234.5" y="0.05" width="8" height="13" rx="4"><title>é</title></rect>
            </g>
            </svg>

            """)
    }

    /// The events of one column of a dense lane's strip share a hover frame: one rectangle
    /// for them, its title listing each; a mark alone keeps its own. A rectangle each
    /// overlapped, and a pointer reached only the topmost.
    func testMarksSharingAHoverFrameAreOneRectListingEach() {
        var svg = Array("<svg>\n</svg>\n".utf8)
        let column = Rect(x: 10, y: 2, width: 1, height: 12)
        func event(_ tick: Int, _ kind: Mark.Kind, _ tooltip: String, hover: Rect? = column) -> Mark {
            Mark(lane: "s", tick: tick, kind: kind, frame: Rect(x: 9.5 + Double(tick) * 0.1, y: 6.5, width: 3, height: 3), tooltip: tooltip,
                 hoverFrame: hover)
        }
        SVGTooltips.insert([event(1, .value, "tick 1: 7"), event(2, .drop, "8 dropped at tick 2: no demand"),
                            event(3, .value, "tick 3: 9", hover: Rect(x: 11, y: 2, width: 1, height: 12))], into: &svg)
        XCTAssertEqual(String(decoding: svg, as: UTF8.self), """
            <svg>
            <g fill="#000000" fill-opacity="0" stroke="none">
            <rect x="10" y="2" width="1" height="12" rx="0.5"><title>tick 1: 7
            8 dropped at tick 2: no demand</title></rect>
            <rect x="11" y="2" width="1" height="12" rx="0.5"><title>tick 3: 9</title></rect>
            </g>
            </svg>

            """)
    }

    func testAColumnOfMoreThanItListsTheFirstAndLastHalvesAndHowManyBetween() {
        let column = Rect(x: 0, y: 0, width: 1, height: 10)
        let marks = (0..<(Hover.maxListed + 5)).map {
            Mark(lane: "s", tick: $0, kind: .value, frame: Rect(x: 0, y: 0, width: 3, height: 3), tooltip: "tick \($0): 1", hoverFrame: column)
        }
        let lines = Hover.columns(of: marks)[0].title.split(separator: "\n")
        XCTAssertEqual(lines.count, Hover.maxListed + 1)
        XCTAssertEqual(lines[Hover.maxListed / 2], "… 5 more …")
        XCTAssertEqual(lines.last, "tick \(Hover.maxListed + 4): 1")
    }
}
