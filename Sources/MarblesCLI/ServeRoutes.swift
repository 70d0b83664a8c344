import Foundation
import Marbles
import ServeHTTP

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

    /// The answer to `request`: the page, the listing, a diagram, a file's text or a preview.
    static func respond(to request: HTTPRequest, store: DiagramStore) async -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"):
            return respond(Array(ServePage.html.utf8), type: "text/html; charset=utf-8")
        case ("GET", "/api/diagrams"):
            let diagrams = await store.refresh().map {
                Diagram(name: $0.name, version: $0.entry.version, error: $0.entry.error, description: $0.entry.description)
            }
            return json(Listing(diagrams: diagrams))
        case ("GET", "/diagram.svg"):
            guard let name = request.query("name"), let entry = await store.entry(name) else {
                return respond(Array("no such diagram".utf8), type: "text/plain; charset=utf-8", status: .notFound)
            }
            guard let svg = entry.svg else {
                return respond(Array((entry.error ?? "").utf8), type: "text/plain; charset=utf-8", status: .unprocessableContent)
            }
            return respond(svg, type: "image/svg+xml")
        case ("GET", "/api/source"):
            guard let name = request.query("name"), let entry = await store.entry(name) else {
                return respond(Array("no such diagram".utf8), type: "text/plain; charset=utf-8", status: .notFound)
            }
            return respond(Array(entry.source.utf8), type: "text/plain; charset=utf-8")
        case ("POST", "/api/render"):
            let entry = await store.preview(String(decoding: request.body, as: UTF8.self))
            return json(Preview(svg: entry.svg.map { String(decoding: $0, as: UTF8.self) },
                                error: entry.error, description: entry.description))
        case (_, "/"), (_, "/api/diagrams"), (_, "/diagram.svg"), (_, "/api/source"), (_, "/api/render"):
            return .text("\(request.method) is not allowed on \(request.path)\n", .methodNotAllowed)
        default:
            return .text("no such page\n", .notFound)
        }
    }

    private static func respond(_ body: [UInt8], type: String, status: HTTPResponse.Status = .ok) -> HTTPResponse {
        HTTPResponse(status, headers: [.init("Content-Type", type), .init("Cache-Control", "no-store")], body: body)
    }

    private static func json(_ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return respond(Array(try encoder.encode(value)), type: "application/json")
        } catch {
            return .text("cannot encode the answer: \(error)\n", .internalServerError)
        }
    }
}
