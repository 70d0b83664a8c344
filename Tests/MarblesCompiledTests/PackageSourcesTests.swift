import MarblesCompiled
import XCTest

/// Where the recorder's sources for the dependency cache are found, and the error when they
/// are nowhere.
final class PackageSourcesTests: XCTestCase {
    func testMarblesPackageMustHoldTheSources() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        XCTAssertThrowsError(try PackageSources.locate(environment: ["MARBLES_PACKAGE": empty], executable: "/nowhere/marbles")) { error in
            XCTAssertEqual("\(error)", "marbles: error: MARBLES_PACKAGE is '\(empty)', which holds no "
                + "Sources/MarbleTrace, Sources/MarbleRecorder, CompiledSupport/MarblesCompiledSupport\n")
        }
    }

    /// `make install` puts the sources in PREFIX/share/marbles beside PREFIX/bin/marbles.
    func testAnInstalledBinaryFindsTheSourcesInShare() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-prefix-\(UUID().uuidString)").path
        for folder in ["bin", "share/marbles/Sources/MarbleTrace", "share/marbles/Sources/MarbleRecorder",
                       "share/marbles/CompiledSupport/MarblesCompiledSupport"] {
            try FileManager.default.createDirectory(atPath: prefix + "/" + folder, withIntermediateDirectories: true)
        }
        let sources = try PackageSources.locate(environment: [:], executable: prefix + "/bin/marbles")
        XCTAssertEqual(sources.root, prefix + "/share/marbles")
    }

    func testWithoutMarblesPackageTheCheckoutThisWasBuiltFromIsUsed() throws {
        let sources = try PackageSources.locate(environment: [:], executable: "/nowhere/marbles")
        XCTAssertTrue(FileManager.default.fileExists(atPath: sources.root + "/Sources/MarbleRecorder/MarbleRecorder.swift"))
    }

    func testTheCacheIsWhereTheEnvironmentSays() {
        XCTAssertEqual(DependencyCache.root(environment: ["MARBLES_CACHE": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]), "/c")
        XCTAssertEqual(DependencyCache.root(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]), "/x/marbles")
        XCTAssertEqual(DependencyCache.root(environment: ["HOME": "/h"]), "/h/.cache/marbles")
    }
}
