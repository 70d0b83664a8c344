import MarbleLayout

/// Adds hover texts to an SVG: an invisible shape with a `<title>` over every mark that
/// has a tooltip (a drop's reason, a replay's origin, a truncated label). Cairo cannot
/// write `<title>`, so they are appended after its output, on top of everything.
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
        // per event, and the SVG before them is not copied.
        var group: [UInt8] = []
        group += "<g fill=\"#000000\" fill-opacity=\"0\" stroke=\"none\">\n".utf8
        for mark in tipped {
            let frame = mark.frame
            let radius = min(frame.width, frame.height) / 2
            group += "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" rx=\"\(number(radius))\">".utf8
            group += "<title>\(XMLText.escaped(mark.tooltip!))</title></rect>\n".utf8
        }
        group += "</g>\n".utf8
        svg.insert(contentsOf: group, at: close)
    }

    /// Two decimals at most, without trailing zeros: stable and short.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
        return sign + String(whole) + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
}
