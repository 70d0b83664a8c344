/// Makes Cairo's SVG output independent of what else the process rendered before.
///
/// Cairo names SVG definitions after process-wide counters (`id="surface42"`, and glyph,
/// clip, pattern ids in some versions), so the second render of a diagram in one process
/// differs from the first. Every id is renamed to its prefix plus its rank in order of
/// appearance (ids sharing a counter, such as `glyph3-1` and `glyph3-2`, keep sharing
/// one), and every `#id` reference with it.
enum SVGNormalizer {
    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        let ids = definedIDs(in: text)
        guard !ids.isEmpty else { return svg }
        var renamed: [String: String] = [:]
        var numbering: [String: [String: Int]] = [:]
        for id in ids where renamed[id] == nil {
            // `surface42` → prefix `surface`, counter `42`, rest ``; `glyph3-7` keeps its `-7`:
            // only the first number is a process-wide counter.
            let prefix = String(id.prefix { !$0.isNumber })
            let afterPrefix = id.dropFirst(prefix.count)
            let counter = String(afterPrefix.prefix { $0.isNumber })
            let rest = afterPrefix.dropFirst(counter.count)
            guard !counter.isEmpty else { continue }
            var known = numbering[prefix, default: [:]]
            let index = known[counter] ?? known.count + 1
            known[counter] = index
            numbering[prefix] = known
            renamed[id] = prefix + String(index) + rest
        }
        return Array(rewrite(text, renamed).utf8)
    }

    /// The values of `id="..."` attributes, in order of appearance.
    private static func definedIDs(in text: String) -> [String] {
        var result: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(" id=\"") {
                let start = text.index(index, offsetBy: 5)
                guard let end = text[start...].firstIndex(of: "\"") else { break }
                result.append(String(text[start..<end]))
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return result
    }

    /// Replaces the name in `id="old"` and `#old` with its new name.
    private static func rewrite(_ text: String, _ renamed: [String: String]) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let markerEnd: String.Index?
            if character == "#" {
                markerEnd = text.index(after: index)
            } else if text[index...].hasPrefix("id=\"") {
                markerEnd = text.index(index, offsetBy: 4)
            } else {
                markerEnd = nil
            }
            guard let start = markerEnd else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            let end = text[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? text.endIndex
            let name = String(text[start..<end])
            output += text[index..<start]
            output += renamed[name] ?? name
            index = end
        }
        return output
    }
}
