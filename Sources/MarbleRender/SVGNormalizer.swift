/// Makes Cairo's SVG output independent of what else the process rendered before.
///
/// Cairo names SVG definitions after process-wide counters (`id="surface42"`, and glyph,
/// clip, pattern ids in some versions), so the second render of a diagram in one process
/// differs from the first. Every id is renamed to its prefix plus its rank in order of
/// appearance (ids sharing a counter, such as `glyph3-1` and `glyph3-2`, keep sharing
/// one), and every `#id` reference with it.
///
/// Works on the bytes: the markers (`id="`, `#`) and Cairo's ids are ASCII, and a name runs
/// over letters, digits, `-`, `_` and any non-ASCII byte (a letter of user text), so a
/// 300 MB SVG is one pass, not a walk over `Character`s.
enum SVGNormalizer {
    /// The normalised SVG, with room for `extra` more bytes (what goes in after it).
    static func normalize(_ svg: consuming [UInt8], reserving extra: Int = 0) -> [UInt8] {
        let ids = definedIDs(in: svg)
        guard !ids.isEmpty else {
            svg.reserveCapacity(svg.count + extra)
            return svg
        }
        var renamed: [ArraySlice<UInt8>: [UInt8]] = [:]
        var numbering: [ArraySlice<UInt8>: [ArraySlice<UInt8>: Int]] = [:]
        for id in ids where renamed[id] == nil {
            // `surface42` → prefix `surface`, counter `42`, rest ``; `glyph3-7` keeps its `-7`:
            // only the first number is a process-wide counter.
            let counterStart = id.firstIndex(where: isDigit) ?? id.endIndex
            let restStart = id[counterStart...].firstIndex { !isDigit($0) } ?? id.endIndex
            guard counterStart < restStart else { continue }
            let prefix = id[..<counterStart]
            let counter = id[counterStart..<restStart]
            var known = numbering[prefix, default: [:]]
            let index = known[counter] ?? known.count + 1
            known[counter] = index
            numbering[prefix] = known
            renamed[id] = Array(prefix) + Array(String(index).utf8) + Array(id[restStart...])
        }
        return rewrite(svg, renamed, reserving: extra)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let idMarker = Array("id=\"".utf8)

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether `byte` continues a name: an ASCII letter or digit, `-`, `_`, or part of a
    /// non-ASCII character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// Whether `id="` starts at `index`.
    private static func hasIDMarker(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 4 <= bytes.count && bytes[index] == idMarker[0] && bytes[index + 1] == idMarker[1]
            && bytes[index + 2] == idMarker[2] && bytes[index + 3] == idMarker[3]
    }

    /// The values of ` id="..."` attributes, in order of appearance.
    private static func definedIDs(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var index = 1
        while index < bytes.count {
            guard bytes[index] == idMarker[0], bytes[index - 1] == UInt8(ascii: " "), hasIDMarker(bytes, at: index) else {
                index += 1
                continue
            }
            let start = index + 4
            guard let end = bytes[start...].firstIndex(of: quote) else { break }
            result.append(bytes[start..<end])
            index = end
        }
        return result
    }

    /// Replaces the name in `id="old"` and `#old` with its new name.
    private static func rewrite(_ bytes: [UInt8], _ renamed: [ArraySlice<UInt8>: [UInt8]], reserving extra: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + extra)
        var copied = 0
        var index = 0
        while index < bytes.count {
            let start: Int
            if bytes[index] == hash {
                start = index + 1
            } else if hasIDMarker(bytes, at: index) {
                start = index + 4
            } else {
                index += 1
                continue
            }
            var end = start
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if let name = renamed[bytes[start..<end]] {
                output.append(contentsOf: bytes[copied..<start])
                output.append(contentsOf: name)
                copied = end
            }
            index = end
        }
        output.append(contentsOf: bytes[copied...])
        return output
    }
}
