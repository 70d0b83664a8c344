@testable import MarbleLayout
import XCTest

/// A density drawing's strokes as few elements as paint the same picture: those a later
/// stroke covers are left out, and runs of one style are one element.
final class DensityStrokesTests: XCTestCase {
    private let a = Stroke(color: RGBA(hex: 0xF4A3A3), width: 1)
    private let b = Stroke(color: RGBA(hex: 0x93D5EA), width: 1)

    private func at(_ x: Double) -> LineSegment {
        LineSegment(from: Point(x: x, y: 0), to: Point(x: x, y: 10))
    }

    private func line(_ x: Double, _ stroke: Stroke, _ role: ElementRole = .marble) -> RoledElement {
        RoledElement(role, .line(from: Point(x: x, y: 0), to: Point(x: x, y: 10), stroke: stroke))
    }

    func testACoveredStrokeIsLeftOutAndARunOfOneStyleIsOneElement() {
        var dashed = a
        dashed.dash = [1.5, 1]
        var strokes = DensityStrokes()
        // b at 0 covers a; b at 0.5 joins it. A dashed echo at 1 hides nothing, nor joins a.
        for (x, stroke, role) in [(0.0, a, ElementRole.marble), (0, b, .marble), (0.5, b, .marble), (1, a, .marble),
                                  (1, dashed, .echo), (2, b, .marble), (2.5, b, .marble)] {
            strokes.add(at(x), stroke: stroke, role: role)
        }
        XCTAssertEqual(strokes.finish(), [
            RoledElement(.marble, .segments([at(0), at(0.5)], stroke: b)),
            line(1, a),
            line(1, dashed, .echo),
            RoledElement(.marble, .segments([at(2), at(2.5)], stroke: b)),
        ])
    }

    func testOnlyAnOpaqueStrokeAtLeastAsWideHides() {
        var wide = a
        wide.width = 2
        let faint = Stroke(color: b.color.withAlpha(0.5), width: 1)
        var strokes = DensityStrokes()
        for (x, stroke) in [(0.0, wide), (0, b), (3, a), (3, faint), (5, b), (5, wide)] {
            strokes.add(at(x), stroke: stroke, role: .marble)
        }
        XCTAssertEqual(strokes.finish(), [line(0, wide), line(0, b), line(3, a), line(3, faint), line(5, wide)])
    }

    func testStrokesOfOneSegmentAtDifferentHeightsAreApart() {
        var strokes = DensityStrokes()
        strokes.add(at(0), stroke: a, role: .marble)
        strokes.add(LineSegment(from: Point(x: 0, y: 12), to: Point(x: 0, y: 22)), stroke: b, role: .marble)
        XCTAssertEqual(strokes.finish().count, 2)
    }
}
