@testable import MarbleRender
import XCTest

/// Cairo's process-wide ids become their prefix plus their rank, in every `id="…"` and `#…`;
/// the scan steps over 8 bytes at a time where neither `#` nor `i` is, so the markers sit at
/// every offset from the start and up to the last byte here.
final class SVGNormalizerTests: XCTestCase {
    func testIdsAndReferencesAreRenumberedInOrderOfAppearance() {
        let svg = """
            <svg>
            <symbol overflow="visible" id="glyph3-2"><path d="M 1 1 "/></symbol>
            <symbol overflow="visible" id="glyph3-7"><path d="M 2 2 "/></symbol>
            <symbol overflow="visible" id="glyph8-0"><path d="M 3 3 "/></symbol>
            <g id="surface42">
            <use xlink:href="#glyph3-7" x="1"/><use xlink:href="#glyph8-0"/><use xlink:href="#glyph3-2"/>
            <rect fill="url(#surface42)"/><text>#unknown é #glyph3-2é</text>
            </g>
            </svg>
            #surface42
            """
        let expected = """
            <svg>
            <symbol overflow="visible" id="glyph1-2"><path d="M 1 1 "/></symbol>
            <symbol overflow="visible" id="glyph1-7"><path d="M 2 2 "/></symbol>
            <symbol overflow="visible" id="glyph2-0"><path d="M 3 3 "/></symbol>
            <g id="surface1">
            <use xlink:href="#glyph1-7" x="1"/><use xlink:href="#glyph2-0"/><use xlink:href="#glyph1-2"/>
            <rect fill="url(#surface1)"/><text>#unknown é #glyph3-2é</text>
            </g>
            </svg>
            #surface1
            """
        for padding in 0..<9 {
            let prefix = String(repeating: "x", count: padding)
            let normalized = SVGNormalizer.normalize(Array((prefix + svg).utf8), reserving: 16)
            XCTAssertEqual(String(decoding: normalized, as: UTF8.self), prefix + expected, "padding \(padding)")
        }
    }

    func testAnSVGWithoutIdsIsLeftAsItIs() {
        let svg = Array("<svg><path d=\"M 0 0 L 1 1\" fill=\"#ff0000\"/></svg>".utf8)
        XCTAssertEqual(SVGNormalizer.normalize(svg), svg)
    }

    func testAnUnterminatedIdAtTheEndIsNoNewDefinition() {
        let svg = Array("<g id=\"surface7\"><use href=\"#surface7\"/> id=\"surface7".utf8)
        XCTAssertEqual(String(decoding: SVGNormalizer.normalize(svg), as: UTF8.self),
                       "<g id=\"surface1\"><use href=\"#surface1\"/> id=\"surface1")
    }
}
