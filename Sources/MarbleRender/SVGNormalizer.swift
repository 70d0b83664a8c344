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
    private static let space = UInt8(ascii: " ")
    private static let letterI = UInt8(ascii: "i")

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

    /// Whether `id="` starts at `index`. Compared byte by byte with literals: a marker kept
    /// in a global array was a lazy global's check (`swift_once`) on every byte of the SVG.
    private static func hasIDMarker(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 4 <= bytes.count && bytes[index] == letterI && bytes[index + 1] == UInt8(ascii: "d")
            && bytes[index + 2] == UInt8(ascii: "=") && bytes[index + 3] == quote
    }

    /// The first index from `index` on whose 8-byte word may hold `byte` or `other`: a scan
    /// for either steps over the words that hold neither. Both passes below look for bytes
    /// that are rare in an SVG (`#`, `i`): byte by byte, a 112 KB SVG took 2.5M instructions
    /// to normalise.
    private static func skipWords(without byte: UInt8, _ other: UInt8? = nil, in bytes: UnsafeBufferPointer<UInt8>,
                                  from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        let other = other ?? byte
        var index = index
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if hasByte(word, byte) || hasByte(word, other) { break }
            index += 8
        }
        return index
    }

    /// Whether a byte of `word` is `byte` (a zero byte of their exclusive or).
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80) != 0
    }

    /// The values of ` id="..."` attributes, in order of appearance.
    private static func definedIDs(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 1
            while true {
                index = skipWords(without: letterI, in: buffer, from: index)
                guard index < buffer.count else { break }
                guard buffer[index] == letterI, buffer[index - 1] == space, hasIDMarker(buffer, at: index) else {
                    index += 1
                    continue
                }
                let start = index + 4
                var end = start
                while end < buffer.count, buffer[end] != quote { end += 1 }
                guard end < buffer.count else { break }
                result.append(bytes[start..<end])
                index = end
            }
        }
        return result
    }

    /// Replaces the name in `id="old"` and `#old` with its new name.
    private static func rewrite(_ bytes: [UInt8], _ renamed: [ArraySlice<UInt8>: [UInt8]], reserving extra: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + extra)
        var copied = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while true {
                index = skipWords(without: hash, letterI, in: buffer, from: index)
                guard index < buffer.count else { break }
                let start: Int
                if buffer[index] == hash {
                    start = index + 1
                } else if hasIDMarker(buffer, at: index) {
                    start = index + 4
                } else {
                    index += 1
                    continue
                }
                var end = start
                while end < buffer.count, isNameByte(buffer[end]) { end += 1 }
                if let name = renamed[bytes[start..<end]] {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied..<start]))
                    output.append(contentsOf: name)
                    copied = end
                }
                index = end
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied...]))
        }
        return output
    }
}
