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
}
