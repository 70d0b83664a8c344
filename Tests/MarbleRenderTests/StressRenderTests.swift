import MarbleLayout
import MarbleRender
import MarbleTrace
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
            let marbles = try DiagramRenderer.layout(trace).marks.filter { [.value, .replay, .drop].contains($0.kind) }
                .sorted { $0.frame.minX < $1.frame.minX }
            for i in marbles.indices {
                var j = i + 1
                while j < marbles.count, marbles[j].frame.minX < marbles[i].frame.maxX - 0.01 {
                    let a = marbles[i].frame, b = marbles[j].frame
                    let overlap = a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
                    XCTAssertFalse(overlap, "\(name): \(marbles[i].lane)@\(marbles[i].tick) meets \(marbles[j].lane)@\(marbles[j].tick)")
                    j += 1
                }
            }
        }
    }
}
