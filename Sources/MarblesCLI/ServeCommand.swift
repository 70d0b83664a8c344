import ArgumentParser
import FlyingFox
import Foundation
import Marbles

/// `marbles serve DIR`: a local page with every diagram of a folder, live, served by
/// FlyingFox.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion
    )

    @OptionGroup var options: ServeOptions

    func run() async throws {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: options.host, port: UInt16(options.port))
        } catch {
            StandardError.write("marbles: error: '\(options.host)' is not an IPv4 address\n")
            throw ExitCode(2)
        }
        let store = DiagramStore(folder: options.folder, options: options.style.renderOptions,
                                 compile: options.allowCompile ? FenceCompiler.compile : nil)
        let server = HTTPServer(address: address, logger: .disabled)
        await ServeRoutes.add(to: server, store: store)
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            StandardError.write("marbles: error: cannot listen on \(options.host):\(options.port): \(error)\n")
            throw ExitCode(2)
        }
        var shown = options.port
        if case .ip4(_, let actual)? = await server.listeningAddress { shown = Int(actual) }
        print("serving \(options.folder) at http://\(options.host):\(shown)/ (Ctrl-C stops)")
        fflush(nil)
        try await task.value
    }
}
