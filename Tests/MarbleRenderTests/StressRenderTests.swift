import MarbleLayout
import MarbleRender
import MarbleTrace
import TestSupport
import XCTest

/// Boxes, links, echoes and branches render to the same bytes every time, and no two
/// marbles of a rendered diagram (Cairo-measured) overlap.
final class StressRenderTests: XCTestCase {
    func testEveryStressTraceRendersTheSameBytesTwice() throws {
        for (name, trace) in StressTraces.all {
            for format in [ImageFormat.png, .svg] {
                let first = try DiagramRenderer.render(trace, format: format)
                let second = try DiagramRenderer.render(trace, format: format)
                XCTAssertEqual(first, second, "\(name).\(format)")
            }
        }
    }

    func testNoMarblesOverlapWithRealTextMeasurement() throws {
        for (name, trace) in StressTraces.all + [("big", StressTraces.big(ticks: 500, lanes: 15))] {
            assertNoOverlap(try DiagramRenderer.layout(trace).marbles, in: name)
        }
    }
}
