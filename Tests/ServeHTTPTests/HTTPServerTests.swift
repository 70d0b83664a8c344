import FlyingSocks
import Foundation
import ServeHTTP
import XCTest

/// The server on a real socket: exact bytes out for exact bytes in, a bad request answered
/// and the server still serving.
final class HTTPServerTests: XCTestCase {
    /// Serves `METHOD PATH name=... body` back as text, on a free port, while `body` runs.
    private func serving(limits: HTTPRequestReader.Limits = .init(), _ body: (UInt16) async throws -> Void) async throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits)
        let port = try XCTUnwrap(server.port)
        let task = Task {
            try await server.run { request in
                .text("\(request.method) \(request.path) name=\(request.query("name") ?? "-") \(String(decoding: request.body, as: UTF8.self))", .ok)
            }
        }
        defer { task.cancel() }
        try await body(port)
    }

    /// Sends `bytes` on a new connection and reads until the server closes it.
    private func exchange(_ bytes: String, port: UInt16) async throws -> String {
        let socket = try await AsyncSocket.connected(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        defer { try? socket.close() }
        try await socket.write(Data(bytes.utf8))
        var received: [UInt8] = []
        while true {
            do {
                received += try await socket.read(atMost: 4096)
            } catch SocketError.disconnected {
                break
            }
        }
        return String(decoding: received, as: UTF8.self)
    }

    func testKeptAliveRequestsAreAnsweredInOrderUntilOneAsksToClose() async throws {
        try await serving { port in
            let answer = try await exchange(
                "GET /diagram.svg?name=a%20b HTTP/1.1\r\n\r\nPOST /api/render HTTP/1.1\r\nContent-Length: 2\r\n\r\nhiGET / HTTP/1.1\r\nConnection: close\r\n\r\n",
                port: port)
            XCTAssertEqual(answer, """
                HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 26\r\nConnection: keep-alive\r\n\r\n\
                GET /diagram.svg name=a b \
                HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 26\r\nConnection: keep-alive\r\n\r\n\
                POST /api/render name=- hi\
                HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 13\r\nConnection: close\r\n\r\n\
                GET / name=-\u{20}
                """)
        }
    }

    func testABadRequestIsAnswered400AndTheServerServesOn() async throws {
        try await serving { port in
            let bad = try await exchange("BROKEN\r\n\r\n", port: port)
            XCTAssertEqual(bad, "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 55\r\n"
                           + "Connection: close\r\n\r\nthe request line 'BROKEN' is not METHOD TARGET VERSION\n")
            let good = try await exchange("GET /x HTTP/1.0\r\n\r\n", port: port)
            XCTAssertEqual(good, "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 14\r\n"
                           + "Connection: close\r\n\r\nGET /x name=- ")
        }
    }

    func testABodyOverTheLimitIsRefused413() async throws {
        try await serving(limits: .init(head: 1024, body: 4)) { port in
            let answer = try await exchange("POST /api/render HTTP/1.1\r\nContent-Length: 5\r\n\r\n12345", port: port)
            XCTAssertEqual(answer, "HTTP/1.1 413 Content Too Large\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 32\r\n"
                           + "Connection: close\r\n\r\nthe body is longer than 4 bytes\n")
        }
    }

    func testAHostThatIsNoIPv4AddressIsRefused() {
        XCTAssertThrowsError(try HTTPServer(host: "localhost", port: 0)) {
            XCTAssertEqual($0 as? HTTPServer.ListenError, .notIPv4("localhost"))
        }
    }
}
