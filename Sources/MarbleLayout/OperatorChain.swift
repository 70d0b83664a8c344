/// Reads an operator chain as written (`map { $0 * 10 }.filter { $0 > 1 }.sink(at: 4)`) far
/// enough to know its operators' names, and whether each output value comes from the input
/// value at the same tick, so that a link between them is the truth.
enum OperatorChain {
    /// Operators whose every output is the image of the one input value of its tick: a
    /// `scan` or a `map`, a filter that lets it through or not, or one that only changes
    /// what happens on failure or completion (`catch`: the replacement's values come at
    /// ticks where the input has none, so they never pair).
    static let sameTick: Set<String> = [
        "map", "tryMap", "scan", "tryScan", "filter", "tryFilter", "compactMap", "tryCompactMap",
        "removeDuplicates", "replaceNil", "mapError", "setFailureType", "eraseToAnyPublisher",
        "handleEvents", "print", "breakpoint", "sink", "assign",
        "prefix", "first", "dropFirst", "catch", "tryCatch", "replaceError", "replaceEmpty",
    ]

    /// The names of the calls at the top level of `label`, in order: `["map", "filter", "sink"]`.
    static func names(in label: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        var expectingName = true
        var inString = false
        var previous: Character = " "
        for character in label {
            if inString {
                if character == "\"", previous != "\\" { inString = false }
                previous = character
                continue
            }
            switch character {
            case "\"":
                inString = true
            case "(", "{", "[":
                if depth == 0, !current.isEmpty { names.append(current) }
                current = ""
                expectingName = false
                depth += 1
            case ")", "}", "]":
                depth = max(0, depth - 1)
            case ".":
                if depth == 0 {
                    if !current.isEmpty { names.append(current) }
                    current = ""
                    expectingName = true
                }
            default:
                if depth == 0, expectingName {
                    if character.isLetter || character.isNumber || character == "_" {
                        current.append(character)
                    } else if !current.isEmpty {
                        names.append(current)
                        current = ""
                        expectingName = false
                    }
                }
            }
            previous = character
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    /// Whether every operator of the chain maps a tick's input to that tick's output.
    static func mapsTickToTick(_ label: String) -> Bool {
        let names = names(in: label)
        return !names.isEmpty && names.allSatisfy(sameTick.contains)
    }

    /// Whether the chain is worth a box: any operator, and a `sink` only when it asks for
    /// limited demand (`sink(demand: 2)` explains the drops below it). `sink()`,
    /// `sink(at: 4)` or `sink(until: 9)` transform nothing, and the lane's label already says
    /// when it subscribes and cancels.
    static func deservesBox(_ label: String?) -> Bool {
        guard let label, !label.allSatisfy(\.isWhitespace) else { return false }
        if names(in: label) == ["sink"] { return label.contains("demand:") }
        return true
    }
}
