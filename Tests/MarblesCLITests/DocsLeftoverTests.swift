import Foundation
import XCTest

/// `marbles docs` removes the hash-named images of fences that were deleted or changed, and
/// `--check` names them; images named by `id=`, and files of anyone else, stay.
final class DocsLeftoverTests: XCTestCase {
    private func write(_ text: String, _ name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func files(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testImagesOfAChangedAndADeletedFenceAreRemovedAndCheckNamesThem() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write("""
            ```marble
            C = Just(1).sink()
            ```

            ```marble
            C = Just(2).sink()
            ```

            ```marble id=kept
            C = Just(3).sink()
            ```

            """, "guide.md", in: folder)
        XCTAssertEqual(try CLI.run(["docs", guide.path, "--image-dir", folder.appendingPathComponent("img").path]).status, 0)
        let images = folder.appendingPathComponent("img")
        let before = try files(images)
        XCTAssertEqual(before.count, 6, "\(before)")
        // Someone else's files in the folder, one of them named almost like ours.
        _ = try write("mine", "img/notes.svg", in: folder)
        _ = try write("mine", "img/marble-xyz.svg", in: folder)
        _ = try write("mine", "img/marble-0123456789ab.txt", in: folder)

        // The first fence changes (a new hash), the second is deleted with its reference,
        // the `id=` one is deleted too: its image is not ours to judge.
        let text = try String(contentsOf: guide, encoding: .utf8)
        let blocks = text.components(separatedBy: "\n\n")
        let changed = blocks[0].replacingOccurrences(of: "Just(1)", with: "Just(4)") + "\n"
        try Data(changed.utf8).write(to: guide)
        let oldFirst = before.filter { $0.hasPrefix("marble-") && blocks[1].contains(($0 as NSString).deletingPathExtension) }
        let oldSecond = before.filter { $0.hasPrefix("marble-") && blocks[3].contains(($0 as NSString).deletingPathExtension) }
        XCTAssertEqual(oldFirst.count, 2)
        XCTAssertEqual(oldSecond.count, 2)

        let check = try CLI.run(["docs", "--check", guide.path, "--image-dir", images.path])
        XCTAssertEqual(check.status, 1, check.stderr)
        for name in (oldFirst + oldSecond).sorted() {
            XCTAssertTrue(check.stdout.contains("leftover \(images.path)/\(name): no fence draws it\n"), check.stdout)
        }
        XCTAssertFalse(check.stdout.contains("kept"), check.stdout)
        XCTAssertFalse(check.stdout.contains("notes.svg"), check.stdout)

        let run = try CLI.run(["docs", guide.path, "--image-dir", images.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        for name in (oldFirst + oldSecond).sorted() {
            XCTAssertTrue(run.stdout.contains("removed \(images.path)/\(name): no fence draws it\n"), run.stdout)
        }
        let after = try files(images)
        let newFirst = after.filter { $0.hasPrefix("marble-") && $0.hasSuffix(".svg") && !$0.contains("xyz") }
        XCTAssertEqual(newFirst.count, 2, "\(after)")
        XCTAssertTrue(Set(newFirst).isDisjoint(with: oldFirst))
        XCTAssertEqual(after, (newFirst + ["kept.svg", "kept~dark.svg", "marble-0123456789ab.txt", "marble-xyz.svg", "notes.svg"]).sorted())

        let again = try CLI.run(["docs", "--check", guide.path, "--image-dir", images.path])
        XCTAssertEqual(again.status, 0, again.stdout)
    }

    func testAnImageAReferenceStillNamesStays() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write("```marble\nC = Just(1).sink()\n```\n", "guide.md", in: folder)
        XCTAssertEqual(try CLI.run(["docs", guide.path, "--themes", "light"]).status, 0)
        let text = try String(contentsOf: guide, encoding: .utf8)
        // The fence is gone but its reference was kept by hand: the image is still shown.
        let reference = text.components(separatedBy: "\n").first { $0.hasPrefix("![") }!
        try Data((reference + "\n").utf8).write(to: guide)
        let check = try CLI.run(["docs", "--check", guide.path])
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertEqual(try files(folder).filter { $0.hasPrefix("marble-") }.count, 1)
    }

    func testAFenceWithAnErrorRemovesNothing() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write("```marble\nC = Just(1).sink()\n```\n", "guide.md", in: folder)
        XCTAssertEqual(try CLI.run(["docs", guide.path]).status, 0)
        let before = try files(folder)
        try Data("```marble\nC = Just(1).snik()\n```\n".utf8).write(to: guide)
        XCTAssertEqual(try CLI.run(["docs", guide.path]).status, 2)
        XCTAssertEqual(try files(folder), before)
    }
}
