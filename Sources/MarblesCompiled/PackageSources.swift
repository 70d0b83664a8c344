#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the marbles package's own sources for the dependency cache are: MarbleTrace,
/// MarbleRecorder and CompiledSupport, which compiled programs link.
public struct PackageSources: Sendable {
    /// A folder holding `Sources/MarbleTrace`, `Sources/MarbleRecorder` and `CompiledSupport`.
    public let root: String

    static let required = ["Sources/MarbleTrace", "Sources/MarbleRecorder", "CompiledSupport/MarblesCompiledSupport"]
    /// OpenCombine's missing operators (`merge`, `combineLatest`, `collect(.byTime)`), which the
    /// `Combine` module re-exports on Linux when the package has them.
    static let supplements = "Sources/OpenCombineSupplements"

    /// Whether the package has `supplements`.
    var hasSupplements: Bool { Self.isDirectory(root + "/" + Self.supplements) }

    public init(root: String) {
        self.root = root
    }

    /// Looks in `$MARBLES_PACKAGE`, then `<folder of the executable>/../share/marbles` (where
    /// `make install` copies them), then the checkout this binary was built from.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: String = CommandLine.arguments.first ?? "") throws(CompiledError) -> PackageSources {
        var tried: [String] = []
        if let given = environment["MARBLES_PACKAGE"] {
            guard holdsSources(given) else {
                throw CompiledError("MARBLES_PACKAGE is '\(given)', which holds no \(required.joined(separator: ", "))")
            }
            return PackageSources(root: given)
        }
        let executablePath = resolved(executable)
        if !executablePath.isEmpty {
            let share = (executablePath as NSString).deletingLastPathComponent + "/../share/marbles"
            let standardized = (share as NSString).standardizingPath
            if holdsSources(standardized) { return PackageSources(root: standardized) }
            tried.append(standardized)
        }
        // Sources/MarblesCompiled/PackageSources.swift → the package root.
        let checkout = ((#filePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let root = (checkout as NSString).deletingLastPathComponent
        if holdsSources(root) { return PackageSources(root: root) }
        tried.append(root)
        throw CompiledError("compiled mode needs the marbles package's sources (\(required.joined(separator: ", "))) "
            + "and found them in none of: $MARBLES_PACKAGE (unset), \(tried.joined(separator: ", ")); "
            + "set MARBLES_PACKAGE to a marbles checkout, or run `make install`, which copies them to PREFIX/share/marbles")
    }

    static func holdsSources(_ root: String) -> Bool {
        required.allSatisfy { isDirectory(root + "/" + $0) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// The executable's absolute path: as given, or found on the PATH.
    private static func resolved(_ executable: String) -> String {
        if executable.contains("/") {
            return URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(executable)"
            if access(candidate, X_OK) == 0 { return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path }
        }
        return ""
    }

    /// The files copied into the cache, relative to `root`, in a stable order.
    func files() -> [String] {
        var result: [String] = []
        #if os(Linux)
        let linuxOnly = ["CompiledSupport/Combine"] + (hasSupplements ? [Self.supplements] : [])
        #else
        let linuxOnly: [String] = []
        #endif
        for folder in Self.required + linuxOnly {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let file = enumerator?.nextObject() as? String {
                if file.hasSuffix(".swift") { result.append(folder + "/" + file) }
            }
        }
        return result.sorted()
    }
}
