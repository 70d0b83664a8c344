import Foundation
import XCTest

/// `marbles docs`: fences in Markdown become images with `<picture>` references and alt text;
/// a second run changes no byte; `--check` names what is stale; a fence with an error
/// leaves its document untouched.
final class DocsCommandTests: XCTestCase {
    private static let guide = """
        # Guide

        ```marble id=demand
        s = PassthroughSubject<Int>()
        C = s.sink(demand: 2)
        s.send("-1-2-3|")
        ```

        Text between.

        ```marble
        title "Scan: running totals"
        C = hot("-1-2|").scan(10, +).sink()
        ```

          ```marble
          C = hot("-1|").sink()
          ```

        ```swift
        let notADiagram = 1
        ```

        """

    /// The guide after a run: a reference after each marble fence, after one blank line.
    private static let rendered = guide
        .replacingOccurrences(of: "s.send(\"-1-2-3|\")\n```\n", with: """
            s.send("-1-2-3|")
            ```

            <picture><source media="(prefers-color-scheme: dark)" srcset="demand~dark.svg"><img src="demand.svg" alt="C receives 1 at tick 1 and 2 at tick 3; 3 at tick 5 is dropped (no demand); finishes at tick 6."></picture>

            """)
        .replacingOccurrences(of: "scan(10, +).sink()\n```\n", with: """
            scan(10, +).sink()
            ```

            <picture><source media="(prefers-color-scheme: dark)" srcset="scan-running-totals~dark.svg"><img src="scan-running-totals.svg" alt="C receives 11 at tick 1 and 13 at tick 3; finishes at tick 4."></picture>

            """)
        .replacingOccurrences(of: "  C = hot(\"-1|\").sink()\n  ```\n", with: """
              C = hot("-1|").sink()
              ```

            <picture><source media="(prefers-color-scheme: dark)" srcset="marble-f650787c5a9f~dark.svg"><img src="marble-f650787c5a9f.svg" alt="C receives 1 at tick 1; finishes at tick 2."></picture>

            """)

    private static let images = [
        "demand.svg", "demand~dark.svg", "marble-f650787c5a9f.svg", "marble-f650787c5a9f~dark.svg",
        "scan-running-totals.svg", "scan-running-totals~dark.svg",
    ]

    /// Every file of a folder with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func testAFenceWithAnErrorIsLocatedInTheMarkdownAndLeavesTheDocumentUntouched() throws {
        let folder = try CLI.temporaryDirectory()
        let broken = Self.guide.replacingOccurrences(of: "  C = hot(\"-1|\").sink()", with: "  C = hot(\"-1|\").snk()")
        let guide = try write(broken, "guide.md", in: folder)
        let result = try CLI.run(["docs", guide.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            \(guide.path):17:18: error: unknown operator 'snk'
             17 |   C = hot("-1|").snk()
                |                  ^~~ expected an operator: did you mean 'sink'?

            """)
        XCTAssertEqual(try snapshot(folder), ["guide.md": Data(broken.utf8)])
    }

    func testFencesBecomeImagesWithPictureReferencesAndAltTextAndASecondRunChangesNoByte() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write(Self.guide, "guide.md", in: folder)
        let first = try CLI.run(["docs", guide.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "updated \(guide.path)\n3 diagram(s) in 1 document(s); 6 of 6 image(s) written\n")
        XCTAssertEqual(Self.rendered.components(separatedBy: "<picture>").count, 4)
        XCTAssertEqual(try String(contentsOf: guide, encoding: .utf8), Self.rendered)
        let files = try snapshot(folder)
        XCTAssertEqual(files.keys.sorted(), (["guide.md"] + Self.images).sorted())
        for name in Self.images {
            XCTAssertTrue(String(decoding: files[name]!, as: UTF8.self).contains("<desc id=\"marbles-desc\">"), name)
        }
        XCTAssertNotEqual(files["demand.svg"], files["demand~dark.svg"])

        let second = try CLI.run(["docs", guide.path])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "3 diagram(s) in 1 document(s); 0 of 6 image(s) written\n")
        XCTAssertEqual(try snapshot(folder), files)
        let check = try CLI.run(["docs", "--check", guide.path])
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertEqual(check.stdout, "all 6 image(s) of 1 document(s) up to date\n")
    }

    func testCheckNamesEveryStaleOrMissingImageAndChangesNothing() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write(Self.guide, "guide.md", in: folder)
        XCTAssertEqual(try CLI.run(["docs", guide.path]).status, 0)
        let edited = try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(of: "scan(10, +)", with: "scan(20, +)")
        try Data(edited.utf8).write(to: guide)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("demand~dark.svg"))
        let before = try snapshot(folder)
        let check = try CLI.run(["docs", "--check", guide.path])
        XCTAssertEqual(check.status, 1)
        let lines = check.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 6, check.stdout)
        XCTAssertEqual(lines[0], "missing \(folder.path)/demand~dark.svg (\(guide.path):3)")
        XCTAssertTrue(lines[1].hasPrefix("stale   \(folder.path)/scan-running-totals.svg (\(guide.path):13): differs from line "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("stale   \(folder.path)/scan-running-totals~dark.svg (\(guide.path):13): differs from line "), lines[2])
        XCTAssertEqual(lines[3], "stale   \(guide.path): image references or hidden sources out of date")
        XCTAssertEqual(lines[4], "4 problem(s): run marbles docs without --check to update")
        XCTAssertEqual(try snapshot(folder), before)
    }

    func testHideSourceKeepsTheFenceInAComment() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write("Intro\n\n```marble id=one\nC = Just(1).sink()\n```\n", "guide.md", in: folder)
        XCTAssertEqual(try CLI.run(["docs", "--hide-source", "--themes", "light", guide.path]).status, 0)
        let expected = """
            Intro

            <!--
            ```marble id=one
            C = Just(1).sink()
            ```
            -->

            ![C receives 1 at tick 0; finishes at tick 0.](one.svg)

            """
        XCTAssertEqual(try String(contentsOf: guide, encoding: .utf8), expected)
        XCTAssertEqual(try snapshot(folder).keys.sorted(), ["guide.md", "one.svg"])
        // Hidden fences stay hidden without the option; nothing changes.
        XCTAssertEqual(try CLI.run(["docs", "--themes", "light", guide.path]).status, 0)
        XCTAssertEqual(try String(contentsOf: guide, encoding: .utf8), expected)
    }

    func testASrcFenceShowsAndDrawsItsFileIntoTheImageFolder() throws {
        let folder = try CLI.temporaryDirectory()
        _ = try write("title \"From a file\"\nC = Just(7).sink()\n", "diagrams/seven.marble", in: folder)
        let guide = try write("```marble src=diagrams/seven.marble\n```\n", "docs/guide.md", in: folder)
        let images = folder.appendingPathComponent("images")
        let result = try CLI.run(["docs", "--image-dir", images.path, "--format", "png,svg", guide.path])
        XCTAssertEqual(result.status, 2, "the src path is relative to the document: docs/diagrams does not exist")
        XCTAssertTrue(result.stderr.contains("cannot read 'diagrams/seven.marble'"), result.stderr)

        try Data("```marble src=../diagrams/seven.marble\n```\n".utf8).write(to: guide)
        let fixed = try CLI.run(["docs", "--image-dir", images.path, "--format", "png,svg", guide.path])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(try String(contentsOf: guide, encoding: .utf8), """
            ```marble src=../diagrams/seven.marble
            title "From a file"
            C = Just(7).sink()
            ```

            <picture><source media="(prefers-color-scheme: dark)" srcset="../images/seven~dark.png"><img src="../images/seven.png" alt="C receives 7 at tick 0; finishes at tick 0."></picture>

            """)
        XCTAssertEqual(try snapshot(images).keys.sorted(), ["seven.png", "seven.svg", "seven~dark.png", "seven~dark.svg"])
    }

    func testDocCArticlesGetTheirImagesInResourcesWithTheDarkVariantNaming() throws {
        let folder = try CLI.temporaryDirectory()
        let article = try write("# Demand\n\n```marble id=demand-basics\nC = Just(1).sink(demand: 0)\n```\n", "Lib.docc/Articles/Demand.md", in: folder)
        let result = try CLI.run(["docs", folder.appendingPathComponent("Lib.docc").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOf: article, encoding: .utf8), """
            # Demand

            ```marble id=demand-basics
            C = Just(1).sink(demand: 0)
            ```

            ![C receives nothing.](demand-basics)

            """)
        let resources = folder.appendingPathComponent("Lib.docc/Resources")
        XCTAssertEqual(try snapshot(resources).keys.sorted(), ["demand-basics.svg", "demand-basics~dark.svg"])
    }

    func testAFenceWhoseExpectationsFailIsAnErrorInTheMarkdown() throws {
        let folder = try CLI.temporaryDirectory()
        let text = "Intro\n\n```marble id=e\nC = hot(\"-1-2|\").sink()\nexpect(C, \"-1-3|\")\n```\n"
        let guide = try write(text, "guide.md", in: folder)
        let result = try CLI.run(["docs", guide.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("""
            \(guide.path):5:11: error: C: expected 3 at tick 3, got 2
             5 | expect(C, "-1-3|")
               |           ^~~~~~~
                expected  -1-3|
                actual    -1-2|
                             ^ tick 3
            """), result.stderr)
        XCTAssertEqual(try snapshot(folder), ["guide.md": Data(text.utf8)])

        try Data(text.replacingOccurrences(of: "-1-3|", with: "-1-2|").utf8).write(to: guide)
        XCTAssertEqual(try CLI.run(["docs", guide.path]).status, 0)
    }

    func testADocumentCannotShowAPDF() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write("```marble\nC = Just(1).sink()\n```\n", "guide.md", in: folder)
        let result = try CLI.run(["docs", "--format", "pdf,svg", guide.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("browsers and DocC show no PDF image: start with svg or png (--format svg,pdf)"), result.stderr)
        XCTAssertEqual(try snapshot(folder).keys.sorted(), ["guide.md"])
        XCTAssertEqual(try CLI.run(["docs", "--format", "svg,pdf", "--themes", "light", guide.path]).status, 0)
        XCTAssertEqual(try snapshot(folder).keys.sorted(), ["guide.md", "marble-1280cfc02bba.pdf", "marble-1280cfc02bba.svg"])
    }

    func testTwoDiagramsOfOneNameAreNumbered() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = try write("```marble\ntitle \"Same\"\nC = Just(1).sink()\n```\n\n```marble\ntitle \"Same\"\nC = Just(2).sink()\n```\n", "guide.md", in: folder)
        XCTAssertEqual(try CLI.run(["docs", "--themes", "dark", guide.path]).status, 0)
        XCTAssertEqual(try snapshot(folder).keys.sorted(), ["guide.md", "same-2.svg", "same.svg"])
        XCTAssertTrue(try String(contentsOf: guide, encoding: .utf8).contains("![C receives 2 at tick 0; finishes at tick 0.](same-2.svg)"))
    }
}

/// Documents written with Windows line breaks keep them, and their fences are found.
final class DocsLineBreakTests: XCTestCase {
    func testCRLFDocumentsKeepTheirLineBreaks() throws {
        let folder = try CLI.temporaryDirectory()
        let guide = folder.appendingPathComponent("crlf.md")
        try Data("Text\r\n\r\n```marble id=w\r\nC = Just(5).sink()\r\n```\r\n".utf8).write(to: guide)
        let result = try CLI.run(["docs", "--themes", "light", guide.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: guide), Data("Text\r\n\r\n```marble id=w\r\nC = Just(5).sink()\r\n```\r\n\r\n![C receives 5 at tick 0; finishes at tick 0.](w.svg)\r\n".utf8))
        XCTAssertEqual(try CLI.run(["docs", "--check", "--themes", "light", guide.path]).status, 0)
    }
}
