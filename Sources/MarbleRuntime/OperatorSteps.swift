import MarbleDSL
import MarbleTrace

/// Source text as lanes show it: a statement written over several lines (one operator per
/// line, a closure spanning lines) reads as one line, so no line break reaches a label.
enum FoldedSource {
    /// `text` with each run of blanks that holds a line break folded: to nothing before a
    /// `.name` continuation, after an opening or before a closing bracket, else to one space.
    /// Text on one line is returned as it is.
    static func fold(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var out = ""
        var pending = ""
        for character in text {
            if character.isWhitespace {
                pending.append(character)
                continue
            }
            if !pending.isEmpty {
                out += join(pending, after: out.last, before: character)
                pending = ""
            }
            out.append(character)
        }
        return out
    }

    private static func join(_ blanks: String, after previous: Character?, before next: Character) -> String {
        guard blanks.contains(where: \.isNewline) else { return blanks }
        if next == "." || next == ")" || next == "]" { return "" }
        if let previous, previous == "(" || previous == "[" { return "" }
        return " "
    }

    /// The call `receiver.name(...)` as written from `name` on, folded: `map { $0 * 10 }`.
    static func callText(_ call: Expr, receiver: Expr) -> String {
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
