/// Wraps an expression as written (`s.buffer(size: .max, ...).receive(on: main)`) into
/// lines no wider than a limit, breaking before `.` calls and after `,`, or at spaces where
/// an argument alone is wider than a line; never inside a name (`n.count`) or a string.
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

    /// `text` broken into lines no wider than `maxWidth` where it may break, however many:
    /// between operators and arguments where that is enough, inside an argument at a space
    /// only where one alone is wider than a line.
    private static func wrap(_ text: String, maxWidth: Double, font: FontSpec, measurer: some TextMeasurer) -> [String] {
        var lines: [String] = []
        var current = ""
        // A line's trailing spaces take no room: the break is there.
        func trimmed(_ line: String) -> String {
            // Most candidates end in no space: checked from the end, without walking the line
            // (reversing a String twice cost 6% of an SVG batch's CPU).
            var end = line.endIndex
            while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
            return end == line.endIndex ? line : String(line[..<end])
        }
        func place(_ piece: String) {
            let candidate = current + piece
            if current.isEmpty || measurer.measure(trimmed(candidate), font: font).width <= maxWidth {
                current = candidate
            } else {
                lines.append(trimmed(current))
                current = String(piece.drop { $0 == " " })
            }
        }
        for strong in breakPieces(text) {
            let whole = strong.joined()
            if measurer.measure(trimmed(String(whole.drop { $0 == " " })), font: font).width <= maxWidth {
                place(whole)
            } else {
                strong.forEach(place)
            }
        }
        if !current.isEmpty { lines.append(trimmed(current)) }
        return lines
    }

    /// Pieces that may not be split, each as the smaller pieces it may be split into when it
    /// is too wide alone. A piece ends before a `.` that follows a name or a closing bracket
    /// outside any bracket (`s.map { $0.count }.sink()` breaks before `.sink`, never inside
    /// the closure at `$0.count`) and after a `,` and its space (between arguments); its
    /// smaller pieces end after a space, and before a type's generic arguments. Nothing breaks
    /// inside a string literal, nor inside generic arguments (`<String, Never>`).
    private static func breakPieces(_ text: String) -> [[String]] {
        var pieces: [[String]] = []
        var strong: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        var afterComma = false
        // Inside a type's generic arguments: `<` right after a name, before a type's name.
        var angles = 0
        let characters = Array(text)
        func endWeak() {
            if !current.isEmpty { strong.append(current) }
            current = ""
        }
        func endStrong() {
            endWeak()
            if !strong.isEmpty { pieces.append(strong) }
            strong = []
        }
        for (index, character) in characters.enumerated() {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            // A comma and the spaces after it end the piece: the next argument starts one.
            if afterComma, character != " " {
                endStrong()
                afterComma = false
            }
            if character == ".", depth == 0, let last = current.last ?? strong.last?.last, last.isLetter || "_)]}".contains(last) {
                endStrong()
            }
            if character == "<", Self.opensGenericArguments(characters, at: index) {
                if angles == 0 { endWeak() }
                angles += 1
            }
            current.append(character)
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case ">" where angles > 0: angles -= 1
            case "," where angles == 0: afterComma = true
            case " " where angles == 0: endWeak()
            default: break
            }
        }
        endStrong()
        return pieces
    }

    /// Whether the `<` at `index` opens generic arguments (`PassthroughSubject<String, Never>`):
    /// right after a name and before a type's name, where `$0 < 10` has spaces around it.
    private static func opensGenericArguments(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0, index + 1 < characters.count else { return false }
        let before = characters[index - 1], after = characters[index + 1]
        return (before.isLetter || before.isNumber || before == "_") && (after.isUppercase || after == "[" || after == "(")
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
