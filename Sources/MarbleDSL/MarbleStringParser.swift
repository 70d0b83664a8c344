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
        var reader = MarbleReader(characters: MarbleCharacters(text), locations: literal.characterLocations, literalRange: range)
        reader.read()
        guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        return (MarbleTimeline(events: reader.events, length: reader.tick), [])
    }
}

/// A marble string's characters as one byte each, for a pass that compares bytes rather than
/// `Character`s (a marble string is one character a tick, so every comparison is paid per
/// tick): an ASCII character is its byte, any other character is `otherWhitespace`,
/// `otherDigit` or `otherSymbol` and keeps its `Character` for the symbol it writes.
private struct MarbleCharacters {
    static let otherWhitespace: UInt8 = 0x20
    /// A digit with combining marks, which `Character.isASCIIDigit` counts as a digit.
    static let otherDigit: UInt8 = 0xFE
    static let otherSymbol: UInt8 = 0xFF

    let codes: [UInt8]
    /// The characters, when some are not ASCII; empty otherwise.
    private let characters: [Character]

    init(_ text: String) {
        // A `\r` is left to the slow path: `\r\n` is one `Character` of two bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            codes = Array(text.utf8)
            characters = []
        } else {
            characters = Array(text)
            codes = characters.map { character in
                if let ascii = character.asciiValue { return ascii }
                if character.isWhitespace { return Self.otherWhitespace }
                return character.isASCIIDigit ? Self.otherDigit : Self.otherSymbol
            }
        }
    }

    var count: Int { codes.count }

    /// The symbol character `index` writes.
    func symbol(at index: Int) -> String {
        characters.isEmpty ? Self.asciiSymbols[Int(codes[index])] : String(characters[index])
    }

    /// Each ASCII character as a string, made once rather than once a tick.
    private static let asciiSymbols = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }

    /// The text of the characters in `range`.
    func text(_ range: Range<Int>) -> String {
        characters.isEmpty ? String(decoding: codes[range], as: UTF8.self) : String(characters[range])
    }

    /// `Character.isWhitespace`, for a code.
    static func isWhitespace(_ code: UInt8) -> Bool {
        code == 0x20 || (0x09...0x0D).contains(code)
    }

    /// `Character.isASCIIDigit`, for a code.
    static func isDigit(_ code: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code) || code == otherDigit
    }
}

/// The state of one pass over a marble string.
private struct MarbleReader {
    let characters: MarbleCharacters
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

    init(characters: MarbleCharacters, locations: [SourceLocation], literalRange: SourceRange) {
        self.characters = characters
        self.locations = locations.count == characters.count ? locations : []
        self.literalRange = literalRange
    }

    mutating func read() {
        let codes = characters.codes
        events.reserveCapacity(codes.count)
        var index = 0
        while index < codes.count {
            let code = codes[index]
            if MarbleCharacters.isWhitespace(code) {
                index += 1
                continue
            }
            if index == 0 || MarbleCharacters.isWhitespace(codes[index - 1]), let length = readTimeProgression(at: index) {
                index += length
                continue
            }
            switch code {
            case UInt8(ascii: "-"):
                break
            case UInt8(ascii: "("):
                if group != nil {
                    diagnostics.append(.nestedGroup(at: range(of: index)))
                } else {
                    group = (tick, index, true)
                }
            case UInt8(ascii: ")"):
                if let open = group {
                    if open.isEmpty {
                        diagnostics.append(.emptyGroup(at: range(of: open.index).union(range(of: index))))
                    }
                    group = nil
                } else {
                    diagnostics.append(.strayGroupClose(at: range(of: index)))
                }
            case UInt8(ascii: "|"):
                addEvent(.finished, at: index)
            case UInt8(ascii: "#"):
                addEvent(.failure, at: index)
            default:
                addEvent(.value(symbol: characters.symbol(at: index)), at: index)
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

    /// ` 10t `: digits and `t`, with whitespace (or the string's edge) on both sides; the caller
    /// has checked the side before. Advances the clock and returns how many characters it
    /// spans, or `nil` if there is none here.
    private mutating func readTimeProgression(at start: Int) -> Int? {
        let codes = characters.codes
        var end = start
        while end < codes.count, MarbleCharacters.isDigit(codes[end]) { end += 1 }
        guard end > start, end < codes.count, codes[end] == UInt8(ascii: "t"),
              end + 1 == codes.count || MarbleCharacters.isWhitespace(codes[end + 1]) else { return nil }
        let length = end + 1 - start
        let digits = characters.text(start..<end)
        let written = digits + "t"
        if group != nil {
            diagnostics.append(.timeProgressionInGroup(at: range(of: start, length: length)))
        } else if let ticks = Int(digits),
                  case (let sum, false) = tick.addingReportingOverflow(ticks),
                  sum <= MarbleTimeline.maximumLength {
            tick = sum
        } else if Int(digits) != nil {
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
