/// The short form of an operator label too long for its box: what each call is, without
/// what it is given. `map { "Tapped \($0) times" }` is `map { … }`, `s.buffer(size: 5,
/// prefetch: .byRequest)` is `s.buffer(…)`. A box cut mid-closure showed a bare brace
/// (`}…¹`); this keeps every operator's name, and the footnote gives the label whole.
enum LabelElision {
    /// `text` with the contents of every outermost bracket pair replaced by `…` (closures
    /// keep their spaces: `{ … }`), or nil when that would not shorten it. Brackets inside a
    /// string literal are text.
    static func elided(_ text: String) -> String? {
        var result = ""
        var depth = 0
        var opener: Character = "("
        var inString = false
        var escaped = false
        var hidden = false
        for character in text {
            if inString {
                if depth == 0 { result.append(character) } else { hidden = true }
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "(", "[", "{":
                if depth == 0 {
                    result.append(character)
                    opener = character
                    hidden = false
                }
                depth += 1
                continue
            case ")", "]", "}":
                guard depth > 0 else { break }
                depth -= 1
                if depth == 0 {
                    if hidden { result += opener == "{" ? " … " : "…" }
                    result.append(character)
                }
                continue
            case "\"":
                inString = true
            default:
                break
            }
            if depth == 0 { result.append(character) } else if character != " " { hidden = true }
        }
        if depth > 0, hidden { result += "…" }
        return result.count < text.count ? result : nil
    }
}
