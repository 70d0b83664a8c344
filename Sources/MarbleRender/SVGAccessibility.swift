/// Makes an SVG readable by screen readers: `role="img"` and `aria-labelledby` on the root
/// element, and a `<title>` and `<desc>` as its first children. Cairo draws text as glyph
/// outlines, so without these the image says nothing to anyone who cannot see it.
enum SVGAccessibility {
    static let titleID = "marbles-title"
    static let descriptionID = "marbles-desc"

    /// What `insert` writes: the root element's attributes and its first children.
    struct Label {
        var attributes: [UInt8]
        var children: [UInt8]

        init(title: String, description: String) {
            attributes = Array(" role=\"img\" aria-labelledby=\"\(SVGAccessibility.titleID) \(SVGAccessibility.descriptionID)\"".utf8)
            children = Array(("\n<title id=\"\(SVGAccessibility.titleID)\">\(XMLText.escaped(title))</title>"
                + "\n<desc id=\"\(SVGAccessibility.descriptionID)\">\(XMLText.escaped(description))</desc>").utf8)
        }

        /// The bytes it adds.
        var size: Int { attributes.count + children.count }
    }

    /// Labels `svg` in place.
    static func insert(_ label: Label, into svg: inout [UInt8]) {
        let opening = Array("<svg ".utf8)
        guard let start = firstIndex(of: opening, in: svg),
              let close = svg[start...].firstIndex(of: UInt8(ascii: ">")) else { return }
        svg.replaceSubrange(close..<(close + 1), with: label.attributes + [UInt8(ascii: ">")] + label.children)
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

/// Escaping for XML and HTML text and attribute values.
public enum XMLText {
    /// `&`, `<`, `>` and `"` as entities.
    public static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        escape(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` appended to `bytes` as `escaped(_:)` writes it. By bytes: none of the four is
    /// ever part of a longer UTF-8 sequence.
    public static func escape(_ text: String, into bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            default: bytes.append(byte)
            }
        }
    }
}
