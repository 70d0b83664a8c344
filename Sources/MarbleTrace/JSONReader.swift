/// A JSON document read into values, for `TraceJSON.decode`. Small on purpose: the trace
/// format is ours, and Foundation's decoder would bring Foundation into every user's build.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// The number as written, so that `3` stays an Int and `3.0` a Double.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Keys in the order written; a repeated key keeps its last value.
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of `key` in an object, `nil` if absent or not an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}

/// Reads UTF-8 JSON (RFC 8259) into a `JSONValue`, reporting the first error by byte offset.
struct JSONReader {
    /// Nesting deeper than this is refused, so that no document can exhaust the stack.
    static let maximumDepth = 64

    struct Failure: Error {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The whole document: one value and nothing after it but whitespace.
    static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes)
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else {
            throw Failure(offset: reader.position, message: "unexpected text after the JSON value")
        }
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw fail("unexpected end of the JSON text, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("expected a JSON value")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw fail("JSON nested more than \(Self.maximumDepth) levels deep") }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw fail("expected ':' after the key") }
            position += 1
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw fail("expected ',' or '}' in the object")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw fail("JSON nested more than \(Self.maximumDepth) levels deep") }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(elements)
            default: throw fail("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        // Most strings have no escape: validated straight from the bytes, in one piece.
        let start = position
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { position += 1 }
        if peek() == UInt8(ascii: "\"") {
            guard let text = String(validating: bytes[start..<position], as: UTF8.self) else {
                throw Failure(offset: start, message: "the string is not valid UTF-8")
            }
            position += 1
            return text
        }
        position = start
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ end: Int) throws(Failure) {
            guard run < end else { return }
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
                throw Failure(offset: run, message: "the string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                try flush(position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(position)
                position += 1
                scalars.append(try escape())
                run = position
            case 0..<0x20:
                throw fail("a control character must be escaped in a string")
            default:
                position += 1
            }
        }
        throw fail("unterminated string")
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw fail("unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if UTF16.isLeadSurrogate(unit) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw fail("a lone UTF-16 surrogate in a \\u escape")
                }
                position += 2
                let trail = try hexUnit()
                guard UTF16.isTrailSurrogate(trail) else { throw fail("a lone UTF-16 surrogate in a \\u escape") }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw fail("a lone UTF-16 surrogate in a \\u escape") }
            return scalar
        default:
            position -= 1
            throw fail("unknown escape in a string")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else { throw fail("expected four hex digits after \\u") }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as written.
    private mutating func number() throws(Failure) -> String {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw fail("expected a digit") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw Failure(offset: integerStart, message: "a number may not start with 0")
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw fail("expected a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = position
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position - start
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard position + count <= bytes.count, bytes[position..<position + count].elementsEqual(expected) else {
            throw fail("expected a JSON value")
        }
        position += count
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private func fail(_ message: String) -> Failure {
        Failure(offset: position, message: message)
    }
}
