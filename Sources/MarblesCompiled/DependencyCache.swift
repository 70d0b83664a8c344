#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The dependencies every compiled file links, built once per marbles version, toolchain and
/// recorder sources into one dynamic library (`libMarblesDeps`): MarbleRecorder, MarbleTrace,
/// the support module, CombineSchedulers, and on Linux OpenCombine with a `Combine` module
/// that re-exports it. A generated SwiftPM package in the cache folder.
public struct DependencyCache: Sendable {
    /// The version of marbles, part of the key.
    public static let marblesVersion = "0.1.0"

    /// The keyed folder: `<cache>/deps-<hash>`.
    public let folder: String
    /// The cache's root, which holds the keyed folders.
    let root: String

    /// Where traces of documentation fences are kept: inside the keyed folder, so that a
    /// change of marbles, toolchain or recorder sources compiles every fence again.
    public var fences: String { folder + "/fences" }

    /// Makes the fences folder (0700) and checks it and the folders above it (see `prepare`).
    public func trustedFences() throws(CompiledError) -> String {
        try CacheFolderTrust.ensure(root, followLink: true)
        try CacheFolderTrust.ensure(folder, followLink: false)
        try CacheFolderTrust.ensure(fences, followLink: false)
        return fences
    }

    /// `$MARBLES_CACHE`, else `$XDG_CACHE_HOME/marbles`, else `~/.cache/marbles`.
    public static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let given = environment["MARBLES_CACHE"], !given.isEmpty { return given }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/marbles" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.cache/marbles"
    }

    /// The cache for these sources and toolchain under `root`.
    public init(root: String, sources: PackageSources, toolchain: Toolchain) {
        var hash = StableHash()
        hash.add(Self.marblesVersion)
        hash.add(toolchain.version)
        hash.add(Self.manifest(supplements: sources.hasSupplements))
        for file in sources.files() {
            hash.add(file)
            hash.add(Array(FileManager.default.contents(atPath: sources.root + "/" + file) ?? Data()))
        }
        self.root = root
        folder = root + "/deps-" + hash.hex
    }

    var package: String { folder + "/package" }
    var products: String { package + "/.build/debug" }
    private var stamp: String { folder + "/built" }

    /// The flags that let swiftc compile and link a file against the built modules.
    var compilerFlags: [String] {
        var flags = ["-I", products + "/Modules", "-L", products, "-lMarblesDeps",
                     "-Xlinker", "-rpath", "-Xlinker", products]
        #if os(Linux)
        flags += ["-Xcc", "-fmodule-map-file=\(products)/COpenCombineHelpers.build/module.modulemap"]
        #endif
        return flags
    }

    /// Builds the library unless a build for this key is there. Several `marbles` at once wait
    /// for the first to finish (a lock file), and `progress` says why the first render waits.
    /// The root and the keyed folder are checked first, built or not (`CacheFolderTrust`): the
    /// library in them is loaded by every compiled program.
    public func prepare(sources: PackageSources, toolchain: Toolchain, progress: (String) -> Void) throws(CompiledError) {
        try CacheFolderTrust.ensure(root, followLink: true)
        try CacheFolderTrust.ensure(folder, followLink: false)
        if FileManager.default.fileExists(atPath: stamp) { return }
        // Not through a symbolic link: one planted there would have marbles create or
        // truncate a file of the link's choosing.
        let lock = open(folder + ".lock", O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            throw CompiledError("cannot open the lock file '\(folder).lock' (a symbolic link is refused): \(String(cString: strerror(errno)))")
        }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else {
            throw CompiledError("cannot lock '\(folder).lock': \(String(cString: strerror(errno)))")
        }
        defer { flock(lock, LOCK_UN) }
        if FileManager.default.fileExists(atPath: stamp) { return }
        progress("marbles: building compiled mode's dependencies into \(folder) (once per marbles version and toolchain; about a minute)\n")
        try writePackage(sources)
        let outcome = try ChildProcess.run(toolchain.swift, ["build", "--package-path", package, "--product", "MarblesDeps"])
        guard outcome.status == 0 else {
            let tail = outcome.output.split(separator: "\n").suffix(30).joined(separator: "\n")
            throw CompiledError("building compiled mode's dependencies in '\(package)' failed:\n\(tail)")
        }
        // Without its stamp the cache is only built again next time.
        _ = FileManager.default.createFile(atPath: stamp, contents: Data(toolchain.version.utf8))
    }

    private func writePackage(_ sources: PackageSources) throws(CompiledError) {
        let manager = FileManager.default
        do {
            try? manager.removeItem(atPath: package + "/Sources")
            for file in sources.files() {
                // Sources/MarbleTrace/X.swift and CompiledSupport/Combine/X.swift alike go to
                // Sources/<module>/X.swift.
                let parts = file.split(separator: "/")
                let destination = package + "/Sources/" + parts.dropFirst().joined(separator: "/")
                try manager.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
                try manager.copyItem(atPath: sources.root + "/" + file, toPath: destination)
            }
            try Self.manifest(supplements: sources.hasSupplements)
                .write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        } catch {
            throw CompiledError("cannot write the dependency package in '\(package)': \(error.localizedDescription)")
        }
    }

    /// The generated package: one dynamic library of everything a compiled file imports;
    /// `supplements`: with OpenCombine's missing operators, re-exported by `Combine`.
    static func manifest(supplements: Bool) -> String {
        #if os(Linux)
        let supplementTarget = supplements ? """
                .target(name: "OpenCombineSupplements", dependencies: [
                    .product(name: "OpenCombine", package: "OpenCombine"),
                ]),

        """ : ""
        let combine = supplementTarget + """
                .target(name: "Combine", dependencies: [\(supplements ? "\"OpenCombineSupplements\"," : "")
                    .product(name: "OpenCombine", package: "OpenCombine"),
                    .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                    .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                    // Built first, so that CombineSchedulers' `canImport(Combine)` is false and
                    // it takes OpenCombine the way it is written for Linux.
                    .product(name: "CombineSchedulers", package: "combine-schedulers"),
                ]),
        """
        let combineDependency = "\"Combine\", "
        let openCombine = """
                .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        """
        let libraryTargets = "\"Combine\", "
        #else
        let combine = ""
        let combineDependency = ""
        let openCombine = ""
        let libraryTargets = ""
        #endif
        return """
        // swift-tools-version: 6.0
        // Generated by marbles (compiled mode): the dependencies of every compiled file.
        import PackageDescription

        let package = Package(
            name: "marbles-compiled-dependencies",
            platforms: [.macOS(.v13)],
            products: [
                .library(name: "MarblesDeps", type: .dynamic,
                         targets: [\(libraryTargets)"MarbleTrace", "MarbleRecorder", "MarblesCompiledSupport"]),
            ],
            dependencies: [
        \(openCombine)
                .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
            ],
            targets: [
        \(combine)
                .target(name: "MarbleTrace"),
                .target(name: "MarbleRecorder", dependencies: [\(combineDependency)"MarbleTrace"]),
                .target(name: "MarblesCompiledSupport", dependencies: [
                    \(combineDependency)"MarbleRecorder", "MarbleTrace",
                    .product(name: "CombineSchedulers", package: "combine-schedulers"),
                ], swiftSettings: [.swiftLanguageMode(.v5)]),
            ]
        )

        """
    }
}
