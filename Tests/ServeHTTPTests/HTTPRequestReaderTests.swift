import ServeHTTP
import TestSupport
import XCTest

/// Exact bytes in, exact requests (or the exact refusal) out.
final class HTTPRequestReaderTests: XCTestCase {
    /// Reads every request of `chunks` (fed in that order, then the end of the connection).
    private func requests(_ chunks: [String], limits: HTTPRequestReader.Limits = .init()) async throws -> [HTTPRequest] {
        var reader = HTTPRequestReader(limits: limits)
        var source = Chunks(chunks.map { Array($0.utf8) })
        var result: [HTTPRequest] = []
        while let request = try await reader.next({ source.next() }) {
            result.append(request)
        }
        return result
    }

    /// The refusal of the first request that fails, or nil.
    private func failure(_ chunks: [String], limits: HTTPRequestReader.Limits = .init()) async -> HTTPRequestReader.Failure? {
        do {
            _ = try await requests(chunks, limits: limits)
            return nil
        } catch {
            return error as? HTTPRequestReader.Failure
        }
    }

    func testAGetWithAQuery() async throws {
        let read = try await requests(["GET /diagram.svg?name=sub%2Fa%20b.marble&v=3f HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n"])
        XCTAssertEqual(read, [HTTPRequest(
            method: "GET", path: "/diagram.svg",
            query: [.init("name", "sub/a b.marble"), .init("v", "3f")],
            headers: [.init("Host", "127.0.0.1:8080"), .init("Accept", "*/*")],
            body: [], keepsAlive: true)])
        XCTAssertEqual(read.first?.query("name"), "sub/a b.marble")
        XCTAssertEqual(read.first?.header("host"), "127.0.0.1:8080")
    }

    func testAPostBodyOfContentLengthBytesSplitAcrossReads() async throws {
        let read = try await requests(["POST /api/render HTTP/1.1\r\nContent-Le", "ngth: 11\r\n\r\nC = Ju", "st(1)"])
        XCTAssertEqual(read, [HTTPRequest(method: "POST", path: "/api/render", headers: [.init("Content-Length", "11")],
                                          body: Array("C = Just(1)".utf8), keepsAlive: true)])
    }

    func testPipelinedRequestsAndTheBytesBetweenThem() async throws {
        let read = try await requests([
            "POST /api/render HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET / HTTP/1.1\r\n\r\n\r\nGET /api/diagrams HTTP/1.1\r\nConnection: close\r\n\r\n",
        ])
        XCTAssertEqual(read, [
            HTTPRequest(method: "POST", path: "/api/render", headers: [.init("Content-Length", "3")], body: Array("abc".utf8)),
            HTTPRequest(method: "GET", path: "/"),
            HTTPRequest(method: "GET", path: "/api/diagrams", headers: [.init("Connection", "close")], keepsAlive: false),
        ])
    }

    func testKeepAliveFollowsTheVersionAndTheConnectionHeader() async throws {
        let read = try await requests([
            "GET /a HTTP/1.0\r\n\r\n",
            "GET /b HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n",
            "GET /c HTTP/1.1\r\nconnection: foo, Close\r\n\r\n",
        ])
        XCTAssertEqual(read.map(\.path), ["/a", "/b", "/c"])
        XCTAssertEqual(read.map(\.keepsAlive), [false, true, false])
    }

    func testHeaderValuesLoseTheBlanksAroundThem() async throws {
        let read = try await requests(["GET / HTTP/1.1\r\nX-A:\t value \t\r\nX-B:\r\n\r\n"])
        XCTAssertEqual(read.first?.headers, [.init("X-A", "value"), .init("X-B", "")])
    }

    func testAnEmptyConnectionHasNoRequest() async throws {
        let read = try await requests([])
        XCTAssertEqual(read, [])
    }

    func testMalformedHeadsAreBadRequests() async {
        let cases: [(String, String)] = [
            ("GET /\r\n\r\n", "the request line 'GET /' is not METHOD TARGET VERSION"),
            ("GET  / HTTP/1.1\r\n\r\n", "the request line 'GET  / HTTP/1.1' is not METHOD TARGET VERSION"),
            ("G(T / HTTP/1.1\r\n\r\n", "'G(T' is not a method"),
            ("GET / HTTP/2.0\r\n\r\n", "'HTTP/2.0' is not HTTP/1.1 or HTTP/1.0"),
            ("GET http://x/ HTTP/1.1\r\n\r\n", "the target 'http://x/' is not a path"),
            ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", "the header line 'NoColon' has no colon"),
            ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", "'Host ' is not a header name"),
            ("GET / HTTP/1.1\r\nA: b\r\n folded: c\r\n\r\n", "' folded' is not a header name"),
            ("GET / HTTP/1.1\r\nA: b\nB: c\r\n\r\n", "a line of the request's head does not end in CR LF"),
            ("GET / HTTP/1.1\r\nA: b\u{0}\r\n\r\n", "the request's head holds the control byte 0"),
            ("GET /?name=%4 HTTP/1.1\r\n\r\n", "'%4' in the query has a % not followed by two hex digits"),
            ("GET /?name=%zz HTTP/1.1\r\n\r\n", "'%zz' in the query has a % not followed by two hex digits"),
            ("GET /?name=%ff HTTP/1.1\r\n\r\n", "'%ff' in the query does not decode to UTF-8"),
            ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", "Content-Length '-1' is not one number"),
            ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", "Content-Length '1, 2' is not one number"),
            ("GET / HTTP/1.1\r\nHost: x\r\n", "the connection ended inside a request's head"),
            ("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nab", "the connection ended inside a request's body"),
        ]
        for (input, message) in cases {
            let refusal = await failure([input])
            XCTAssertEqual(refusal, HTTPRequestReader.Failure(.badRequest, message), input.debugDescription)
        }
    }

    func testTheQueryPartsOfAQueryAreDecodedApart() async throws {
        let read = try await requests(["GET /x?a=1%3D2&b&=c&d=%E2%9C%93+x HTTP/1.1\r\n\r\n"])
        XCTAssertEqual(read.first?.query, [.init("a", "1=2"), .init("b", ""), .init("", "c"), .init("d", "✓ x")])
    }

    func testNonUTF8BytesInTheHeadAreABadRequest() async {
        var reader = HTTPRequestReader()
        var source = Chunks([Array("GET / HTTP/1.1\r\nA: ".utf8) + [0xC3, 0x28] + Array("\r\n\r\n".utf8)])
        do {
            _ = try await reader.next { source.next() }
            XCTFail("read a head that is not UTF-8")
        } catch {
            XCTAssertEqual(error as? HTTPRequestReader.Failure, .init(.badRequest, "the request's head is not UTF-8"))
        }
    }

    func testABodyOverTheLimitIsRefusedBeforeItIsRead() async {
        let limits = HTTPRequestReader.Limits(head: 1024, body: 10)
        // Only the head is sent: the refusal cannot wait for the body.
        let refusal = await failure(["POST /api/render HTTP/1.1\r\nContent-Length: 11\r\n\r\n"], limits: limits)
        XCTAssertEqual(refusal, .init(.contentTooLarge, "the body is longer than 10 bytes"))
        let huge = await failure(["POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n"], limits: limits)
        XCTAssertEqual(huge, .init(.contentTooLarge, "the body is longer than 10 bytes"))
        let fits = try? await requests(["POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789"], limits: limits)
        XCTAssertEqual(fits?.first?.body, Array("0123456789".utf8))
    }

    func testAHeadOverTheLimitIsRefusedWithoutItsEnd() async {
        let limits = HTTPRequestReader.Limits(head: 64, body: 10)
        let endless = ["GET / HTTP/1.1\r\n"] + Array(repeating: "X-Filler: aaaaaaaaaaaaaaaaaaaa\r\n", count: 100)
        let refusal = await failure(endless, limits: limits)
        XCTAssertEqual(refusal, .init(.headerFieldsTooLarge, "the request's head is longer than 64 bytes"))
    }

    func testAChunkedBodyIsNotImplemented() async {
        let refusal = await failure(["POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"])
        XCTAssertEqual(refusal, .init(.notImplemented, "a Transfer-Encoding (a chunked body) is not supported; send Content-Length"))
    }

    func testTheRefusalIsAnAnswerThatClosesTheConnection() {
        let failure = HTTPRequestReader.Failure(.badRequest, "'G(T' is not a method")
        XCTAssertEqual(String(decoding: failure.response.encoded(keepingAlive: false), as: UTF8.self),
                       "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 22\r\n"
                       + "Connection: close\r\n\r\n'G(T' is not a method\n")
    }

    /// No input traps the reader: random bytes, and every prefix of a valid request.
    func testArbitraryBytesAreReadOrRefused() async {
        var generator = SeededGenerator(seed: 25)
        let alphabet = Array("GET POST / ? = & % : \r\n HTTP/1.1 Content-Length: 3 abc\t\u{0}é".utf8)
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<generator.next(120) {
                bytes.append(generator.next(4) == 0 ? UInt8(generator.next(256)) : alphabet[generator.next(alphabet.count)])
            }
            var reader = HTTPRequestReader(limits: .init(head: 80, body: 8))
            var source = Chunks([bytes])
            do {
                while try await reader.next({ source.next() }) != nil {}
            } catch {
                XCTAssertNotNil(error as? HTTPRequestReader.Failure, "\(bytes)")
            }
        }
    }
}

/// Byte chunks handed out one a read, then the end of the connection (empty).
struct Chunks {
    private var chunks: [[UInt8]]

    init(_ chunks: [[UInt8]]) {
        self.chunks = chunks
    }

    mutating func next() -> [UInt8] {
        chunks.isEmpty ? [] : chunks.removeFirst()
    }
}
