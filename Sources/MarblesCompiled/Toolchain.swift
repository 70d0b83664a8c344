import Foundation

/// The Swift toolchain compiled mode uses: `$SWIFTC` or the `swiftc` on the PATH, and the
/// `swift` beside it (for building the dependency cache).
public struct Toolchain: Sendable {
    public let swiftc: String
    public let swift: String
    /// `swiftc --version`'s first line: part of the dependency cache's key.
    public let version: String

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CompiledError) -> Toolchain {
        let swiftc: String
        if let given = environment["SWIFTC"], !given.isEmpty {
            swiftc = given
        } else if let found = onPath("swiftc", environment["PATH"] ?? "") {
            swiftc = found
        } else {
            throw CompiledError("compiled mode needs a Swift toolchain: no swiftc on the PATH (or set SWIFTC)")
        }
        let folder = (swiftc as NSString).deletingLastPathComponent
        let swift = FileManager.default.isExecutableFile(atPath: folder + "/swift") ? folder + "/swift"
            : onPath("swift", environment["PATH"] ?? "") ?? "swift"
        let outcome = try ChildProcess.run(swiftc, ["--version"], timeLimit: 60)
        guard outcome.status == 0 else { throw CompiledError("'\(swiftc) --version' failed: \(outcome.output)") }
        let version = outcome.output.split(separator: "\n").first.map(String.init) ?? outcome.output
        return Toolchain(swiftc: swiftc, swift: swift, version: version)
    }

    static func onPath(_ name: String, _ path: String) -> String? {
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            // Not resolved: swiftc is a link to swift-driver, which tells by its name what to be.
            return "\(folder)/\(name)"
        }
        return nil
    }
}
