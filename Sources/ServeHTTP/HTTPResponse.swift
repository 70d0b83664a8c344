/// A response as `HTTPServer` writes it: a status, a few headers and the whole body (the
/// server adds `Content-Length` and `Connection`).
public struct HTTPResponse: Equatable, Sendable {
    public var status: Status
    public var headers: [HTTPRequest.Field]
    public var body: [UInt8]

    public init(_ status: Status, headers: [HTTPRequest.Field] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The statuses the server and `marbles serve` answer with.
    public enum Status: Int, Sendable {
        case ok = 200
        case badRequest = 400
        case notFound = 404
        case methodNotAllowed = 405
        case contentTooLarge = 413
        case unprocessableContent = 422
        case headerFieldsTooLarge = 431
        case internalServerError = 500
        case notImplemented = 501

        /// The reason phrase of the status line.
        public var reason: String {
            switch self {
            case .ok: return "OK"
            case .badRequest: return "Bad Request"
            case .notFound: return "Not Found"
            case .methodNotAllowed: return "Method Not Allowed"
            case .contentTooLarge: return "Content Too Large"
            case .unprocessableContent: return "Unprocessable Content"
            case .headerFieldsTooLarge: return "Request Header Fields Too Large"
            case .internalServerError: return "Internal Server Error"
            case .notImplemented: return "Not Implemented"
            }
        }
    }

    /// A plain-text response.
    public static func text(_ text: String, _ status: Status) -> HTTPResponse {
        HTTPResponse(status, headers: [.init("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// The bytes on the wire: status line, headers, `Content-Length`, `Connection`, blank
    /// line, body.
    public func encoded(keepingAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for header in headers {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        head += "Connection: \(keepingAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + body
    }
}
