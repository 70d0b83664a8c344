@testable import FuzzContracts
import MarbleDSL
import MarbleLayout
import MarbleRender
import MarbleTrace
import XCTest

/// The contracts accept what the stages produce for a valid file and catch broken output:
/// a check that could never fail would make every fuzzing figure meaningless.
final class ContractTests: XCTestCase {
    private let demand = """
        s = PassthroughSubject<Int>()
        C = s.sink(demand: 2)
        C.request(2, at: 7)
        s.send("-1-2-3-4-5-6|")

        """

    func testAValidFileMeetsEveryContract() throws {
        let trace = try XCTUnwrap(try RunContract.check(demand))
        XCTAssertEqual(trace[lane: "C"]?.events.first, .subscribe(0))
        XCTAssertNoThrow(try ImageContract.check(demand))
        XCTAssertNoThrow(try LayoutContract.check(json: TraceJSON.encode(trace)))
    }

    func testDiagnosticsAreCheckedForTheirPlace() throws {
        XCTAssertNoThrow(try ParseContract.check("C = s.sink(\n"))
        let lines = LineTable("ab\r\ncd")
        XCTAssertNoThrow(try lines.check(SourceLocation(line: 2, column: 3, offset: 5), stage: "test", message: "m"))
        XCTAssertThrowsError(try lines.check(SourceLocation(line: 2, column: 4, offset: 6), stage: "test", message: "m")) { error in
            XCTAssertEqual("\(error)", "test: 'm' at 2:4 (offset 6): line 2 has 2 characters")
        }
        XCTAssertThrowsError(try lines.check(SourceLocation(line: 1, column: 2, offset: 0), stage: "test", message: "m")) { error in
            XCTAssertEqual("\(error)", "test: 'm' at 1:2 (offset 0): line 1 column 2 is offset 1")
        }
    }

    func testATraceOutOfOrderOrOffTheAxisIsCaught() {
        let late = Trace(ticks: 3, lanes: [Lane("C", role: .subscriber, label: "x", events: [.finished(3)])])
        XCTAssertThrowsError(try RunContract.checkTrace(late)) { error in
            XCTAssertEqual("\(error)", "run: lane C: finished @ 3 is off the axis of 3 ticks")
        }
        // (`Lane.init` puts events in tick order; a lane changed afterwards need not be.)
        var unordered = Lane("C", role: .subscriber, label: "x", events: [])
        unordered.events = [.cancel(2), .cancel(1)]
        let backwards = Trace(ticks: 3, lanes: [unordered])
        XCTAssertThrowsError(try RunContract.checkTrace(backwards)) { error in
            XCTAssertEqual("\(error)", "run: lane C: cancel @ 1 after an event at tick 2")
        }
    }

    func testGeometryOffTheCanvasOrNotFiniteIsCaught() {
        let stroke = Stroke(color: RGBA(red: 0, green: 0, blue: 0), width: 1)
        let outside = DiagramLayout(size: Size(width: 10, height: 10),
                                    items: [RoledElement(.timeLine, .line(from: Point(x: 0, y: 0), to: Point(x: 11, y: 5), stroke: stroke))], marks: [])
        XCTAssertThrowsError(try LayoutContract.check(outside)) { error in
            XCTAssertEqual("\(error)", "layout: line reaches (11.0, 5.0), off the canvas of 10.0 × 10.0")
        }
        let nan = DiagramLayout(size: Size(width: 10, height: 10),
                                items: [RoledElement(.marble, .circle(center: Point(x: .nan, y: 1), radius: 1, fill: nil, stroke: nil))], marks: [])
        XCTAssertThrowsError(try LayoutContract.check(nan))
    }

    func testBrokenImagesAreCaught() throws {
        let trace = try XCTUnwrap(try RunContract.check(demand))
        let layout = try LayoutContract.check(trace)
        let size = ImageContract.pixelSize(layout, .init())
        let png = try DiagramRenderer.render(layout, format: .png)
        XCTAssertNoThrow(try ImageContract.checkPNG(png, size: size))
        XCTAssertThrowsError(try ImageContract.checkPNG(Array(png.dropLast(12)), size: size))
        XCTAssertThrowsError(try ImageContract.checkPNG(png, size: (size.width + 1, size.height)))
        let svg = try DiagramRenderer.render(layout, format: .svg)
        XCTAssertNoThrow(try ImageContract.checkSVG(svg, size: layout.size))
        XCTAssertThrowsError(try ImageContract.checkSVG(Array(svg.dropLast(8)), size: layout.size))
        XCTAssertThrowsError(try ImageContract.checkSVG(svg, size: Size(width: layout.size.width + 1, height: layout.size.height)))
        let pdf = try DiagramRenderer.render(layout, format: .pdf)
        XCTAssertNoThrow(try ImageContract.checkPDF(pdf, size: layout.size))
        XCTAssertThrowsError(try ImageContract.checkPDF(Array(pdf.prefix(pdf.count / 2)), size: layout.size))
    }

    func testXMLShapeNeedsMatchingTagsAndOneRoot() throws {
        XCTAssertEqual(try XMLShape.rootElement(of: "<?xml version=\"1.0\"?>\n<svg width=\"2pt\"><g><!-- a > b --></g><path d=\"M 0 0\"/></svg>\n").attributes["width"], "2pt")
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg><g></svg></g>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg></svg><svg></svg>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg a=\"1\" a=\"2\"></svg>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg><g>"))
        // Read by the byte: text and attribute values in any script pass through whole.
        let root = try XMLShape.rootElement(of: "<svg title='ü → 値' b=\"x\"><![CDATA[ <a> ]]><text>ü → 値</text></svg>")
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes, ["title": "ü → 値", "b": "x"])
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg a=\"<\"></svg>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg a=1></svg>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg><!-- never closed </svg>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "x<svg></svg>"))
        XCTAssertThrowsError(try XMLShape.rootElement(of: "<svg></svg>x"))
        XCTAssertNoThrow(try XMLShape.rootElement(of: "\n <svg>\t</svg> \n"))
    }
}
