import FlyingFox
import Foundation
import Marbles

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
