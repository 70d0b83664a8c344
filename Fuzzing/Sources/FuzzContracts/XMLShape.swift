/// Just enough XML to say whether a document is well-formed: declarations, comments, CDATA,
/// elements with quoted attributes, each end tag matching its start tag, one root.
enum XMLShape {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    /// The root element, after checking that the whole document is well-formed.
    static func rootElement(of text: String) throws(ContractViolation) -> Element {
        var scanner = Substring(text)
        var open: [String] = []
        var root: Element?
        while let lt = scanner.firstIndex(of: "<") {
            let before = scanner[..<lt]
            try require(open.isEmpty ? before.allSatisfy(\.isWhitespace) : !before.contains(">"), "render: SVG text outside the root or a stray '>'")
            scanner = scanner[lt...]
            if scanner.hasPrefix("<?") {
                scanner = try skip(past: "?>", in: scanner)
            } else if scanner.hasPrefix("<!--") {
                scanner = try skip(past: "-->", in: scanner)
            } else if scanner.hasPrefix("<![CDATA[") {
                try require(!open.isEmpty, "render: SVG CDATA outside the root")
                scanner = try skip(past: "]]>", in: scanner)
            } else if scanner.hasPrefix("</") {
                scanner = scanner.dropFirst(2)
                let name = String(scanner.prefix { !$0.isWhitespace && $0 != ">" })
                try require(open.last == name, "render: SVG </\(name)> closes <\(open.last ?? "nothing")>")
                open.removeLast()
                scanner = try skip(past: ">", in: scanner)
            } else {
                try require(root == nil || !open.isEmpty, "render: SVG with a second root element")
                let (element, selfClosing, rest) = try startTag(scanner.dropFirst())
                if root == nil { root = element }
                if !selfClosing { open.append(element.name) }
                scanner = rest
            }
        }
        try require(open.isEmpty, "render: SVG with unclosed elements \(open.suffix(3))")
        try require(scanner.allSatisfy(\.isWhitespace), "render: SVG text after the root")
        guard let root else { throw ContractViolation("render: SVG without a root element") }
        return root
    }

    private static func startTag(_ text: Substring) throws(ContractViolation) -> (Element, selfClosing: Bool, rest: Substring) {
        var rest = text
        let name = String(rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
        try require(!name.isEmpty, "render: SVG start tag without a name")
        rest = rest.dropFirst(name.count)
        var attributes: [String: String] = [:]
        while true {
            rest = rest.drop(while: \.isWhitespace)
            if rest.hasPrefix("/>") { return (Element(name: name, attributes: attributes), true, rest.dropFirst(2)) }
            if rest.hasPrefix(">") { return (Element(name: name, attributes: attributes), false, rest.dropFirst()) }
            let key = String(rest.prefix { $0 != "=" && !$0.isWhitespace && $0 != ">" })
            try require(!key.isEmpty, "render: SVG <\(name)> has a malformed attribute")
            rest = rest.dropFirst(key.count)
            try require(rest.first == "=", "render: SVG attribute \(key) without a value")
            rest = rest.dropFirst()
            guard let quote = rest.first, quote == "\"" || quote == "'" else { throw ContractViolation("render: SVG attribute \(key) not quoted") }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { throw ContractViolation("render: SVG attribute \(key) never closed") }
            let value = rest[..<close]
            try require(!value.contains("<"), "render: SVG attribute \(key) contains '<'")
            try require(attributes.updateValue(String(value), forKey: key) == nil, "render: SVG <\(name)> repeats \(key)")
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func skip(past end: String, in text: Substring) throws(ContractViolation) -> Substring {
        guard let range = text.firstRange(of: end) else { throw ContractViolation("render: SVG with an unclosed '\(text.prefix(12))'") }
        return text[range.upperBound...]
    }
}
