/// The short forms of an operator label too long for its box: what each call is, without
/// what it is given. `map { "Tapped \($0) times" }` is `map { … }`, `receive(on:
/// ImmediateScheduler.shared)` is `receive(on: …)`, then `receive(…)`. A box cut mid-closure
/// showed a bare brace (`}…¹`); these keep every operator's name, and the footnote gives the
/// label whole.
enum LabelElision {
    /// The short forms of `text`, longest first: each outermost bracket pair's contents
    /// replaced by `…` (closures keep their spaces: `{ … }`), first keeping a call's first
    /// argument label, then not. Empty when nothing would be shortened. Brackets inside a
    /// string literal are text.
    ///
    /// Each form (and the label itself) comes also without the empty parentheses of its calls
    /// given nothing (`autoconnect()` is `autoconnect`): a name with nothing to elide was
    /// otherwise cut inside itself (`autoconnec…`).
    static func shortForms(_ text: String) -> [String] {
        var forms: [String] = []
        for keepLabel in [true, false] {
            let form = elided(text, keepingFirstLabel: keepLabel)
            if form.count < text.count, !forms.contains(form) { forms.append(form) }
        }
        for form in [text] + forms {
            let bare = withoutEmptyCalls(form)
            if bare.count < form.count, !forms.contains(bare) { forms.append(bare) }
        }
        // Longest first, as the box takes the first that fits.
        return forms.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }

    /// `text` without each `()` right after a name in the chain itself: not inside a
    /// bracket pair (`multicast { PassthroughSubject() }` keeps its subject's call) nor a
    /// string literal.
    private static func withoutEmptyCalls(_ text: String) -> String {
        var result = ""
        var depth = 0
        var inString = false
        var escaped = false
        var characters = text[...]
        while let character = characters.popFirst() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(", depth == 0, characters.first == ")",
                      let previous = result.last, previous.isLetter || previous.isNumber || previous == "_" {
                characters.removeFirst()
                continue
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character), depth > 0 {
                depth -= 1
            }
            result.append(character)
        }
        return result
    }

    private static func elided(_ text: String, keepingFirstLabel: Bool) -> String {
        var result = ""
        var depth = 0
        var opener: Character = "("
        var inner = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if depth == 0 { result.append(character) } else { inner.append(character) }
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "(", "[", "{":
                if depth == 0 {
                    result.append(character)
                    opener = character
                    inner = ""
                } else {
                    inner.append(character)
                }
                depth += 1
                continue
            case ")", "]", "}":
                // A closing bracket with none open is text.
                guard depth > 0 else { break }
                depth -= 1
                if depth == 0 {
                    result += shortened(inner, opener: opener, keepingFirstLabel: keepingFirstLabel)
                    result.append(character)
                } else {
                    inner.append(character)
                }
                continue
            case "\"":
                inString = true
            default:
                break
            }
            if depth == 0 { result.append(character) } else { inner.append(character) }
        }
        if depth > 0 { result += shortened(inner, opener: opener, keepingFirstLabel: keepingFirstLabel) }
        return result
    }

    /// What stands for `inner`, the contents of a bracket pair opened by `opener`.
    private static func shortened(_ inner: String, opener: Character, keepingFirstLabel: Bool) -> String {
        let trimmed = inner.drop { $0 == " " }
        guard !trimmed.allSatisfy({ $0 == " " }) else { return inner }
        if opener == "{" { return " … " }
        // `on: ImmediateScheduler.shared` keeps `on: `: the label says what the call is given.
        let label = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if keepingFirstLabel, opener == "(", !label.isEmpty, trimmed.dropFirst(label.count).first == ":" {
            return label + ": …"
        }
        return "…"
    }
}
