/// Makes an SVG readable by screen readers: `role="img"` and `aria-labelledby` on the root
/// element, and a `<title>` and `<desc>` as its first children. Cairo draws text as glyph
/// outlines, so without these the image says nothing to anyone who cannot see it.
enum SVGAccessibility {
    static let titleID = "marbles-title"
    static let descriptionID = "marbles-desc"

    static func label(_ svg: [UInt8], title: String, description: String) -> [UInt8] {
        let opening = Array("<svg ".utf8)
        guard let start = firstIndex(of: opening, in: svg),
              let close = svg[start...].firstIndex(of: UInt8(ascii: ">")) else { return svg }
        let attributes = " role=\"img\" aria-labelledby=\"\(titleID) \(descriptionID)\""
        let children = "\n<title id=\"\(titleID)\">\(XMLText.escaped(title))</title>"
            + "\n<desc id=\"\(descriptionID)\">\(XMLText.escaped(description))</desc>"
        return Array(svg[..<close]) + Array(attributes.utf8) + [UInt8(ascii: ">")]
            + Array(children.utf8) + Array(svg[(close + 1)...])
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
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
