/// Reads HTTP/1.1 requests off one connection, one after the other: the head up to its blank
/// line, then a body of `Content-Length` bytes. Bytes past a request stay for the next.
///
/// What `marbles serve` needs and no more: no chunked bodies (`Transfer-Encoding` is refused
/// with 501), no absolute-form targets, no line folding. Every malformed request is a
/// `Failure` carrying the status to answer with; nothing here traps on any input.
public struct HTTPRequestReader {
    /// What the reader takes before it refuses a request.
    public struct Limits: Sendable {
        /// The head (request line and headers), in bytes: past it, 431.
        public var head: Int
        /// The body, in bytes: past it, 413.
        public var body: Int

        public init(head: Int = 16 * 1024, body: Int = 1024 * 1024) {
            self.head = head
            self.body = body
        }
    }

    /// A request that cannot be served: the status to answer with and why. The connection
    /// closes after it, since where the next request starts is unknown.
    public struct Failure: Error, Equatable, Sendable {
        public var status: HTTPResponse.Status
        public var message: String

        public init(_ status: HTTPResponse.Status, _ message: String) {
            self.status = status
            self.message = message
        }

        /// The answer: the status and the message as text.
        public var response: HTTPResponse { .text(message + "\n", status) }
    }

    public let limits: Limits
    /// Read but not yet taken by a request.
    private var buffer: [UInt8] = []

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The next request; nil when the connection ended between requests. `read` returns the
    /// next bytes the peer sent, empty at the end of the connection.
    public mutating func next(_ read: () async throws -> [UInt8]) async throws -> HTTPRequest? {
        var scanned = 0
        var headEnd: Int?
        while true {
            dropLeadingBlankLines()
            if let end = Self.blankLine(in: buffer, from: max(0, scanned - 3)) {
                headEnd = end
                break
            }
            scanned = buffer.count
            guard buffer.count <= limits.head else {
                throw Failure(.headerFieldsTooLarge, "the request's head is longer than \(limits.head) bytes")
            }
            let more = try await read()
            if more.isEmpty {
                guard buffer.isEmpty else { throw Failure(.badRequest, "the connection ended inside a request's head") }
                return nil
            }
            buffer += more
        }
        guard let headEnd, headEnd <= limits.head else {
            throw Failure(.headerFieldsTooLarge, "the request's head is longer than \(limits.head) bytes")
        }
        var request = try Self.head(buffer[..<headEnd])
        let length = try bodyLength(of: request)
        let bodyStart = headEnd + 4
        while buffer.count - bodyStart < length {
            let more = try await read()
            guard !more.isEmpty else { throw Failure(.badRequest, "the connection ended inside a request's body") }
            buffer += more
        }
        request.body = Array(buffer[bodyStart..<bodyStart + length])
        buffer.removeFirst(bodyStart + length)
        return request
    }

    /// Clients may send an empty line before a request (RFC 9112, 2.2).
    private mutating func dropLeadingBlankLines() {
        var start = 0
        while buffer.count >= start + 2, buffer[start] == 13, buffer[start + 1] == 10 { start += 2 }
        if start > 0 { buffer.removeFirst(start) }
    }

    /// Where the first `\r\n\r\n` at or after `from` starts.
    private static func blankLine(in bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    private func bodyLength(of request: HTTPRequest) throws(Failure) -> Int {
        if request.header("Transfer-Encoding") != nil {
            throw Failure(.notImplemented, "a Transfer-Encoding (a chunked body) is not supported; send Content-Length")
        }
        let lengths = request.headers.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        guard let first = lengths.first else { return 0 }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw Failure(.badRequest, "Content-Length '\(lengths.joined(separator: ", "))' is not one number")
        }
        // Digits past the limit's length are over it whatever they say (and would overflow Int).
        guard first.utf8.count <= String(limits.body).utf8.count, let length = Int(first), length <= limits.body else {
            throw Failure(.contentTooLarge, "the body is longer than \(limits.body) bytes")
        }
        return length
    }

    /// The request line and headers, without the blank line.
    static func head(_ bytes: ArraySlice<UInt8>) throws(Failure) -> HTTPRequest {
        // Field values may hold bytes past ASCII (RFC 9110, 5.5); control bytes other than a
        // tab are refused, so a bare CR or LF cannot split a line.
        for byte in bytes where (byte < 32 && byte != 9 && byte != 10 && byte != 13) || byte == 127 {
            throw Failure(.badRequest, "the request's head holds the control byte \(byte)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(.badRequest, "the request's head is not UTF-8")
        }
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        for line in lines where line.contains("\r") || line.contains("\n") {
            throw Failure(.badRequest, "a line of the request's head does not end in CR LF")
        }
        var request = try requestLine(lines[0])
        for line in lines.dropFirst() {
            request.headers.append(try header(line))
        }
        let connection = (request.header("Connection") ?? "").lowercased().split(separator: ",")
            .map { $0.trimmingBlanks }
        request.keepsAlive = request.keepsAlive ? !connection.contains("close") : connection.contains("keep-alive")
        return request
    }

    /// `GET /path?query HTTP/1.1`; `keepsAlive` says which version it is.
    private static func requestLine(_ line: Substring) throws(Failure) -> HTTPRequest {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw Failure(.badRequest, "the request line '\(line)' is not METHOD TARGET VERSION")
        }
        let method = parts[0], target = parts[1], version = parts[2]
        guard !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else {
            throw Failure(.badRequest, "'\(method)' is not a method")
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw Failure(.badRequest, "'\(version)' is not HTTP/1.1 or HTTP/1.0")
        }
        guard target.hasPrefix("/") else {
            throw Failure(.badRequest, "the target '\(target)' is not a path")
        }
        let question = target.firstIndex(of: "?")
        let path = String(target[..<(question ?? target.endIndex)])
        var query: [HTTPRequest.Field] = []
        if let question {
            for pair in target[target.index(after: question)...].split(separator: "&") {
                let equals = pair.firstIndex(of: "=")
                let name = try percentDecoded(pair[..<(equals ?? pair.endIndex)])
                let value = try equals.map { (at) throws(Failure) in try percentDecoded(pair[pair.index(after: at)...]) } ?? ""
                query.append(.init(name, value))
            }
        }
        return HTTPRequest(method: String(method), path: path, query: query, keepsAlive: version == "HTTP/1.1")
    }

    private static func header(_ line: Substring) throws(Failure) -> HTTPRequest.Field {
        guard let colon = line.firstIndex(of: ":") else {
            throw Failure(.badRequest, "the header line '\(line)' has no colon")
        }
        let name = line[..<colon]
        // A blank before the colon, or a line starting with one (obsolete folding), is refused
        // (RFC 9112, 5.1 and 5.2).
        guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte) else {
            throw Failure(.badRequest, "'\(name)' is not a header name")
        }
        return .init(String(name), line[line.index(after: colon)...].trimmingBlanks)
    }

    /// A query part with `%XX` decoded and `+` read as a space (as forms send it), as UTF-8.
    private static func percentDecoded(_ part: Substring) throws(Failure) -> String {
        var bytes: [UInt8] = []
        var iterator = part.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw Failure(.badRequest, "'\(part)' in the query has a % not followed by two hex digits")
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(.badRequest, "'\(part)' in the query does not decode to UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }

    /// The bytes of a token (RFC 9110, 5.6.2): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: return true
        default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

extension Substring {
    /// Without the spaces and tabs around it.
    fileprivate var trimmingBlanks: String {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
