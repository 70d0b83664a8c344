import Foundation
@testable import MarblesCompiled
import XCTest

/// The dependency cache holds a library every compiled program loads, and the fence traces
/// `marbles docs` draws: marbles makes its folders 0700, refuses folders others can write to or
/// that are another user's, does not open its lock file through a symbolic link, and keeps the
/// fence traces under the dependency key.
final class CacheTrustTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-trust-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch + "/sources", withIntermediateDirectories: true)
        for (folder, file) in [("Sources/MarbleTrace", "Trace.swift"), ("Sources/MarbleRecorder", "Recorder.swift"),
                               ("CompiledSupport/MarblesCompiledSupport", "Support.swift")] {
            try FileManager.default.createDirectory(atPath: scratch + "/sources/" + folder, withIntermediateDirectories: true)
            try "// \(file)\n".write(toFile: scratch + "/sources/\(folder)/\(file)", atomically: true, encoding: .utf8)
        }
    }

    override func tearDown() {
        _ = chmod(scratch + "/cache", 0o700)
        try? FileManager.default.removeItem(atPath: scratch)
    }

    private func cache() throws -> DependencyCache {
        DependencyCache(root: scratch + "/cache", sources: PackageSources(root: scratch + "/sources"), toolchain: try Toolchain.locate())
    }

    private func mode(_ path: String) throws -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & 0o777
    }

    func testTheFoldersMarblesMakesAreItsUsersOnly() throws {
        let cache = try cache()
        let fences = try cache.trustedFences()
        XCTAssertEqual(fences, cache.folder + "/fences")
        for folder in [scratch + "/cache", cache.folder, fences] {
            XCTAssertEqual(try mode(folder), 0o700, folder)
        }
    }

    /// A change of the recorder's sources (as of marbles or the toolchain) is a new key, and
    /// the fence traces kept under the old one are not read.
    func testTheFenceTracesAreKeyedLikeTheDependencies() throws {
        let before = try cache().trustedFences()
        try "// Recorder.swift, fixed\n".write(toFile: scratch + "/sources/Sources/MarbleRecorder/Recorder.swift",
                                              atomically: true, encoding: .utf8)
        let after = try cache().trustedFences()
        XCTAssertNotEqual(before, after)
        XCTAssertTrue(after.hasPrefix(scratch + "/cache/deps-"), after)
    }

    func testACacheFolderOthersCanWriteToIsRefused() throws {
        try FileManager.default.createDirectory(atPath: scratch + "/cache", withIntermediateDirectories: true)
        XCTAssertEqual(chmod(scratch + "/cache", 0o777), 0)
        XCTAssertThrowsError(try cache().trustedFences()) { error in
            XCTAssertEqual("\(error)", "marbles: error: the cache folder '\(scratch)/cache' is writable by group or others (mode 777): "
                + "compiled programs load code from it; set MARBLES_CACHE to a folder of your own, or chmod go-w '\(scratch)/cache'\n")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: try cache().folder))
    }

    func testAnotherUsersCacheFolderIsRefused() throws {
        try XCTSkipUnless(getuid() == 0, "giving a folder to another user needs root")
        let keyed = try cache().folder
        try FileManager.default.createDirectory(atPath: keyed, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(keyed, 0o755), 0)
        XCTAssertEqual(chown(keyed, 65534, 65534), 0)
        XCTAssertThrowsError(try cache().prepare(sources: PackageSources(root: scratch + "/sources"), toolchain: Toolchain.locate(),
                                                 progress: { _ in XCTFail("nothing is built") })) { error in
            XCTAssertEqual("\(error)", "marbles: error: the cache folder '\(keyed)' belongs to another user (uid 65534): "
                + "compiled programs load code from it; set MARBLES_CACHE to a folder of your own\n")
        }
    }

    func testTheLockFileIsNotOpenedThroughASymbolicLink() throws {
        let cache = try cache()
        let target = scratch + "/someone-elses-file"
        try "keep me".write(toFile: target, atomically: true, encoding: .utf8)
        _ = try cache.trustedFences()
        try FileManager.default.createSymbolicLink(atPath: cache.folder + ".lock", withDestinationPath: target)
        XCTAssertThrowsError(try cache.prepare(sources: PackageSources(root: scratch + "/sources"), toolchain: Toolchain.locate(),
                                               progress: { _ in XCTFail("nothing is built") })) { error in
            XCTAssertTrue("\(error)".hasPrefix("marbles: error: cannot open the lock file '\(cache.folder).lock' (a symbolic link is refused)"),
                          "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep me")
    }
}
