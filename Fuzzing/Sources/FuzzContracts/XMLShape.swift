/// Just enough XML to say whether a document is well-formed: declarations, comments, CDATA,
/// elements with quoted attributes, each end tag matching its start tag, one root.
///
/// Read by the byte: every delimiter is ASCII, so UTF-8 text needs no decoding, and XML's
/// white space is ASCII too. Walking it by `Character` was a fifth of the stress contract's
/// CPU time in the fuzz build, a figure meant to measure marbles, not this check.
enum XMLShape {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    /// The root element, after checking that the whole document is well-formed.
    static func rootElement(of text: String) throws(ContractViolation) -> Element {
        var scanner = Scanner(bytes: Array(text.utf8))
        var open: [String] = []
        var root: Element?
        while let lt = scanner.firstIndex(of: UInt8(ascii: "<")) {
            let before = scanner.bytes[scanner.at..<lt]
            try require(open.isEmpty ? before.allSatisfy(Scanner.isWhitespace) : !before.contains(UInt8(ascii: ">")),
                        "render: SVG text outside the root or a stray '>'")
            scanner.at = lt
            if scanner.hasPrefix("<?") {
                try scanner.skip(past: "?>")
            } else if scanner.hasPrefix("<!--") {
                try scanner.skip(past: "-->")
            } else if scanner.hasPrefix("<![CDATA[") {
                try require(!open.isEmpty, "render: SVG CDATA outside the root")
                try scanner.skip(past: "]]>")
            } else if scanner.hasPrefix("</") {
                scanner.at += 2
                let name = scanner.take { !Scanner.isWhitespace($0) && $0 != UInt8(ascii: ">") }
                try require(open.last == name, "render: SVG </\(name)> closes <\(open.last ?? "nothing")>")
                open.removeLast()
                try scanner.skip(past: ">")
            } else {
                try require(root == nil || !open.isEmpty, "render: SVG with a second root element")
                scanner.at += 1
                let (element, selfClosing) = try startTag(&scanner)
                if root == nil { root = element }
                if !selfClosing { open.append(element.name) }
            }
        }
        try require(open.isEmpty, "render: SVG with unclosed elements \(open.suffix(3))")
        try require(scanner.bytes[scanner.at...].allSatisfy(Scanner.isWhitespace), "render: SVG text after the root")
        guard let root else { throw ContractViolation("render: SVG without a root element") }
        return root
    }

    /// The start tag after its `<`, leaving `scanner` after its `>`.
    private static func startTag(_ scanner: inout Scanner) throws(ContractViolation) -> (Element, selfClosing: Bool) {
        let name = scanner.take { !Scanner.isWhitespace($0) && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }
        try require(!name.isEmpty, "render: SVG start tag without a name")
        var attributes: [String: String] = [:]
        while true {
            scanner.skipWhitespace()
            if scanner.hasPrefix("/>") {
                scanner.at += 2
                return (Element(name: name, attributes: attributes), true)
            }
            if scanner.hasPrefix(">") {
                scanner.at += 1
                return (Element(name: name, attributes: attributes), false)
            }
            let key = scanner.take { $0 != UInt8(ascii: "=") && !Scanner.isWhitespace($0) && $0 != UInt8(ascii: ">") }
            try require(!key.isEmpty, "render: SVG <\(name)> has a malformed attribute")
            try require(scanner.hasPrefix("="), "render: SVG attribute \(key) without a value")
            scanner.at += 1
            guard scanner.hasPrefix("\"") || scanner.hasPrefix("'") else { throw ContractViolation("render: SVG attribute \(key) not quoted") }
            let quote = scanner.bytes[scanner.at]
            scanner.at += 1
            guard let close = scanner.firstIndex(of: quote) else { throw ContractViolation("render: SVG attribute \(key) never closed") }
            let value = scanner.bytes[scanner.at..<close]
            try require(!value.contains(UInt8(ascii: "<")), "render: SVG attribute \(key) contains '<'")
            try require(attributes.updateValue(String(decoding: value, as: UTF8.self), forKey: key) == nil, "render: SVG <\(name)> repeats \(key)")
            scanner.at = close + 1
        }
    }

    /// A position in the document's bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var at = 0

        /// XML's white space: space, tab, carriage return, line feed.
        static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
        }

        func firstIndex(of byte: UInt8) -> Int? {
            bytes[at...].firstIndex(of: byte)
        }

        func hasPrefix(_ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard bytes.count - at >= count else { return false }
            return prefix.withUTF8Buffer { $0.elementsEqual(bytes[at..<at + count]) }
        }

        /// The bytes from here while `holds` is true, as text, moving past them.
        mutating func take(while holds: (UInt8) -> Bool) -> String {
            let start = at
            while at < bytes.count, holds(bytes[at]) { at += 1 }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }

        mutating func skipWhitespace() {
            while at < bytes.count, Self.isWhitespace(bytes[at]) { at += 1 }
        }

        /// Moves past the next `end`.
        mutating func skip(past end: StaticString) throws(ContractViolation) {
            let count = end.utf8CodeUnitCount
            var index = at
            while index + count <= bytes.count {
                if end.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) }) {
                    at = index + count
                    return
                }
                index += 1
            }
            let preview = String(decoding: bytes[at..<min(at + 12, bytes.count)], as: UTF8.self)
            throw ContractViolation("render: SVG with an unclosed '\(preview)'")
        }
    }
}
