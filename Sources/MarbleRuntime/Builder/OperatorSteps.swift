import MarbleDSL
import MarbleTrace

/// Source text as lanes show it: a statement written over several lines (one operator per
/// line, a closure spanning lines) reads as one line, so no line break reaches a label. The
/// line reads as Swift would accept it: statements a closure's body puts on lines of their own
/// are joined with "; ", and `//` comments are left out (on one line they would swallow the
/// code after them).
enum FoldedSource {
    /// `text` with each run of blanks that holds a line break folded: to nothing before a
    /// `.name` continuation, after an opening or before a closing bracket; to "; " between two
    /// statements of a closure body; else to one space. Text on one line is returned as it is.
    static func fold(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        let characters = Array(text)
        var out = ""
        var pending = ""
        var braces = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, !characters[index].isNewline { index += 1 }
                continue
            }
            if character.isWhitespace {
                pending.append(character)
                index += 1
                continue
            }
            if !pending.isEmpty {
                out += join(pending, after: out, before: characters[index...], insideBraces: braces > 0)
                pending = ""
            }
            if character == "\"" {
                index = copyStringLiteral(characters, from: index, into: &out)
                continue
            }
            if character == "{" { braces += 1 }
            if character == "}" { braces -= 1 }
            out.append(character)
            index += 1
        }
        return out
    }

    /// Copies the string literal that opens at `start` (escapes and all) and returns the index
    /// after it, so that braces and `//` inside a string are text, not structure.
    private static func copyStringLiteral(_ characters: [Character], from start: Int, into out: inout String) -> Int {
        out.append(characters[start])
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            out.append(character)
            index += 1
            if character == "\\", index < characters.count {
                out.append(characters[index])
                index += 1
            } else if character == "\"" || character.isNewline {
                break
            }
        }
        return index
    }

    private static func join(_ blanks: String, after previous: String, before next: ArraySlice<Character>,
                             insideBraces: Bool) -> String {
        guard blanks.contains(where: \.isNewline), let first = next.first else { return blanks }
        if first == "." || first == ")" || first == "]" { return "" }
        if let last = previous.last, last == "(" || last == "[" { return "" }
        if insideBraces, endsStatement(previous), startsStatement(next) { return "; " }
        return " "
    }

    /// Words after which a line break does not end a statement (`{ value in`, `return`, `else`).
    private static let continuingWords: Set<String> = [
        "in", "return", "throw", "try", "else", "if", "guard", "switch", "case", "let", "var", "where", "await",
    ]
    /// Words that continue the statement before them (`} else {`, `where`, `in`).
    private static let continuationWords: Set<String> = ["else", "where", "in", "catch", "as", "is"]

    private static func endsStatement(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        if last == ")" || last == "]" || last == "}" || last == "\"" { return true }
        guard last.isLetter || last.isNumber || last == "_" || last == "!" else { return false }
        let word = String(text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        return !continuingWords.contains(word)
    }

    private static func startsStatement(_ next: ArraySlice<Character>) -> Bool {
        guard let first = next.first else { return false }
        guard first.isLetter || first == "_" || first == "$" || first == "(" || first == "[" || first == "\""
        else { return false }
        let word = String(next.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return !continuationWords.contains(word)
    }

    /// The call `receiver.name(...)` as written from `name` on, folded: `map { $0 * 10 }`.
    static func callText(_ call: Expr, receiver: Expr) -> String {
        // `Publishers.Zip(a, b)` does not start with its receiver `a`: it is the whole call.
        guard call.text.hasPrefix(receiver.text) else { return fold(call.text) }
        var text = Substring(call.text.dropFirst(receiver.text.count))
        while let first = text.first, first.isWhitespace || first == "." { text = text.dropFirst() }
        return fold(String(text))
    }
}

extension RuntimeObject {
    /// A sink that asks for everything at once changes nothing a diagram shows; one with
    /// limited demand explains the drops above it.
    var isTransparentSink: Bool {
        guard case .subscriber(let handle) = self else { return false }
        return handle.initialDemand == .unlimited
    }

    /// The object with `step` added to the operators its lane will show; unchanged for an
    /// object that shows none (a connection) or is not derived from a lane.
    func adding(_ step: OperatorStep) -> RuntimeObject {
        switch self {
        case .publisher(var handle):
            handle.steps?.append(step)
            return .publisher(handle)
        case .subscriber(let handle):
            handle.steps?.append(step)
            return self
        default:
            return self
        }
    }
}
