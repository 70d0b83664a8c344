import Foundation
import TestSupport
import XCTest

/// `marbles render|trace|test FILE.swift`, `--compile` and `--allow-compile` through the
/// binary: exit statuses, messages at the user's file and line, nothing written on an error,
/// and nothing compiled unless asked. The compiled runs share one dependency cache in the
/// build folder (built once per test run).
final class CompiledCommandTests: XCTestCase {
    override func setUp() {
        setenv("MARBLES_CACHE", Repository.root.appendingPathComponent(".build/marbles-cache").path, 1)
        Self.buildTheCacheOnce()
    }

    /// The first compiled run of a fresh build folder builds the dependency cache and says so
    /// on standard error; tests that compare standard error whole must not be that run,
    /// whichever order they run in.
    nonisolated(unsafe) private static var cacheIsBuilt = false
    private static func buildTheCacheOnce() {
        guard !cacheIsBuilt else { return }
        cacheIsBuilt = true
        _ = try? CLI.run(["trace", "examples/82-compiled-state-machine.swift", "--format", "text"])
    }

    /// Every example written as Swift is drawn compiled as its committed images in output/
    /// (byte for byte: a compiled run is as repeatable as an interpreted one).
    func testTheSwiftExamplesDrawTheirCommittedImages() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(examples.isEmpty)
        let folder = try CLI.temporaryDirectory()
        let result = try CLI.run(["render"] + examples.map { "examples/" + $0 } + ["--out-dir", folder.path, "--format", "png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let drawn = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertGreaterThanOrEqual(drawn.count, examples.count)
        for image in drawn {
            let committed = FileManager.default.contents(atPath: Repository.root.appendingPathComponent("output/" + image).path)
            XCTAssertEqual(committed, FileManager.default.contents(atPath: folder.appendingPathComponent(image).path),
                           "output/\(image) is not what examples/ draws now: make demo")
        }
    }

    func testTestRunsAnXCTestCaseClassAndSaysItsAssertionsHold() throws {
        let result = try CLI.run(["test", "examples/81-compiled-xctest-debounce.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            ok      examples/81-compiled-xctest-debounce.swift (2 tests)
            all 1 file(s) pass

            """)
    }

    func testAFailingAssertionIsReportedAtItsLineWithExitStatus1() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("Failing.swift").path
        try """
            import Combine
            import XCTest

            final class SumTests: XCTestCase {
                func testSum() {
                    var sum = 0
                    let c = [1, 2, 3].publisher.reduce(0, +).sink { sum = $0 }
                    XCTAssertEqual(sum, 7)
                }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["test", file])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, """
            FAIL    \(file) (1 of 1 test failed)
            \(file):8: error: SumTests.testSum: XCTAssertEqual failed: ("6") is not equal to ("7")
             8 |         XCTAssertEqual(sum, 7)
            1 of 1 file(s) failed

            """)
    }

    func testACompileErrorIsLocatedInTheUsersFileAndNothingIsWritten() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("broken.swift").path
        let image = folder.appendingPathComponent("broken.png").path
        try """
            import Combine
            let s = PassthroughSubject<Int, Never>()
            let c = s.map { $0 * 2 }.filter { $0.isEmpty }.sink { _ in }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", file, "-o", image])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            \(file):3:38: error: value of type 'Int' has no member 'isEmpty'
             3 | let c = s.map { $0 * 2 }.filter { $0.isEmpty }.sink { _ in }
               |                                      ^

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image))
    }

    /// The interpreter's "needs compiled mode" error names a command; run as printed (its
    /// words split at spaces, the file's own name in it), it draws the file.
    func testTheCommandTheInterpreterSuggestsRunsAsPrinted() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("box.marble").path
        try """
            import Combine
            final class Box { let s = PassthroughSubject<Int, Never>() }
            let box = Box()
            let c = box.s.map { $0 + 1 }.sink { _ in }
            box.s.send(1)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["render", file, "-o", folder.appendingPathComponent("refused.png").path])
        XCTAssertEqual(refused.status, 2)
        let image = folder.appendingPathComponent("box.png").path
        let command = "marbles render \(file) --compile -o \(image)"
        XCTAssertTrue(refused.stderr.contains("expected compiled mode: \(command);"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image))

        let suggested = try CLI.run(Array(command.split(separator: " ").dropFirst().map(String.init)))
        XCTAssertEqual(suggested.status, 0, suggested.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["box.marble", "box.png"])
    }

    func testAPastedMarbleFileCompilesWithTheSameLanesAsInterpretedMode() throws {
        let result = try CLI.run(["trace", "examples/70-pasted-debounce-test.marble", "--compile", "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            query      c-co-com-----comb-combine----------
            debounce1  ^--------com--------------combine--
            sink1      ^--------com--------------combine--

            """)
    }

    /// `--compile` on a `.marble` file checks its `expect` lines against the compiled run.
    func testAPastedMarbleFilesExpectationsHoldCompiled() throws {
        let result = try CLI.run(["test", "examples/70-pasted-debounce-test.marble", "--compile"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            ok      examples/70-pasted-debounce-test.marble (1 expectation(s), compiled)
            all 1 file(s) pass

            """)
    }

    func testDocsCompilesAFenceOfSwiftOnlyWhenAllowed() throws {
        let folder = try CLI.temporaryDirectory()
        let document = folder.appendingPathComponent("doc.md").path
        let text = "# Doc\n\n```marble compile id=plus\nimport Combine\nlet s = PassthroughSubject<Int, Never>()\n"
            + "let c = s.map { $0 + 1 }.sink { _ in }\ns.send(1)\n```\n"
        try text.write(toFile: document, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["docs", document])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, """
            \(document):3:1: error: this fence is Swift to compile, and compiling runs its code
             3 | ```marble compile id=plus
               | ^~~~~~~~~~~~~~~~~~~~~~~~~ expected marbles docs --allow-compile, to compile and run it

            """)
        XCTAssertEqual(try String(contentsOfFile: document, encoding: .utf8), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["doc.md"])

        let allowed = try CLI.run(["docs", document, "--allow-compile"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["doc.md", "plus.svg", "plus~dark.svg"])
    }
}
