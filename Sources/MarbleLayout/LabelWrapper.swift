/// Wraps an expression as written (`s.buffer(size: .max, ...).receive(on: main)`) into
/// lines no wider than a limit, breaking before `.` calls and after `,` or spaces.
enum LabelWrapper {
    /// Whether `text` fits in `maxLines` lines of `maxWidth` without being cut.
    static func fits(_ text: String, maxWidth: Double, font: FontSpec, measurer: some TextMeasurer, maxLines: Int = 3) -> Bool {
        let lines = wrap(text, maxWidth: maxWidth, font: font, measurer: measurer)
        return lines.count <= maxLines && lines.allSatisfy { measurer.measure($0, font: font).width <= maxWidth }
    }

    /// `text` in lines no wider than `maxWidth`, at most `maxLines` of them; a text cut short
    /// ends with `…` and then `marker` (a footnote number that gives it in full).
    static func lines(_ text: String, maxWidth: Double, font: FontSpec, measurer: some TextMeasurer, maxLines: Int = 3,
                      marker: String = "") -> [String] {
        var lines = wrap(text, maxWidth: maxWidth, font: font, measurer: measurer)
        let cut = !fits(text, maxWidth: maxWidth, font: font, measurer: measurer, maxLines: maxLines)
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += "…"
        }
        var result = lines.map { ellipsized($0, maxWidth: maxWidth, font: font, measurer: measurer) }
        if cut, !marker.isEmpty, let last = lines.last {
            let room = maxWidth - measurer.measure(marker, font: font).width
            let base = last.hasSuffix("…") ? String(last.dropLast()) : last
            result[result.count - 1] = ellipsized(base + "…", maxWidth: room, font: font, measurer: measurer) + marker
        }
        return result
    }

    /// `text` broken into lines no wider than `maxWidth` where it may break, however many.
    private static func wrap(_ text: String, maxWidth: Double, font: FontSpec, measurer: some TextMeasurer) -> [String] {
        let pieces = breakPieces(text)
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let candidate = current + piece
            if current.isEmpty || measurer.measure(candidate, font: font).width <= maxWidth {
                current = candidate
            } else {
                lines.append(current)
                current = String(piece.drop { $0 == " " })
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Pieces that may not be split: a break is allowed before a `.` that follows a name
    /// or a closing bracket and after `,` or a space.
    private static func breakPieces(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if character == ".", let last = current.last, last.isLetter || "_)]}".contains(last) {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            if character == "," || character == " " {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// `text`, cut with an ellipsis if a single unbreakable piece is wider than the limit.
    static func ellipsized(_ text: String, maxWidth: Double, font: FontSpec, measurer: some TextMeasurer) -> String {
        guard measurer.measure(text, font: font).width > maxWidth else { return text }
        var characters = Array(text)
        // A very long label (a 100,000-character marble string) would be measured once per
        // character, each measure as long as the text: start instead from the first prefix
        // of 2^k characters that is too wide, since no longer one can fit.
        if characters.count > 256 {
            var length = 256
            while length < characters.count,
                  measurer.measure(String(characters[..<length]), font: font).width <= maxWidth {
                length *= 2
            }
            characters = Array(characters.prefix(length + 1))
        }
        while characters.count > 1 {
            characters.removeLast()
            let candidate = String(characters) + "…"
            if measurer.measure(candidate, font: font).width <= maxWidth { return candidate }
        }
        return "…"
    }
}
