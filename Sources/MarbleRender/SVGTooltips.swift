import MarbleLayout

/// Adds hover texts to an SVG: an invisible shape with a `<title>` over every mark that
/// has a tooltip (a drop's reason, a replay's origin, a truncated label), or over every
/// point-wide column of a dense lane's strip where several marks fall (`Hover`). Cairo
/// cannot write `<title>`, so they are appended after its output, on top of everything.
enum SVGTooltips {
    /// About how many bytes `insert` adds for `marks`: room to reserve beforehand.
    static func estimatedSize(_ marks: [Mark]) -> Int {
        marks.reduce(64) { $0 + ($1.tooltip.map { 120 + $0.utf8.count } ?? 0) }
    }

    /// Inserts the hover texts of `marks` before the closing `</svg>`, in place.
    static func insert(_ marks: [Mark], into svg: inout [UInt8]) {
        let tipped = marks.lazy.filter { $0.tooltip != nil }
        guard !tipped.isEmpty else { return }
        let closing = Array("</svg>".utf8)
        guard let close = (0...max(0, svg.count - closing.count)).reversed().first(where: {
            svg[$0..<min($0 + closing.count, svg.count)].elementsEqual(closing)
        }) else { return }
        // Built on its own and inserted once, near the end: a dense diagram has a hover text
        // per event, and the SVG before them is not copied. Written as bytes, not through
        // string interpolation, which took most of a 100,000-value SVG's encoding.
        var group: [UInt8] = []
        group.reserveCapacity(estimatedSize(marks))
        group += "<g fill=\"#000000\" fill-opacity=\"0\" stroke=\"none\">\n".utf8
        for hover in Hover.columns(of: tipped) {
            let frame = hover.frame
            group += "<rect x=\"".utf8
            appendNumber(frame.x, to: &group)
            group += "\" y=\"".utf8
            appendNumber(frame.y, to: &group)
            group += "\" width=\"".utf8
            appendNumber(frame.width, to: &group)
            group += "\" height=\"".utf8
            appendNumber(frame.height, to: &group)
            group += "\" rx=\"".utf8
            appendNumber(min(frame.width, frame.height) / 2, to: &group)
            group += "\"><title>".utf8
            XMLText.escape(hover.title, into: &group)
            group += "</title></rect>\n".utf8
        }
        group += "</g>\n".utf8
        svg.insert(contentsOf: group, at: close)
    }

    /// Two decimals at most, without trailing zeros: stable and short.
    private static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        appendDigits(magnitude / 100, to: &bytes)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    private static func appendDigits(_ value: UInt, to bytes: inout [UInt8]) {
        if value >= 10 { appendDigits(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
