import MarbleRender
import MarbleTrace
import XCTest

/// An SVG names itself to screen readers: `role="img"`, `aria-labelledby`, and `<title>` and
/// `<desc>` as the root's first children, with the diagram's title and what it shows.
final class SVGAccessibilityTests: XCTestCase {
    private func head(_ svg: [UInt8]) -> String {
        let text = String(decoding: svg, as: UTF8.self)
        return text.components(separatedBy: "\n").prefix(4).joined(separator: "\n")
    }

    func testTheRootIsAnImageLabelledByItsTitleAndDescription() throws {
        let svg = try DiagramRenderer.render(SampleTraces.demand, format: .svg)
        let lines = head(svg).components(separatedBy: "\n")
        XCTAssertTrue(lines[1].hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "), lines[1])
        XCTAssertTrue(lines[1].hasSuffix(" version=\"1.1\" role=\"img\" aria-labelledby=\"marbles-title marbles-desc\">"), lines[1])
        XCTAssertEqual(Array(lines.suffix(2)), [
            "<title id=\"marbles-title\">demand</title>",
            "<desc id=\"marbles-desc\">C receives 1 at tick 1, 2 at tick 3, 4 at tick 7 and 5 at tick 9; 3 at tick 5 and 6 at tick 11 are dropped (no demand); finishes at tick 12.</desc>",
        ])
        // Exactly one of each, and the ids they are labelled by exist.
        let text = String(decoding: svg, as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "<desc").count, 2)
        XCTAssertEqual(text.components(separatedBy: "id=\"marbles-title\"").count, 2)
    }

    func testMarkupInTitlesAndValuesIsEscaped() throws {
        let trace = Trace(title: "a < b & \"c\"", ticks: 3, lanes: [
            Lane("C", role: .subscriber, label: "s.sink()", events: [.subscribe(0), .value(1, "<x>"), .failure(2, "a&b")]),
        ])
        let lines = head(try DiagramRenderer.render(trace, format: .svg)).components(separatedBy: "\n")
        XCTAssertEqual(Array(lines.suffix(2)), [
            "<title id=\"marbles-title\">a &lt; b &amp; &quot;c&quot;</title>",
            "<desc id=\"marbles-desc\">C receives &lt;x&gt; at tick 1; fails with &quot;a&amp;b&quot; at tick 2.</desc>",
        ])
    }

    func testALayoutRenderedWithoutADescriptionStaysUnlabelled() throws {
        let layout = try DiagramRenderer.layout(SampleTraces.demand)
        let svg = String(decoding: try DiagramRenderer.render(layout, format: .svg), as: UTF8.self)
        XCTAssertFalse(svg.contains("<desc"))
        XCTAssertFalse(svg.contains("role=\"img\""))
    }
}
