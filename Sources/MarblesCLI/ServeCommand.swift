import ArgumentParser
import Foundation
import Marbles
import ServeHTTP

/// `marbles serve DIR`: a local page with every diagram of a folder, live, served by
/// `ServeHTTP`'s small HTTP/1.1 server.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion
    )

    @OptionGroup var options: ServeOptions

    func run() async throws {
        let server: HTTPServer
        do {
            server = try HTTPServer(host: options.host, port: UInt16(options.port))
        } catch .notIPv4(let host) {
            StandardError.write("marbles: error: '\(host)' is not an IPv4 address\n")
            throw ExitCode(2)
        } catch .socket(let reason) {
            StandardError.write("marbles: error: cannot listen on \(options.host):\(options.port): \(reason)\n")
            throw ExitCode(2)
        }
        let store = DiagramStore(folder: options.folder, options: options.style.renderOptions,
                                 compile: options.allowCompile ? FenceCompiler.compile : nil)
        print("serving \(options.folder) at http://\(options.host):\(server.port ?? UInt16(options.port))/ (Ctrl-C stops)")
        fflush(nil)
        try await server.run { request in await ServeRoutes.respond(to: request, store: store) }
    }
}
