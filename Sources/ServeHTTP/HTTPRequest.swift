/// One HTTP/1.1 request as `HTTPRequestReader` read it off a connection.
public struct HTTPRequest: Equatable, Sendable {
    /// `GET`, `POST`: as sent (methods are case-sensitive).
    public var method: String
    /// The target's path, still percent-encoded: `/diagram.svg`.
    public var path: String
    /// The target's query, percent-decoded, in the order sent: `name=a%2Fb.marble` is
    /// `[("name", "a/b.marble")]`.
    public var query: [Field]
    /// The header fields in the order sent, names as sent.
    public var headers: [Field]
    public var body: [UInt8]
    /// Whether the connection stays open after the response: HTTP/1.1 unless the request says
    /// `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
    public var keepsAlive: Bool

    public init(method: String, path: String, query: [Field] = [], headers: [Field] = [],
                body: [UInt8] = [], keepsAlive: Bool = true) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.keepsAlive = keepsAlive
    }

    /// A `name: value` line of the head (the value without its surrounding blanks), or a
    /// `name=value` pair of the query.
    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The first query value named `name`.
    public func query(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The first header named `name`, whatever its case (field names are case-insensitive).
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }
}
