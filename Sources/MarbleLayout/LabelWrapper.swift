/// Wraps an expression as written (`s.buffer(size: .max, ...).receive(on: main)`) into
/// lines no wider than a limit, breaking before `.` calls and after `,` or spaces.
enum LabelWrapper {
    static func lines(_ text: String, maxWidth: Double, font: FontSpec, measurer: some TextMeasurer, maxLines: Int = 3) -> [String] {
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
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += "…"
        }
        return lines.map { ellipsized($0, maxWidth: maxWidth, font: font, measurer: measurer) }
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
