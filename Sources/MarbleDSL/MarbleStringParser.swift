/// Reads marble strings such as `"-1-(23|)"` into a ``MarbleTimeline``, following the RxJS
/// conventions described in DSL.md.
public enum MarbleStringParser {
    /// Parses the literal of a marble string.
    ///
    /// - Parameters:
    ///   - literal: The string as the parser decoded it; its `characterLocations` let every
    ///     event and every error point at its own column in the file.
    ///   - range: The whole literal, used for errors when the characters have no locations.
    /// - Returns: The timeline, or `nil` and at least one diagnostic. Every problem in the string
    ///   is reported, except that only the first event after completion is.
    public static func parse(_ literal: StringLiteral, range: SourceRange) -> (timeline: MarbleTimeline?, diagnostics: [Diagnostic]) {
        guard let text = literal.value else {
            return (nil, [.interpolatedMarbles(at: range)])
        }
        var reader = MarbleReader(characters: Array(text), locations: literal.characterLocations, literalRange: range)
        reader.read()
        guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        return (MarbleTimeline(events: reader.events, length: reader.tick), [])
    }
}

/// The state of one pass over a marble string.
private struct MarbleReader {
    let characters: [Character]
    /// One per character, or empty when the literal's locations are unknown.
    let locations: [SourceLocation]
    let literalRange: SourceRange

    var tick = 0
    var events: [MarbleTimeline.Event] = []
    var diagnostics: [Diagnostic] = []
    /// The open group: the tick of its `(`, the index of the `(`, and whether it has a symbol.
    private var group: (tick: Int, index: Int, isEmpty: Bool)?
    private var isCompleted = false
    private var hasReportedEventAfterCompletion = false

    init(characters: [Character], locations: [SourceLocation], literalRange: SourceRange) {
        self.characters = characters
        self.locations = locations.count == characters.count ? locations : []
        self.literalRange = literalRange
    }

    mutating func read() {
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
                continue
            }
            if let length = readTimeProgression(at: index) {
                index += length
                continue
            }
            switch character {
            case "-":
                break
            case "(":
                if group != nil {
                    diagnostics.append(.nestedGroup(at: range(of: index)))
                } else {
                    group = (tick, index, true)
                }
            case ")":
                if let open = group {
                    if open.isEmpty {
                        diagnostics.append(.emptyGroup(at: range(of: open.index).union(range(of: index))))
                    }
                    group = nil
                } else {
                    diagnostics.append(.strayGroupClose(at: range(of: index)))
                }
            case "|":
                addEvent(.finished, at: index)
            case "#":
                addEvent(.failure, at: index)
            default:
                addEvent(.value(symbol: String(character)), at: index)
            }
            // Every character takes a tick, inside a group too, so that columns stay aligned.
            tick += 1
            index += 1
        }
        if let open = group {
            diagnostics.append(.unclosedGroup(at: range(of: open.index)))
        }
    }

    private mutating func addEvent(_ kind: MarbleTimeline.Event.Kind, at index: Int) {
        group?.isEmpty = false
        if isCompleted {
            if !hasReportedEventAfterCompletion {
                diagnostics.append(.eventAfterCompletion(at: range(of: index)))
                hasReportedEventAfterCompletion = true
            }
            return
        }
        events.append(MarbleTimeline.Event(tick: group?.tick ?? tick, kind: kind, range: range(of: index)))
        if kind == .finished || kind == .failure { isCompleted = true }
    }

    /// ` 10t `: digits and `t`, with whitespace (or the string's edge) on both sides. Advances
    /// the clock and returns how many characters it spans, or `nil` if there is none here.
    private mutating func readTimeProgression(at start: Int) -> Int? {
        guard start == 0 || characters[start - 1].isWhitespace else { return nil }
        var end = start
        while end < characters.count, characters[end].isASCIIDigit { end += 1 }
        guard end > start, end < characters.count, characters[end] == "t",
              end + 1 == characters.count || characters[end + 1].isWhitespace else { return nil }
        let length = end + 1 - start
        let written = String(characters[start...end])
        if group != nil {
            diagnostics.append(.timeProgressionInGroup(at: range(of: start, length: length)))
        } else if let ticks = Int(String(characters[start..<end])),
                  case (let sum, false) = tick.addingReportingOverflow(ticks),
                  sum <= MarbleTimeline.maximumLength {
            tick = sum
        } else if Int(String(characters[start..<end])) != nil {
            diagnostics.append(.timelineTooLong(at: range(of: start, length: length)))
        } else {
            diagnostics.append(.numberTooLarge(written, at: range(of: start, length: length)))
        }
        return length
    }

    /// The source range of `length` characters from `index`: up to the next character's
    /// location, which also covers an escape such as `\\`.
    private func range(of index: Int, length: Int = 1) -> SourceRange {
        guard !locations.isEmpty else { return literalRange }
        let start = locations[index]
        let last = index + length - 1
        if last + 1 < locations.count, locations[last + 1].line == start.line {
            return SourceRange(start: start, end: locations[last + 1])
        }
        let end = locations[last]
        return SourceRange(start: start, end: SourceLocation(line: end.line, column: end.column + 1, offset: end.offset + 1))
    }
}
