import MarbleLayout
import MarbleRender
import MarbleTrace
import XCTest

/// The failure after a stack of values, read back from the PNG: red under the last marble,
/// none over the first.
final class StackEndPixelTests: XCTestCase {
    func testTheFailureXIsUnderTheStackNotOverItsFirstMarble() throws {
        let trace = Trace(ticks: 8, lanes: [
            Lane("s", role: .subject, label: "", events: [.value(2, 1), .value(2, 2), .value(2, 3), .failure(2, "error")]),
        ])
        let layout = try DiagramRenderer.layout(trace)
        let image = try RasterImage(pngBytes: try DiagramRenderer.render(layout, format: .png))
        let marbles = layout.marks.filter { $0.kind == .value }
        let cross = try XCTUnwrap(layout.marks.first { $0.kind == .failure })
        func pixel(_ point: Point) throws -> RasterImage.Pixel { try XCTUnwrap(image[Int(point.x * 2), Int(point.y * 2)]) }
        let red = Theme.light.failure
        let centre = try pixel(cross.center)
        XCTAssertEqual(Double(centre.red), red.red * 255, accuracy: 1.5)
        XCTAssertEqual(Double(centre.green), red.green * 255, accuracy: 1.5)
        XCTAssertEqual(Double(centre.blue), red.blue * 255, accuracy: 1.5)
        // Just past the first marble's outline on the diagonal, where an X through it (21 pt
        // arms at 0.8) showed: the page's background.
        let first = marbles[0].center
        XCTAssertEqual(try pixel(Point(x: first.x + 15.5, y: first.y - 15.5)), RasterImage.Pixel(red: 255, green: 255, blue: 255))
        XCTAssertEqual(try pixel(Point(x: first.x - 15.5, y: first.y + 15.5)), RasterImage.Pixel(red: 255, green: 255, blue: 255))
    }
}
