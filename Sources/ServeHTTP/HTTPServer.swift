import FlyingSocks
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on FlyingSocks (FlyingFox's socket layer): listens on one IPv4
/// address and answers each request with what `handler` returns, keeping connections alive
/// as the client asks. Enough for `marbles serve`'s page on a local machine, without
/// FlyingFox's HTTP layer, whose proxy handler links FoundationNetworking (libcurl and 27
/// more shared libraries that every start of `marbles` loaded).
public final class HTTPServer: Sendable {
    private let socket: Socket
    private let limits: HTTPRequestReader.Limits

    /// Why the server cannot listen.
    public enum ListenError: Error, Equatable {
        /// The host is not an IPv4 address in dotted form.
        case notIPv4(String)
        /// The socket could not be made, bound or listened on: the system's reason.
        case socket(String)
    }

    /// Binds `host:port` and listens; `port` 0 takes a free port (`port` tells which).
    public init(host: String, port: UInt16, limits: HTTPRequestReader.Limits = .init()) throws(ListenError) {
        let address: sockaddr_in
        do {
            address = try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw .notIPv4(host)
        }
        do {
            socket = try Socket(domain: AF_INET, type: .stream)
        } catch {
            throw .socket("\(error)")
        }
        do {
            try socket.setValue(true, for: .localAddressReuse)
            #if canImport(Darwin)
            // Linux's sockets write with MSG_NOSIGNAL; Darwin has no such flag.
            try socket.setValue(true, for: .noSIGPIPE)
            #endif
            try socket.bind(to: address)
            try socket.listen()
        } catch {
            try? socket.close()
            throw .socket("\(error)")
        }
        self.limits = limits
    }

    /// The port listened on.
    public var port: UInt16? {
        if case .ip4(_, let port)? = try? socket.sockname() { return port }
        return nil
    }

    /// Accepts connections until the task is cancelled, each served on a task of its own.
    public func run(_ handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) async throws {
        let pool = SocketPool<Poll>.make()
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        let limits = self.limits
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                if #available(macOS 14, *) {
                    try await withThrowingDiscardingTaskGroup { connections in
                        for try await connection in listener.sockets {
                            connections.addTask { await Self.serve(connection, limits: limits, handler) }
                        }
                    }
                } else {
                    // macOS 13: an ended connection's task stays in the group until the
                    // server stops, a few bytes each.
                    try await withThrowingTaskGroup(of: Void.self) { connections in
                        for try await connection in listener.sockets {
                            connections.addTask { await Self.serve(connection, limits: limits, handler) }
                        }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Requests off one connection until it ends, the client asks to close, or a request
    /// cannot be read (answered with its status, then closed).
    private static func serve(_ connection: AsyncSocket, limits: HTTPRequestReader.Limits,
                              _ handler: @Sendable (HTTPRequest) async -> HTTPResponse) async {
        defer { try? connection.close() }
        var reader = HTTPRequestReader(limits: limits)
        do {
            while let request = try await reader.next({ try await read(connection) }) {
                let response = await handler(request)
                try await connection.write(Data(response.encoded(keepingAlive: request.keepsAlive)))
                guard request.keepsAlive else { return }
            }
        } catch let failure as HTTPRequestReader.Failure {
            try? await connection.write(Data(failure.response.encoded(keepingAlive: false)))
        } catch {
            // The peer went away or the task was cancelled: nobody to answer.
        }
    }

    /// The next bytes, empty when the peer closed its side.
    private static func read(_ connection: AsyncSocket) async throws -> [UInt8] {
        do {
            return try await connection.read(atMost: 64 * 1024)
        } catch SocketError.disconnected {
            return []
        }
    }
}
