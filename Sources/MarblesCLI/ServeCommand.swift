import ArgumentParser
import FlyingFox
import Foundation
import Marbles

/// `marbles serve DIR`: a local page with every diagram of a folder, live.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves a page that shows every .marble file of a folder and follows their changes.",
        discussion: """
            The page lists every .marble file under DIR with its diagram, or its errors in \
            place. It asks the server every half second what changed, so saving a file \
            redraws its diagram without a reload. Its edit box renders what you type (after \
            a pause of 300 ms). The server listens on 127.0.0.1 only, unless --host says \
            otherwise; --port 0 takes any free port. Ctrl-C stops.
            """
    )

    @ArgumentParser.Argument(help: "The folder of .marble files.")
    var folder: String

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port (0: any free port; the line printed at start tells which).")
    var port: Int = 8080

    @OptionGroup(title: "Style")
    var style: StyleOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(folder)' is not a folder")
        }
    }

    func run() async throws {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: UInt16(port))
        } catch {
            StandardError.write("marbles: error: '\(host)' is not an IPv4 address\n")
            throw ExitCode(2)
        }
        let store = DiagramStore(folder: folder, options: style.renderOptions)
        let server = HTTPServer(address: address, logger: .disabled)
        await ServeRoutes.add(to: server, store: store)
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            StandardError.write("marbles: error: cannot listen on \(host):\(port): \(error)\n")
            throw ExitCode(2)
        }
        var shown = port
        if case .ip4(_, let actual)? = await server.listeningAddress { shown = Int(actual) }
        print("serving \(folder) at http://\(host):\(shown)/ (Ctrl-C stops)")
        fflush(nil)
        try await task.value
    }
}

/// The page and the JSON it polls.
enum ServeRoutes {
    /// What the page learns about one file.
    struct Diagram: Encodable {
        var name: String
        var version: String
        var error: String?
        var description: String?
    }

    struct Listing: Encodable {
        var diagrams: [Diagram]
    }

    /// The edit box's answer.
    struct Preview: Encodable {
        var svg: String?
        var error: String?
        var description: String?
    }

    static func add(to server: HTTPServer, store: DiagramStore) async {
        await server.appendRoute("GET /") { _ in
            respond(Array(ServePage.html.utf8), type: "text/html; charset=utf-8")
        }
        await server.appendRoute("GET /api/diagrams") { _ in
            let diagrams = await store.refresh().map {
                Diagram(name: $0.name, version: $0.entry.version, error: $0.entry.error, description: $0.entry.description)
            }
            return try json(Listing(diagrams: diagrams))
        }
        await server.appendRoute("GET /diagram.svg") { request in
            guard let name = request.query["name"], let entry = await store.entry(name) else {
                return respond(Array("no such diagram".utf8), type: "text/plain; charset=utf-8", status: .notFound)
            }
            guard let svg = entry.svg else {
                return respond(Array((entry.error ?? "").utf8), type: "text/plain; charset=utf-8", status: .unprocessableContent)
            }
            return respond(svg, type: "image/svg+xml")
        }
        await server.appendRoute("GET /api/source") { request in
            guard let name = request.query["name"], let entry = await store.entry(name) else {
                return respond(Array("no such diagram".utf8), type: "text/plain; charset=utf-8", status: .notFound)
            }
            return respond(Array(entry.source.utf8), type: "text/plain; charset=utf-8")
        }
        await server.appendRoute("POST /api/render") { request in
            let text = String(decoding: try await request.bodyData, as: UTF8.self)
            let entry = await store.preview(text)
            return try json(Preview(svg: entry.svg.map { String(decoding: $0, as: UTF8.self) },
                                    error: entry.error, description: entry.description))
        }
    }

    private static func respond(_ body: [UInt8], type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: type, .cacheControl: "no-store"], body: Data(body))
    }

    private static func json(_ value: some Encodable) throws -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return respond(Array(try encoder.encode(value)), type: "application/json")
    }
}
